import { useEffect, useState } from 'react';
import { Alert, Box, Button, IconButton, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { StudyDraft } from '@insight/contracts';
import { CREATION_LIMITS, CREATION_TEXTS, outlineIssues } from '@insight/contracts/study-builder';
import type { UnsavedKeeperHandle } from '../api/draft';
import { SortableList } from '../components/sortable-list';
import { StepActions } from '../components/step-actions';
import { UnsavedMark, UnsavedNotice } from '../components/unsaved-notice';
import { getErrorText } from '../error-text';
import { isQuestionUnsaved, unsavedQuestionsOf } from '../unsaved-parts';
import type { WizardStepProps } from './step-props';

type Question = { id: string; title: string; linked: boolean };

/** Props of {@link OutlineStep}: a step's props and, on the AI path, the keeper of the unsaved business questions. */
export type OutlineStepProps = WizardStepProps & { unsaved?: UnsavedKeeperHandle<'unsaved_business_questions'> };

/** The questions a step shows: the unsaved ones when the draft keeps some (SPEC §4: they take precedence), else the saved ones. */
const shownQuestions = (draft: StudyDraft): Question[] =>
  (draft.unsaved_business_questions ?? draft.business_questions).map((q) => ({
    id: q.id,
    title: q.title,
    linked: draft.business_questions.some((saved) => saved.id === q.id && saved.linked),
  }));

/**
 * OUTLINE: the study's title and purpose, and its business questions: add, edit, reorder (drag or keyboard), delete, within
 * the minimum and maximum; duplicate text refused; a question a section uses cannot be deleted until unlinked (SPEC §5).
 * With `unsaved` (the AI path, SPEC §4) edits are kept on the draft as unsaved business questions, shown instead of the
 * saved ones and marked "Unsaved" until Save and continue saves them or Discard drops them.
 */
export function OutlineStep({ draft, onNext, onBack, isSaving, unsaved }: OutlineStepProps) {
  const [title, setTitle] = useState(draft.title);
  const [purpose, setPurpose] = useState(draft.purpose);
  const [questions, setQuestions] = useState<Question[]>(() =>
    unsaved ? shownQuestions(draft) : shownQuestions({ ...draft, unsaved_business_questions: null }),
  );
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const issues = outlineIssues(questions);
  const issueOf = (i: number) => issues.find((issue) => issue.field === `business_questions[${i}].title`)?.message;
  const atMax = questions.length >= CREATION_LIMITS.businessQuestionsMax;
  const unsavedNow = unsaved ? unsavedQuestionsOf(questions, draft.business_questions) : null;
  const keep = unsaved?.keep;
  const unsavedJson = JSON.stringify(unsavedNow);
  useEffect(() => keep?.(JSON.parse(unsavedJson) as typeof unsavedNow), [keep, unsavedJson]);

  const save = async () => {
    setTried(true);
    setError(null);
    if (!title.trim() || issues.length) return;
    try {
      await unsaved?.settle();
      await onNext({ title: title.trim(), purpose: purpose.trim(), business_questions: questions.map(({ id, title: text }) => ({ id, title: text.trim() })) });
    } catch (failure) {
      setError(getErrorText(failure));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Study title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        error={tried && !title.trim()}
        helperText={tried && !title.trim() ? 'This value is required' : undefined}
      />
      <TextField
        label="Purpose"
        value={purpose}
        onChange={(e) => setPurpose(e.target.value)}
        multiline
        minRows={2}
        helperText="What decision will this study help you make?"
      />
      <Typography variant="h6" component="h2">
        Business questions
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {CREATION_LIMITS.businessQuestionsMin} to {CREATION_LIMITS.businessQuestionsMax} questions your study must answer. Drag the handle, or focus it and use
        Space and the arrow keys, to reorder.
      </Typography>
      {unsaved && unsavedNow && (
        <UnsavedNotice
          what="business questions"
          savedCount={draft.business_questions.length}
          keepError={unsaved.error}
          onDiscard={async () => {
            const saved = await unsaved.discard();
            setQuestions(shownQuestions(saved));
          }}
        />
      )}
      <SortableList
        items={questions}
        label="Business questions"
        itemLabel={(q, i) => `business question ${i + 1}${q.title ? `, ${q.title}` : ''}`}
        onChange={setQuestions}
        renderItem={(q, i) => {
          const isUnsaved = Boolean(unsavedNow) && isQuestionUnsaved(q, draft.business_questions);
          const helper = tried ? issueOf(i) : undefined;
          return (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                id={`business-question-${q.id}`}
                label={`Business question ${i + 1}`}
                value={q.title}
                fullWidth
                onChange={(e) => setQuestions((list) => list.map((x) => (x.id === q.id ? { ...x, title: e.target.value } : x)))}
                error={tried && Boolean(issueOf(i))}
                helperText={helper}
                slotProps={{
                  input: {
                    endAdornment: isUnsaved ? (
                      <InputAdornment position="end">
                        <UnsavedMark id={`business-question-${q.id}-unsaved`} />
                      </InputAdornment>
                    ) : undefined,
                  },
                  htmlInput: {
                    'aria-describedby':
                      [isUnsaved && `business-question-${q.id}-unsaved`, helper && `business-question-${q.id}-helper-text`].filter(Boolean).join(' ') ||
                      undefined,
                  },
                }}
              />
              <Tooltip title={q.linked ? CREATION_TEXTS.linkedBusinessQuestion : ''}>
                <span>
                  <IconButton
                    aria-label={`Delete business question ${i + 1}`}
                    disabled={q.linked}
                    onClick={() => setQuestions((list) => list.filter((x) => x.id !== q.id))}
                    sx={{ mt: 1 }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          );
        }}
      />
      {questions.some((q) => q.linked) && (
        <Typography variant="body2" color="text.secondary">
          Questions used by a section of the study design cannot be deleted here; unlink them in the study design first.
        </Typography>
      )}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={atMax}
          onClick={() => setQuestions((list) => [...list, { id: crypto.randomUUID(), title: '', linked: false }])}
        >
          Add business question
        </Button>
        {atMax && (
          <Typography variant="body2" color="text.secondary">
            You have reached the limit of {CREATION_LIMITS.businessQuestionsMax} business questions.
          </Typography>
        )}
      </Box>
      {tried && issues.some((i) => i.field === 'business_questions') && (
        <Alert severity="error">{issues.find((i) => i.field === 'business_questions')?.message}</Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <StepActions onBack={onBack} onNext={() => void save()} isBusy={isSaving} />
    </Box>
  );
}
