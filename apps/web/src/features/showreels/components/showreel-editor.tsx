import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from '../../../lib/snackbar';
import { LIMITS } from '@insight/contracts/limits';
import { isApiError } from '../../../lib/api-client';
import type { Translation } from '../../../lib/api-types';
import { formatDuration, pluralize } from '../../../lib/format';
import { useInterviewsById } from '../../../resources/interview/get-interview';
import { useUpdateShowreel } from '../api/save-showreel';
import { clipError, isEditListChanged, roundTenth, totalLength, type EditClip } from '../edit-list';
import { showreelFieldErrors } from '../showreel-rules';
import type { Showreel, ShowreelQuote } from '../showreel-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DeleteShowreelDialog } from './delete-showreel-dialog';
import { DownloadDialog } from './download-dialog';
import { PublishControls } from './publish-controls';
import { ReadOnlyClips } from './read-only-clips';
import { ShowreelPlayer } from './showreel-player';
import { ShowreelStatus } from './showreel-status';
import { SortableClipList } from './sortable-clip-list';

/** Props of {@link ShowreelEditor}: the saved reel, its quotes, the subtitle language, publishing rights and the public link. */
export type ShowreelEditorProps = {
  showreel: Showreel;
  quotes: ShowreelQuote[];
  translation: Translation;
  canPublish: boolean;
  /** Whether the user may change and delete this reel; else the clips are shown read-only (a curated reel outside the research team). */
  canChange: boolean;
  publicUrl: string;
  /** Called once the reel is deleted (the page goes back to its list). */
  onDeleted: () => void;
  /** Re-reads the reel and its quotes; answers the fresh copies. */
  onReload: () => Promise<{ showreel: Showreel; quotes: ShowreelQuote[] } | null>;
};

type Draft = { title: string; description: string; clips: EditClip[] };

/** The draft of a saved reel: its title, description and clips (interview of each clip from its quote). */
function draftOf(showreel: Showreel, quotes: ShowreelQuote[]): Draft {
  const interviewOf = new Map(quotes.map((quote) => [quote.id, quote.interview.id]));
  const fromEditList = new Map(showreel.edit_list.clips.map((clip) => [clip.quote_id, clip.interview_id]));
  return {
    title: showreel.title,
    description: showreel.description ?? '',
    clips: showreel.quotes.map((clip) => ({
      id: clip.id,
      interviewId: interviewOf.get(clip.id) ?? fromEditList.get(clip.id) ?? '',
      start: clip.start,
      end: clip.end,
    })),
  };
}

const sameContent = (a: Draft, b: Draft) => a.title === b.title && a.description === b.description && !isEditListChanged(a.clips, b.clips);

/**
 * The showreel page body: the player (plays the saved reel at once), status with Retry, Download, Publish and the
 * public link, Delete (with confirmation, SPEC §5), then the editor: title, description and the clips (reorder by drag
 * and drop or keyboard, trim against the transcript, remove with confirmation; the last clip stays). Save sends
 * `updated_at`; a 409 offers Reload. Without `canChange` the clips are listed read-only instead of the editor.
 */
