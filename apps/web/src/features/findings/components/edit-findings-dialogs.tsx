import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { Analysis, BusinessQuestionDetail } from '../../../lib/api-types';
import { HtmlEditor } from '../../../components/html-editor';
import { useUpdateAnalysis, useUpdateBusinessQuestion } from '../api/update-insight';
import { EditDialog, TitleLeadFields } from './edit-dialog';

/** Props of {@link EditBusinessQuestionButton}: the question as last read and what to do after a conflict. */
export type EditBusinessQuestionButtonProps = { question: BusinessQuestionDetail; onReload: () => void };

/** "Edit business question" (SPEC §7 PATCH /v3/business-questions/{id}, update_study): title and description; a 409 offers Reload. */
export function EditBusinessQuestionButton({ question, onReload }: EditBusinessQuestionButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [title, setTitle] = useState(question.title);
  const [description, setDescription] = useState(question.description);
  const update = useUpdateBusinessQuestion(question.id);
  const open = () => {
    setTitle(question.title);
    setDescription(question.description);
    update.reset();
    setOpen(true);
  };
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={open} sx={{ justifySelf: 'start' }}>
        Edit business question
      </Button>
      <EditDialog
        title="Edit business question"
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        onSave={() => update.mutate({ updated_at: question.updated_at, title, description }, { onSuccess: () => setOpen(false) })}
        onReload={onReload}
        isSaving={update.isPending}
        canSave={Boolean(title.trim())}
        error={update.error}
      >
        <TextField
          label="Question"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          error={!title.trim()}
          helperText={!title.trim() ? 'This value is required' : ' '}
        />
        <TextField label="Description" value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={3} />
      </EditDialog>
    </>
  );
}

/** Props of {@link EditAnalysisButton}: the analysis as last read and what to do after a conflict. */
export type EditAnalysisButtonProps = { analysis: Analysis; onReload: () => void };

/** "Edit analysis" (SPEC §7 PATCH /v3/analyses/{id}, update_study): title, lead and key takeaways (rich text); a 409 offers Reload. */
export function EditAnalysisButton({ analysis, onReload }: EditAnalysisButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [title, setTitle] = useState(analysis.title);
  const [lead, setLead] = useState(analysis.lead);
  const [takeaways, setTakeaways] = useState(analysis.key_takeaways?.html ?? '');
  const update = useUpdateAnalysis(analysis.id);
  const open = () => {
    setTitle(analysis.title);
    setLead(analysis.lead);
    setTakeaways(analysis.key_takeaways?.html ?? '');
    update.reset();
    setOpen(true);
  };
  const save = () =>
    update.mutate(
      {
        updated_at: analysis.updated_at,
        title,
        lead,
        key_takeaways: takeaways ? { title: analysis.key_takeaways?.title || 'Key takeaways', html: takeaways } : null,
      },
      { onSuccess: () => setOpen(false) },
    );
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={open} sx={{ justifySelf: 'start' }}>
        Edit analysis
      </Button>
      <EditDialog
        title="Edit analysis"
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        onSave={save}
        onReload={onReload}
        isSaving={update.isPending}
        canSave={Boolean(title.trim())}
        error={update.error}
      >
        <TitleLeadFields title={title} lead={lead} onTitleChange={setTitle} onLeadChange={setLead} />
        {isOpen && <HtmlEditor label="Key takeaways" initialHtml={analysis.key_takeaways?.html ?? ''} onChange={setTakeaways} minHeight={120} />}
      </EditDialog>
    </>
  );
}
