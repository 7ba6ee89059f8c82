import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Autocomplete, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import { Link as RouterLink } from 'react-router';
import type { StoryDocument } from '@insight/contracts/story-document';
import { PageContainer } from '../../../components/page-container';
import { isApiError } from '../../../lib/api-client';
import type { Story } from '../../../lib/api-types';
import { useUpdateStory } from '../api/save-story';
import { changesOf, draftOf, type StoryDraft } from '../story-draft';
import { BlockLabelsContext, type BlockLabels } from './editor-blocks';
import { BlockPickerDialog, type PickKind } from './block-picker-dialog';
import { RichTextEditor } from './rich-text-editor';
import { SlidesEditor } from './slides-editor';

/** How long the editor waits after the last change before saving (ms). */
export const AUTOSAVE_DELAY_MS = 1200;

/** Save state shown to the writer. */
type SaveState = 'saved' | 'unsaved' | 'saving' | 'error' | 'conflict';

/** Props of {@link StoryEditor}: the story as read, the boards it may sit on, and where "Done" goes. */
export type StoryEditorProps = { story: Story; boards: { id: string; title: string }[]; viewHref: string };

type Picker = { kind: PickKind; onPick: (id: string, label: string) => void } | null;

const SAVE_TEXT: Record<SaveState, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  error: 'Could not save',
  conflict: 'Changed elsewhere',
};

/**
 * The story editor (ours, issue 13): title, board, tags, cover videos from reels, highlights, and the rich text with
 * quote and showreel blocks. Every change autosaves after {@link AUTOSAVE_DELAY_MS} (one save at a time, the last
 * version wins); the saved state is shown and announced. A save that meets someone else's newer version (409) stops
 * autosaving and offers to reload, so nothing is overwritten.
 */