export function ShowreelEditor({ showreel, quotes, translation, canPublish, canChange, publicUrl, onReload, onDeleted }: ShowreelEditorProps) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateShowreel();
  const saved = useMemo(() => draftOf(showreel, quotes), [showreel, quotes]);
  const [base, setBase] = useState<{ draft: Draft; updatedAt: string }>({ draft: saved, updatedAt: showreel.updated_at });
  const [draft, setDraft] = useState<Draft>(saved);
  const [removing, setRemoving] = useState<EditClip | null>(null);
  const [isConflict, setIsConflict] = useState(false);
  const [isDownloadOpen, setIsDownloadOpen] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const isDirty = !sameContent(draft, base.draft);
  const interviews = useInterviewsById(draft.clips.map((clip) => clip.interviewId).filter(Boolean));
  const durations = useMemo(
    () => new Map([...(interviews.interviews ?? new Map()).values()].map((interview) => [interview.id, interview.duration])),
    [interviews.interviews],
  );
  const thumbnails = useMemo(
    () => new Map([...(interviews.interviews ?? new Map()).values()].map((interview) => [interview.id, interview.thumbnail as string | null])),
    [interviews.interviews],
  );
  const quoteById = useMemo(() => new Map(quotes.map((quote) => [quote.id, quote])), [quotes]);

  // The server copy changed (polling, a save, a reload): a status-only change keeps the edits and takes the new
  // version; new content replaces the draft when nothing is unsaved, else the next Save meets the 409.
  useEffect(() => {
    if (sameContent(saved, base.draft)) {
      if (showreel.updated_at !== base.updatedAt) setBase({ draft: base.draft, updatedAt: showreel.updated_at });
      return;
    }
    if (!isDirty) {
      setBase({ draft: saved, updatedAt: showreel.updated_at });
      setDraft(saved);
    }
    // Runs when the server copy changes, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, showreel.updated_at]);

  const clipErrors = draft.clips.map((clip) => clipError(clip.start, clip.end, durations.get(clip.interviewId)));
  const fieldErrors = showreelFieldErrors(draft);
  const titleError = fieldErrors.title ?? null;
  const isValid = !titleError && !fieldErrors.description && clipErrors.every((error) => !error);

  const save = async () => {
    setIsConflict(false);
    const isClipsChanged = isEditListChanged(draft.clips, base.draft.clips);
    try {
      const next = await update.mutateAsync({
        id: showreel.id,
        changes: {
          title: draft.title.trim(),
          description: draft.description,
          ...(isClipsChanged ? { quotes: draft.clips.map((clip) => ({ id: clip.id, start: roundTenth(clip.start), end: roundTenth(clip.end) })) } : {}),
          updated_at: base.updatedAt,
        },
      });
      const nextDraft = {
        ...draft,
        title: draft.title.trim(),
        clips: draft.clips.map((clip) => ({ ...clip, start: roundTenth(clip.start), end: roundTenth(clip.end) })),
      };
      setBase({ draft: nextDraft, updatedAt: next.updated_at });
      setDraft(nextDraft);
      enqueueSnackbar(isClipsChanged ? 'Showreel saved: it plays now while the video file is made' : 'Showreel saved', { variant: 'success' });
    } catch (error) {
      if (isApiError(error, 409)) setIsConflict(true);
    }
  };

  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    const freshDraft = draftOf(fresh.showreel, fresh.quotes);
    setIsConflict(false);
    update.reset();
    setBase({ draft: freshDraft, updatedAt: fresh.showreel.updated_at });
    setDraft(freshDraft);
  };

  const setPublished = async (published: boolean) => {
    try {
      const next = await update.mutateAsync({ id: showreel.id, changes: { published, updated_at: base.updatedAt } });
      setBase((previous) => ({ ...previous, updatedAt: next.updated_at }));
      enqueueSnackbar(published ? 'Showreel published' : 'Showreel unpublished', { variant: 'success' });
    } catch (error) {
      if (isApiError(error, 409)) setIsConflict(true);
    }
  };

  const retry = async () => {
    try {
      const next = await update.mutateAsync({ id: showreel.id, changes: { retry: true } });
      setBase((previous) => ({ ...previous, updatedAt: next.updated_at }));
    } catch {
      // The error is shown below.
    }
  };

  const saveError = update.error && !isApiError(update.error, 409) ? update.error : null;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: '1fr',
        '@media (min-width: 1120px)': { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)', alignItems: 'start' },
      }}
    >
      <Box component="section" aria-labelledby="player-heading" sx={{ display: 'grid', gap: 2, '@media (min-width: 1120px)': { position: 'sticky', top: 16 } }}>
        <Typography id="player-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
          Player
        </Typography>
        <ShowreelPlayer showreel={showreel} translation={translation} hasUnsavedEdits={isDirty} />
        <ShowreelStatus showreel={showreel} onRetry={() => void retry()} isRetrying={update.isPending && update.variables?.changes.retry === true} />
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!showreel.video?.combined_url} onClick={() => setIsDownloadOpen(true)}>
              Download
            </Button>
            {canChange && (
              <Button variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setIsDeleteOpen(true)} sx={{ ml: 'auto' }}>
                Delete showreel
              </Button>
            )}
          </Box>
          <PublishControls
            isPublished={showreel.published}
            publicUrl={publicUrl}
            canPublish={canPublish}
            isBusy={update.isPending && update.variables?.changes.published !== undefined}
            onToggle={(published) => void setPublished(published)}
          />
        </Paper>
      </Box>

      {canChange ? (
        <Box component="section" aria-labelledby="editor-heading" sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography id="editor-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
              Edit
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {pluralize(draft.clips.length, 'clip')} · {formatDuration(totalLength(draft.clips))}
              {isDirty ? ' · unsaved changes' : ''}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              onClick={() => void save()}
              disabled={!isDirty || !isValid}
              loading={update.isPending && update.variables?.changes.updated_at !== undefined && update.variables?.changes.published === undefined}
            >
              Save
            </Button>
            <Button onClick={() => setDraft(base.draft)} disabled={!isDirty}>
              Discard changes
            </Button>
            {!isValid && (
              <Typography variant="body2" sx={{ color: 'error.main' }}>
                Fix the marked fields to save.
              </Typography>
            )}
          </Box>
          {showreel.published && (
            <Alert severity="info" variant="outlined">
              This showreel is published: saving changes updates its public page for everyone who has the link.
            </Alert>
          )}
          {isConflict && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => void reload()}>
                  Reload
                </Button>
              }
            >
              This showreel was changed elsewhere since you opened it, so your changes were not saved. Reload to see the latest version (your unsaved changes
              will be lost).
            </Alert>
          )}
          {saveError && (
            <Alert severity="error">
              {isApiError(saveError) ? saveError.detail : 'The showreel could not be saved.'}
              {isApiError(saveError) && saveError.invalidParams?.length
                ? ` (${saveError.invalidParams.map((param) => `${param.name}: ${param.reason}`).join('; ')})`
                : ''}
            </Alert>
          )}
          <TextField
            label="Title"
            required
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            error={Boolean(titleError)}
            helperText={titleError ?? ' '}
            slotProps={{ htmlInput: { maxLength: LIMITS.showreelTitleMaxLength } }}
          />
          <TextField
            label="Description"
            multiline
            minRows={2}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            error={Boolean(fieldErrors.description)}
            helperText={fieldErrors.description}
            slotProps={{ htmlInput: { maxLength: LIMITS.showreelDescriptionMaxLength } }}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }} id="clips-help">
            Drag a clip by its handle, or focus the handle and press Space, then the arrow keys, then Space, to change the order.
          </Typography>
          <SortableClipList
            clips={draft.clips}
            quotes={quoteById}
            durations={durations}
            thumbnails={thumbnails}
            translation={translation}
            onChange={(clips) => setDraft({ ...draft, clips })}
            onRemove={(clip) => setRemoving(clip)}
          />
        </Box>
      ) : (
        <ReadOnlyClips showreel={showreel} quotes={quoteById} />
      )}

      <ConfirmDialog
        open={removing !== null}
        title="Remove this clip?"
        text="The clip leaves the showreel when you save. The quote itself stays in the study."
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing && draft.clips.length > 1) setDraft({ ...draft, clips: draft.clips.filter((clip) => clip.id !== removing.id) });
          setRemoving(null);
        }}
      />
      <DeleteShowreelDialog showreel={isDeleteOpen ? showreel : null} onCancel={() => setIsDeleteOpen(false)} onDeleted={onDeleted} />
      {isDownloadOpen && <DownloadDialog open showreel={showreel} defaultTranslation={translation} onClose={() => setIsDownloadOpen(false)} />}
    </Box>
  );
}
