import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import type { StudyOutline } from '@insight/contracts';
import { aiStimuliOf } from '@insight/contracts/study-builder';
import { useAiJob, useOnAiJobDone } from '../api/ai';
import { useSaveDraft, useUnsavedKeeper } from '../api/draft';
import { AiGeneratePanel } from '../components/ai-generate-panel';
import { OutlineStep } from './outline-step';
import type { WizardStepProps } from './step-props';

/**
 * AI_OUTLINE (SPEC §2, §4): generate the business questions from the brief and stimuli (POST /v1/ai/study-outlines,
 * polled every 500 ms with a progress bar), then edit them as on OUTLINE. Applying them (PUT …/draft with the job)
 * makes them the unsaved business questions and clears the unsaved and saved tasks (SPEC §4); edits are kept on the
 * draft as unsaved until saved; regenerating asks first; the server says when the brief or stimuli changed since.
 */
export function AiOutlineStep(props: WizardStepProps) {
  const { draft } = props;
  const { state, start } = useAiJob<StudyOutline>('/v1/ai/study-outlines');
  const save = useSaveDraft(draft.id);
  const unsaved = useUnsavedKeeper(draft.id, 'unsaved_business_questions', draft.unsaved_business_questions);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useOnAiJobDone(
    state,
    async (job) => {
      // Edits waiting to be kept are overridden by the new outline (SPEC §4 regenerating overrides earlier edits).
      await unsaved.settle();
      await save.mutateAsync({ step_name: 'AI_OUTLINE', ai_outline_job_id: job.id });
      setVersion((v) => v + 1);
    },
    setError,
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <AiGeneratePanel
        what="outline"
        state={state}
        hasContent={draft.business_questions.length > 0 || draft.unsaved_business_questions !== null}
        inputs="brief or stimuli"
        isChanged={draft.outline_changed}
        replaces="the business questions shown and clears every task of the study design, saved or not"
        onGenerate={() => {
          setError(null);
          void start({ brief: draft.brief ?? draft.title, stimuli: aiStimuliOf(draft.materials), language: draft.language });
        }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <OutlineStep key={`outline-${version}`} {...props} unsaved={unsaved} isSaving={props.isSaving || save.isPending} />
    </Box>
  );
}
