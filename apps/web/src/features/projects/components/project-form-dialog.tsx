import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import { LIMITS } from '@insight/contracts/limits';
import { isApiError } from '../../../lib/api-client';
import type { Project } from '../../../lib/api-types';
import { useProjectWrites } from '../api/project-writes';

/** Props of {@link ProjectFormDialog}: open or not, the project to edit (none: a new one), and what happens after. */
export type ProjectFormDialogProps = { open: boolean; project?: Project | null; onClose: () => void; onSaved?: (project: Project) => void };

/** Creates a project (research team and Masters) or edits one's title and description (update_project); SPEC §7 PUT /projects/{id}. */
export function ProjectFormDialog({ open, project, onClose, onSaved }: ProjectFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="project-form-title">
      {open && <ProjectForm key={project?.id ?? 'new'} project={project ?? null} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function ProjectForm({ project, onClose, onSaved }: { project: Project | null; onClose: () => void; onSaved?: (project: Project) => void }) {
  const [title, setTitle] = useState(project?.title ?? '');
  const [description, setDescription] = useState(project?.description ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);
  const { create, update } = useProjectWrites();
  const mutation = project ? update : create;
  const { enqueueSnackbar } = useSnackbar();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError('This value is required');
      return;
    }
    const done = (saved: Project) => {
      enqueueSnackbar(project ? 'Project saved' : `Project ${saved.title} created`, { variant: 'success' });
      onSaved?.(saved);
      onClose();
    };
    if (project) update.mutate({ projectId: project.id, body: { title, description } }, { onSuccess: done });
    else create.mutate({ title, description }, { onSuccess: done });
  };
  const apiError = isApiError(mutation.error) ? mutation.error : null;
  const fieldError = (name: string) => apiError?.invalidParams?.find((p) => p.name === name)?.reason;

  return (
    <form noValidate onSubmit={handleSubmit}>
      <DialogTitle id="project-form-title">{project ? 'Edit project' : 'New project'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        {mutation.isError && !apiError?.invalidParams?.length && (
          <Alert severity="error" role="alert">
            {apiError?.detail ?? 'An error occurred'}
          </Alert>
        )}
        <TextField
          label="Title"
          required
          autoFocus
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setTitleError(null);
          }}
          error={Boolean(titleError ?? fieldError('title'))}
          helperText={titleError ?? fieldError('title')}
          slotProps={{ htmlInput: { maxLength: LIMITS.projectTitleMaxLength } }}
        />
        <TextField
          label="Description"
          multiline
          minRows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={Boolean(fieldError('description'))}
          helperText={fieldError('description') ?? 'What the project is about (optional)'}
          slotProps={{ htmlInput: { maxLength: LIMITS.projectDescriptionMaxLength } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          {project ? 'Save' : 'Create project'}
        </Button>
      </DialogActions>
    </form>
  );
}
