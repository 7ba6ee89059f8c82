import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import type { StudyDesign } from '@insight/contracts';
import { CREATION_TEXTS, aiStimuliOf } from '@insight/contracts/study-builder';
import { useAiJob, useOnAiJobDone } from '../api/ai';
import { useSaveDraft, useUnsavedKeeper } from '../api/draft';
import { AiGeneratePanel } from '../components/ai-generate-panel';
import { sectionInputs } from '../unsaved-parts';
import { DesignStep } from './design-step';
import type { WizardStepProps } from './step-props';

/**
 * AI_STUDY_DESIGN (SPEC §2, §4): generate sections and tasks for the saved business questions (POST
 * /v1/ai/study-designs, polled every 500 ms with a progress bar), then edit them as on STUDY_DESIGN. Applying them
 * (PUT …/draft with the job) makes them the unsaved study design; edits are kept as unsaved until saved; regenerating
 * asks first; the server says when the brief, stimuli or business questions changed since.
 */
export function AiDesignStep(props: WizardStepProps) {
  const { draft } = props;
  const { state, start } = useAiJob<StudyDesign>('/v1/ai/study-designs');
  const save = useSaveDraft(draft.id);
  const unsaved = useUnsavedKeeper(draft.id, 'unsaved_sections', draft.unsaved_sections && sectionInputs(draft.unsaved_sections));
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const waitsForOutline = draft.unsaved_business_questions !== null;

  useOnAiJobDone(
    state,
    async (job) => {
      await unsaved.settle();
      await save.mutateAsync({ step_name: 'AI_STUDY_DESIGN', ai_design_job_id: job.id });
      setVersion((v) => v + 1);
    },
    setError,
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {waitsForOutline && <Alert severity="info">{CREATION_TEXTS.saveOutlineFirst}</Alert>}
      {!waitsForOutline && !draft.business_questions.length && (
        <Alert severity="info">Add business questions in the outline first: the design answers them.</Alert>
      )}
      <AiGeneratePanel
        what="study design"
        state={state}
        hasContent={draft.sections.length > 0 || draft.unsaved_sections !== null}
        inputs="brief, stimuli or business questions"
        isChanged={draft.design_changed}
        isDisabled={waitsForOutline || !draft.business_questions.length}
        replaces="every section and question of the study design shown"
        onGenerate={() => {
          setError(null);
          void start({
            brief: draft.brief ?? draft.title,
            stimuli: aiStimuliOf(draft.materials),
            language: draft.language,
            business_questions: draft.business_questions.map((q) => ({ title: q.title, description: '' })),
          });
        }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <DesignStep key={`design-${version}`} {...props} unsaved={unsaved} isSaving={props.isSaving || save.isPending} />
    </Box>
  );
}
