import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import type { StudyOutline } from '@insight/contracts';
import { useAiJob, useOnAiJobDone } from '../api/ai';
import { useSaveDraft } from '../api/draft';
import { aiInputsChanged, rememberAiInputs } from '../ai-inputs';
import { AiGeneratePanel } from '../components/ai-generate-panel';
import { stimuliOf } from '../components/ai-label';
import { OutlineStep } from './outline-step';
import type { WizardStepProps } from './step-props';

/**
 * AI_OUTLINE (SPEC §2, §4): generate the business questions from the brief and stimuli (POST /v1/ai/study-outlines,
 * polled every 500 ms with a progress bar), then edit them as on OUTLINE. Applying AI objectives replaces the
 * objectives and clears the tasks, saved or not (SPEC §4); regenerating asks first.
 */
export function AiOutlineStep(props: WizardStepProps) {
  const { draft } = props;
  const { state, start } = useAiJob<StudyOutline>('/v1/ai/study-outlines');
  const save = useSaveDraft(draft.id);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const inputs = { brief: draft.brief ?? draft.title, stimuli: stimuliOf(draft.materials) };

  useOnAiJobDone(
    state,
    async (job) => {
      await save.mutateAsync({
        step_name: 'AI_OUTLINE',
        business_questions: (job.business_questions ?? []).map((q) => ({ id: crypto.randomUUID(), title: q.title })),
        sections: [],
      });
      rememberAiInputs(draft.id, 'outline', inputs);
      setVersion((v) => v + 1);
    },
    setError,
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <AiGeneratePanel
        what="outline"
        state={state}
        hasContent={draft.business_questions.length > 0}
        isChanged={aiInputsChanged(draft.id, 'outline', inputs)}
        replaces="the business questions and every task of the study design"
        onGenerate={() => {
          setError(null);
          void start({ brief: inputs.brief, stimuli: inputs.stimuli, language: draft.language });
        }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <OutlineStep key={`outline-${version}`} {...props} isSaving={props.isSaving || save.isPending} />
    </Box>
  );
}