export function StoryEditor({ story, boards, viewHref }: StoryEditorProps) {
  const [draft, setDraft] = useState<StoryDraft>(() => draftOf(story));
  const [state, setState] = useState<SaveState>('saved');
  const [picker, setPicker] = useState<Picker>(null);
  const [errorText, setErrorText] = useState<string | null>(null);
  const update = useUpdateStory();
  const version = useRef(0);
  const savedVersion = useRef(0);
  const updatedAt = useRef(story.updated_at);
  const inFlight = useRef(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [hasCovers, setHasCovers] = useState({
    cover_showreel_id: Boolean(story.cover_video),
    participant_cover_showreel_id: Boolean(story.participant_cover_video),
  });
  const [reelTitles] = useState(() => new Map(story.showreels.map((r) => [r.id, r.title])));
  const [labels, setLabels] = useState<BlockLabels>(() => ({
    showreels: new Map(story.showreels.map((r) => [r.id, r.title])),
    quotes: new Map(story.quotes.map((q) => [q.id, q.content_en ?? q.content_original])),
  }));

  const flush = useCallback(() => {
    if (inFlight.current || version.current === savedVersion.current) return;
    const sending = version.current;
    inFlight.current = true;
    setState('saving');
    update.mutate(
      { id: story.id, changes: changesOf(draftRef.current, updatedAt.current) },
      {
        onSuccess: (saved) => {
          inFlight.current = false;
          updatedAt.current = saved.updated_at;
          savedVersion.current = sending;
          setHasCovers({ cover_showreel_id: Boolean(saved.cover_video), participant_cover_showreel_id: Boolean(saved.participant_cover_video) });
          // Covers are stored now: later saves keep them.
          setDraft((d) => ({ ...d, cover_showreel_id: undefined, participant_cover_showreel_id: undefined }));
          if (version.current !== sending) flush();
          else setState('saved');
        },
        onError: (error) => {
          inFlight.current = false;
          if (isApiError(error, 409)) {
            setState('conflict');
            return;
          }
          setState('error');
          setErrorText(isApiError(error) ? error.detail : 'The connection failed.');
        },
      },
    );
  }, [story.id, update]);

  const change = (next: Partial<StoryDraft>) => {
    version.current += 1;
    setDraft((d) => ({ ...d, ...next }));
    setState((s) => (s === 'conflict' ? s : 'unsaved'));
  };

  useEffect(() => {
    if (state !== 'unsaved') return;
    const timer = setTimeout(flush, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, state, flush]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (version.current !== savedVersion.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const pick = (kind: PickKind, onPick: (id: string, label: string) => void) =>
    setPicker({
      kind,
      onPick: (id, label) => {
        setPicker(null);
        if (kind === 'quote') setLabels((l) => ({ ...l, quotes: new Map(l.quotes).set(id, label) }));
        else if (kind !== 'interview') setLabels((l) => ({ ...l, showreels: new Map(l.showreels).set(id, label) }));
        if (kind === 'showreel' || kind === 'cover') reelTitles.set(id, label);
        onPick(id, label);
      },
    });
  const initialContent = useMemo(() => draftOf(story).content, [story]);
  const coverText = (chosen: string | null | undefined, current: boolean) =>
    chosen ? `Video: ${reelTitles.get(chosen) ?? 'chosen showreel'}` : chosen === '' || chosen === null ? 'No video' : current ? 'Has a video' : 'No video';

  return (
    <BlockLabelsContext.Provider value={labels}>
      <PageContainer sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ flex: 1, fontSize: { xs: '1.6rem', md: '2rem' } }}>
            Edit story
          </Typography>
          <Box
            role="status"
            aria-live="polite"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: state === 'error' || state === 'conflict' ? 'error.main' : 'text.secondary' }}
          >
            {state === 'saved' && <CheckCircleOutlinedIcon fontSize="small" color="success" aria-hidden />}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {SAVE_TEXT[state]}
            </Typography>
          </Box>
          <Button component={RouterLink} to={viewHref} variant="contained" disabled={state === 'saving'}>
            Done
          </Button>
        </Box>
        {state === 'error' && (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setState('unsaved');
                  flush();
                }}
              >
                Retry
              </Button>
            }
          >
            Your last changes are not saved: {errorText}
          </Alert>
        )}
        {state === 'conflict' && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                Reload
              </Button>
            }
          >
            Someone else saved this story meanwhile. Reload to see their version; your unsaved changes here are not applied.
          </Alert>
        )}
        <Stack sx={{ gap: 2.5 }}>
          <TextField
            label="Title"
            required
            value={draft.title}
            onChange={(e) => change({ title: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            <TextField select label="Board" value={draft.board_id ?? ''} onChange={(e) => change({ board_id: e.target.value || null })}>
              <MenuItem value="">No board</MenuItem>
              {boards.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.title}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              multiple
              freeSolo
              options={[]}
              value={draft.tags}
              onChange={(_, value) => change({ tags: value.map((v) => v.trim()).filter(Boolean) })}
              renderValue={(value, getItemProps) =>
                value.map((option, index) => <Chip label={option} size="small" {...getItemProps({ index })} key={option} />)
              }
              renderInput={(params) => <TextField {...params} label="Tags" helperText="Type a tag and press Enter" />}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            {(
              [
                ['cover_showreel_id', 'Cover video'],
                ['participant_cover_showreel_id', 'Participant video'],
              ] as const
            ).map(([field, label]) => (
              <Box key={field} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{label}:</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {coverText(draft[field], hasCovers[field])}
                </Typography>
                <Button
                  size="small"
                  startIcon={<MovieOutlinedIcon />}
                  onClick={() => pick('cover', (id) => change({ [field]: id }))}
                  aria-label={`Choose the ${label.toLowerCase()}`}
                >
                  Choose
                </Button>
                {(draft[field] || (draft[field] === undefined && hasCovers[field])) && (
                  <Button size="small" color="inherit" onClick={() => change({ [field]: '' })} aria-label={`Remove the ${label.toLowerCase()}`}>
                    Remove
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        </Stack>
        <SlidesEditor
          slides={draft.slides}
          onChange={(slides) => change({ slides })}
          onPickCover={(choose) => pick('cover', choose)}
          onPickQuote={(choose) => pick('quote', choose)}
          reelTitles={reelTitles}
        />
        <Box component="section" aria-labelledby="highlighted-editor-heading">
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 2 }}>
            <Typography id="highlighted-editor-heading" variant="h2" sx={{ flex: 1, fontSize: '1.35rem' }}>
              Highlighted interviews
            </Typography>
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                pick('interview', (id, label) => {
                  if (!draftRef.current.highlighted.some((i) => i.id === id)) change({ highlighted: [...draftRef.current.highlighted, { id, label }] });
                })
              }
            >
              Add interview
            </Button>
          </Box>
          {draft.highlighted.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>None yet. Readers open them from the story.</Typography>
          ) : (
            <Box component="ul" aria-label="Highlighted interviews" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {draft.highlighted.map((interview) => (
                <li key={interview.id}>
                  <Chip
                    label={interview.label}
                    variant="outlined"
                    onDelete={() => change({ highlighted: draft.highlighted.filter((i) => i.id !== interview.id) })}
                    deleteIcon={<CancelIcon aria-label={`Remove ${interview.label}`} aria-hidden={false} />}
                  />
                </li>
              ))}
            </Box>
          )}
        </Box>
        <Box component="section" aria-labelledby="story-text-heading">
          <Typography id="story-text-heading" variant="h2" sx={{ mb: 2, fontSize: '1.35rem' }}>
            Story
          </Typography>
          <RichTextEditor
            initial={initialContent}
            onChange={(content: StoryDocument) => change({ content })}
            onPickQuote={(insert) => pick('quote', (id) => insert(id))}
            onPickShowreel={(insert) => pick('showreel', (id) => insert(id))}
          />
        </Box>
      </PageContainer>
      {picker && <BlockPickerDialog kind={picker.kind} onPick={picker.onPick} onClose={() => setPicker(null)} />}
    </BlockLabelsContext.Provider>
  );
}
