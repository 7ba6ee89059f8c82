import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { CREATION_TEXTS, linkProblem, stimuliIssues, stimulusFileProblem } from '@insight/contracts/study-builder';
import { useClientId } from '../../../lib/session';
import { draftKey } from '../api/draft';
import { UploadCancelled, addStudyLink, deleteStudyMaterial, uploadStudyFile } from '../api/materials';
import { StepActions } from '../components/step-actions';
import { fieldError, getErrorText } from '../error-text';
import type { WizardStepProps } from './step-props';

type Upload = { id: string; name: string; progress: number; cancel: () => void; error: string | null };

/**
 * STIMULI: files (pre-signed upload with progress and cancel) or links (title, URL, optional Android and iOS links), never
 * both; the count within the template's range (SPEC §5, §7 Upload, §8). Locked while editing a saved draft (SPEC §4).
 */
export function StimuliStep({ draft, isLocked, onNext, onBack, isSaving }: WizardStepProps) {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<'FILE' | 'LINK'>(draft.material_type ?? 'FILE');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [link, setLink] = useState({ title: '', link: '', android_link: '', ios_link: '' });
  const [linkErrors, setLinkErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const min = draft.template?.min_stimuli_count ?? 0;
  const max = draft.template?.max_stimuli_count ?? 5;
  const count = draft.materials.length;
  const refresh = () => queryClient.invalidateQueries({ queryKey: draftKey(clientId, draft.id) });
  const patchUpload = (id: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const addFiles = (files: FileList | null) => {
    setError(null);
    if (!files) return;
    const room = max - count - uploads.filter((u) => !u.error).length;
    const chosen = Array.from(files);
    if (chosen.length > room) {
      setError(`${CREATION_TEXTS.tooManyFiles} (at most ${max})`);
      return;
    }
    for (const file of chosen) {
      const id = crypto.randomUUID();
      const problem = stimulusFileProblem(file.type || 'application/octet-stream', file.size);
      if (problem) {
        setUploads((list) => [...list, { id, name: file.name, progress: 0, cancel: () => undefined, error: problem }]);
        continue;
      }
      const handle = uploadStudyFile(clientId, draft.id, file, (progress) => patchUpload(id, { progress }));
      setUploads((list) => [...list, { id, name: file.name, progress: 0, cancel: handle.cancel, error: null }]);
      handle.promise.then(
        async () => {
          await refresh();
          setUploads((list) => list.filter((u) => u.id !== id));
        },
        (failure: unknown) => {
          if (failure instanceof UploadCancelled) setUploads((list) => list.filter((u) => u.id !== id));
          else patchUpload(id, { error: getErrorText(failure) });
        },
      );
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const addLink = async () => {
    const errors: Record<string, string> = {};
    if (!link.title.trim()) errors.title = 'This value is required';
    const main = linkProblem(link.link);
    if (main) errors.link = main;
    for (const field of ['android_link', 'ios_link'] as const) {
      const problem = link[field].trim() ? linkProblem(link[field]) : null;
      if (problem) errors[field] = problem;
    }
    setLinkErrors(errors);
    if (Object.keys(errors).length) return;
    try {
      await addStudyLink(clientId, draft.id, link);
      setLink({ title: '', link: '', android_link: '', ios_link: '' });
      await refresh();
    } catch (failure) {
      setLinkErrors({ link: fieldError(failure, 'link') ?? getErrorText(failure) });
    }
  };

  const remove = async (materialId: string) => {
    setError(null);
    try {
      await deleteStudyMaterial(clientId, draft.id, materialId);
      await refresh();
    } catch (failure) {
      setError(getErrorText(failure));
    }
  };

  const issues = stimuliIssues(draft.materials, { min, max });
  const busy = uploads.some((u) => !u.error);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {max === 0
          ? 'This template uses no study materials.'
          : draft.template
            ? `Add ${min === max ? min : `${min} to ${max}`} study ${max === 1 ? 'material' : 'materials'} (images, videos, PDF documents, or links to a website or app). A study uses either files or links.`
            : `Add what participants will see or try, such as concepts, packaging, ads, a website or an app: up to ${max} images, videos, PDF documents or links, or none. A study uses either files or links.`}
      </Typography>
      {!draft.template && (
        <Typography color="text.secondary">
          Next you write the brief. The AI reads the names of these materials when it rates the brief and drafts the outline.
        </Typography>
      )}
      {isLocked && <Alert severity="info">The study materials of a saved draft are locked. Open the full editor to change them.</Alert>}
      {max > 0 && !isLocked && (
        <RadioGroup row aria-label="Kind of study materials" value={kind} onChange={(e) => setKind(e.target.value as 'FILE' | 'LINK')}>
          <FormControlLabel value="FILE" control={<Radio />} label="Files" disabled={draft.material_type === 'LINK'} />
          <FormControlLabel value="LINK" control={<Radio />} label="Links" disabled={draft.material_type === 'FILE'} />
        </RadioGroup>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {!isLocked && max > 0 && kind === 'FILE' && (
        <Box>
          <input
            ref={fileInput}
            id="stimulus-files"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm,application/pdf"
            hidden
            onChange={(e) => addFiles(e.target.files)}
          />
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()} disabled={count >= max}>
            Upload files
          </Button>
        </Box>
      )}
      {!isLocked && max > 0 && kind === 'LINK' && (
        <Box
          component="form"
          aria-label="Add a link"
          onSubmit={(e) => (e.preventDefault(), void addLink())}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <TextField
            label="Title"
            value={link.title}
            onChange={(e) => setLink({ ...link, title: e.target.value })}
            error={Boolean(linkErrors.title)}
            helperText={linkErrors.title}
          />
          <TextField
            label="URL"
            value={link.link}
            onChange={(e) => setLink({ ...link, link: e.target.value })}
            error={Boolean(linkErrors.link)}
            helperText={linkErrors.link ?? 'https://…'}
          />
          <TextField
            label="Android app link (optional)"
            value={link.android_link}
            onChange={(e) => setLink({ ...link, android_link: e.target.value })}
            error={Boolean(linkErrors.android_link)}
            helperText={linkErrors.android_link}
          />
          <TextField
            label="iOS app link (optional)"
            value={link.ios_link}
            onChange={(e) => setLink({ ...link, ios_link: e.target.value })}
            error={Boolean(linkErrors.ios_link)}
            helperText={linkErrors.ios_link}
          />
          <Box>
            <Button type="submit" variant="outlined" disabled={count >= max}>
              Add link
            </Button>
          </Box>
        </Box>
      )}
      {uploads.length > 0 && (
        <List aria-label="Uploads">
          {uploads.map((u) => (
            <ListItem
              key={u.id}
              secondaryAction={
                !u.error ? (
                  <Button onClick={u.cancel} aria-label={`Cancel upload of ${u.name}`}>
                    Cancel
                  </Button>
                ) : (
                  <Button onClick={() => setUploads((list) => list.filter((x) => x.id !== u.id))}>Dismiss</Button>
                )
              }
            >
              <ListItemText
                primary={u.name}
                secondary={
                  u.error ? (
                    <Typography component="span" color="error" variant="body2">
                      {u.error}
                    </Typography>
                  ) : (
                    <LinearProgress variant="determinate" value={Math.round(u.progress * 100)} aria-label={`Uploading ${u.name}`} sx={{ mt: 1, mr: 10 }} />
                  )
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <List aria-label="Study materials">
        {draft.materials.map((m) => (
          <ListItem
            key={m.id}
            divider
            secondaryAction={
              !isLocked && (
                <IconButton edge="end" aria-label={`Remove ${m.title || m.name}`} onClick={() => void remove(m.id)}>
                  <DeleteIcon />
                </IconButton>
              )
            }
          >
            {m.thumbnail && (
              <Box component="img" src={m.thumbnail} alt="" width={56} height={40} sx={{ width: 56, height: 40, objectFit: 'cover', borderRadius: 1, mr: 2 }} />
            )}
            <ListItemText primary={m.title || m.name} secondary={m.link ?? m.file_mime_type} />
          </ListItem>
        ))}
        {draft.materials.length === 0 && (
          <ListItem>
            <ListItemText secondary="No study materials yet." />
          </ListItem>
        )}
      </List>
      {issues.length > 0 && <Alert severity="warning">{issues[0].message}</Alert>}
      <StepActions onBack={onBack} onNext={() => void onNext()} isBusy={isSaving || busy} isNextDisabled={issues.length > 0} />
    </Box>
  );
}
