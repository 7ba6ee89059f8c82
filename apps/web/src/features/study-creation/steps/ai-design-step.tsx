import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import type { AiSection, SaveDraftBody, StudyDesign, StudyDraft } from '@insight/contracts';
import { CREATION_LIMITS } from '@insight/contracts/study-builder';
import { useAiJob, useOnAiJobDone } from '../api/ai';
import { useSaveDraft } from '../api/draft';
import { aiInputsChanged, rememberAiInputs } from '../ai-inputs';
import { AiGeneratePanel } from '../components/ai-generate-panel';
import { stimuliOf } from '../components/ai-label';
import { DesignStep } from './design-step';
import type { WizardStepProps } from './step-props';

/** The draft's sections from generated ones: one section per business question (merged by index), within the task limit. */
export function sectionsFromAi(draft: StudyDraft, sections: AiSection[]): NonNullable<SaveDraftBody['sections']> {
  const byQuestion = new Map<string, NonNullable<SaveDraftBody['sections']>[number]>();
  for (const section of sections) {
    const question = draft.business_questions[section.business_question_index];
    if (!question) continue;
    const target = byQuestion.get(question.id) ?? { business_question_id: question.id, tasks: [] };
    byQuestion.set(question.id, target);
    for (const task of section.tasks) {
      if (target.tasks.length >= CREATION_LIMITS.tasksPerSectionMax) break;
      target.tasks.push({
        type: task.type,
        text: task.text,
        options: task.options.map((text) => ({ text })),
        scale_points: task.scale_points,
        subtasks: [],
        material_ids: [],
      });
    }
  }
  return [...byQuestion.values()].slice(0, CREATION_LIMITS.sectionsPerStudyMax);
}

/**
 * AI_STUDY_DESIGN (SPEC §2, §4): generate sections and tasks for the business questions (POST /v1/ai/study-designs,
 * polled every 500 ms with a progress bar), then edit them as on STUDY_DESIGN. Regenerating replaces the sections after
 * a confirmation; editing brief, stimuli or objectives marks the design changed.
 */
export function AiDesignStep(props: WizardStepProps) {
  const { draft } = props;
  const { state, start } = useAiJob<StudyDesign>('/v1/ai/study-designs');
  const save = useSaveDraft(draft.id);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const inputs = { brief: draft.brief ?? draft.title, stimuli: stimuliOf(draft.materials), objectives: draft.business_questions.map((q) => q.title) };

  useOnAiJobDone(
    state,
    async (job) => {
      await save.mutateAsync({ step_name: 'AI_STUDY_DESIGN', sections: sectionsFromAi(draft, job.sections ?? []) });
      rememberAiInputs(draft.id, 'design', inputs);
      setVersion((v) => v + 1);
    },
    setError,
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {!draft.business_questions.length && <Alert severity="info">Add business questions in the outline first: the design answers them.</Alert>}
      <AiGeneratePanel
        what="study design"
        state={state}
        hasContent={draft.sections.length > 0}
        isChanged={aiInputsChanged(draft.id, 'design', inputs)}
        replaces="every section and task of the study design"
        onGenerate={() => {
          setError(null);
          void start({
            brief: inputs.brief,
            stimuli: inputs.stimuli,
            language: draft.language,
            business_questions: draft.business_questions.map((q) => ({ title: q.title, description: '' })),
          });
        }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <DesignStep key={`design-${version}`} {...props} isSaving={props.isSaving || save.isPending} />
    </Box>
  );
}
