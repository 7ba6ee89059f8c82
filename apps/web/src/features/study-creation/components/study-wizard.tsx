import type { ComponentType } from 'react';
import { Alert, Box, CircularProgress, Container, Link, Step, StepButton, Stepper, Typography, useMediaQuery } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { CREATION_TEXTS, TEMPLATE_PATH_STEPS, type WizardStep } from '@insight/contracts/study-builder';
import { paths } from '../../../config/paths';
import { useCan, useClientHref } from '../../../lib/session';
import { useCreateBriefDraft, useCreateDraft, useDraft, useSaveDraft } from '../api/draft';
import { getErrorText } from '../error-text';
import { AiBriefStep } from '../steps/ai-brief-step';
import { AiDesignStep } from '../steps/ai-design-step';
import { AiOutlineStep } from '../steps/ai-outline-step';
import { ConfirmStep } from '../steps/confirm-step';
import { DesignStep } from '../steps/design-step';
import { OutlineStep } from '../steps/outline-step';
import { RecruitStep } from '../steps/recruit-step';
import type { WizardStepProps } from '../steps/step-props';
import { StimuliStep } from '../steps/stimuli-step';
import { STEP_LABELS } from '../wizard-labels';
import { TemplateBrowser } from './template-browser';

/**
 * The step registry, keyed by `step_name` (SPEC §2): a step is part of the wizard when it has a component here, in the
 * order of WIZARD_STEPS. AI_BRIEF has its own component (it creates the draft), rendered by the wizard itself.
 */
export const WIZARD_STEP_COMPONENTS: Partial<Record<WizardStep, ComponentType<WizardStepProps>>> = {
  STIMULI: StimuliStep,
  OUTLINE: OutlineStep,
  STUDY_DESIGN: DesignStep,
  RECRUIT: RecruitStep,
  CONFIRM: ConfirmStep,
  AI_OUTLINE: AiOutlineStep,
  AI_STUDY_DESIGN: AiDesignStep,
};

/** The AI path (SPEC §2, §4): the brief first (it creates the draft), its stimuli, then the AI outline and design. */
const AI_PATH_STEPS: readonly WizardStep[] = ['AI_BRIEF', 'STIMULI', 'AI_OUTLINE', 'AI_STUDY_DESIGN', 'RECRUIT', 'CONFIRM'];

/** The steps shown: the AI path for a brief-based study, else the template path (SELECT_TEMPLATE only while creating). */
function stepsOf(mode: 'create' | 'edit', isAiPath: boolean): WizardStep[] {
  if (isAiPath) return [...AI_PATH_STEPS];
  return TEMPLATE_PATH_STEPS.filter((step) => step !== 'SELECT_TEMPLATE' || mode === 'create');
}

/** Props of {@link StudyWizard}: creating (`studyId` from `?study=` once a template is chosen) or editing a draft. */
export type StudyWizardProps = { mode: 'create' | 'edit'; studyId: string | null };

/**
 * The create-study wizard and the draft editor (SPEC §2): the step is `step_name` in the URL (back and forward work), a
 * stepper shows where you are, and every step saves the draft on the server so a reload or another device continues.
 * Editing needs update_study or update_draft_study_only (SPEC §6); `edit_study_full=true` also unlocks the materials and
 * the country/language that saving a draft locks (SPEC §4).
 */
export function StudyWizard({ mode, studyId }: StudyWizardProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clientHref = useClientHref();
  const isNarrow = useMediaQuery('(max-width:719.98px)');
  const mayUpdate = useCan('update_study');
  const mayUpdateDraft = useCan('update_draft_study_only');
  const mayEdit = mayUpdate || mayUpdateDraft;
  const draft = useDraft(mayEdit ? studyId : null);
  const create = useCreateDraft();
  const createFromBrief = useCreateBriefDraft();
  const save = useSaveDraft(studyId ?? '');
  const isFull = params.get('edit_study_full') === 'true';
  const asked = params.get('step_name') as WizardStep | null;
  // A brief-based study (a brief and no template, SPEC §4) follows the AI path; before it exists, `step_name=AI_BRIEF` asks for it.
  const isAiPath = draft.data ? !draft.data.template && draft.data.brief !== null : !studyId && asked === 'AI_BRIEF';
  const steps = stepsOf(mode, isAiPath);
  const saved = draft.data?.step_name;
  const current: WizardStep =
    asked && steps.includes(asked) && (asked !== 'SELECT_TEMPLATE' || !studyId)
      ? asked
      : saved && steps.includes(saved)
        ? saved
        : studyId
          ? steps[mode === 'create' && !isAiPath ? 1 : 0]
          : steps[0];
  const index = steps.indexOf(current);
  const reached = saved ? steps.indexOf(saved) : index;

  const hrefOf = (step: WizardStep, id = studyId) =>
    clientHref(
      mode === 'create'
        ? paths.studyCreate.getHref({ step_name: step, study: id ?? undefined })
        : paths.study.edit.getHref(id ?? '', { step_name: step, edit_study_full: isFull }),
    );
  const goTo = (step: WizardStep, id = studyId) => void navigate(hrefOf(step, id));

  const title = mode === 'create' ? 'Create a study' : 'Edit draft study';
  const shell = (body: React.ReactNode) => (
    <Container maxWidth="lg" sx={{ py: 4, display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {title}
        </Typography>
        {draft.data && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {draft.data.title} · draft saved on the server
          </Typography>
        )}
      </Box>
      <Stepper activeStep={index} nonLinear alternativeLabel={!isNarrow} orientation={isNarrow ? 'vertical' : 'horizontal'} aria-label="Steps">
        {steps.map((step, i) => (
          <Step key={step} completed={i < reached && i !== index}>
            <StepButton
              onClick={() => goTo(step)}
              disabled={(step === 'SELECT_TEMPLATE' && Boolean(studyId)) || (!studyId && i > 0) || (mode === 'create' && i > Math.max(reached, index))}
              aria-current={i === index ? 'step' : undefined}
            >
              {STEP_LABELS[step]}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box component="section" aria-label={STEP_LABELS[current]}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          {STEP_LABELS[current]}
        </Typography>
        {body}
      </Box>
    </Container>
  );

  if (!mayEdit) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">{CREATION_TEXTS.noEditPermission}</Alert>
        <Link component={RouterLink} to={clientHref(paths.home.getHref())} sx={{ display: 'inline-block', mt: 2 }}>
          Home
        </Link>
      </Container>
    );
  }
  if (current === 'SELECT_TEMPLATE') {
    return shell(
      <TemplateBrowser
        isChoosing={create.isPending}
        error={create.error}
        onChoose={(templateId) => create.mutate(templateId, { onSuccess: (answer) => goTo('STIMULI', answer.data.id) })}
      />,
    );
  }
  if (current === 'AI_BRIEF' && !studyId) {
    return shell(
      <AiBriefStep
        draft={null}
        initialBrief={params.get('brief') ?? ''}
        isSaving={createFromBrief.isPending}
        onSave={async (brief) => {
          const answer = await createFromBrief.mutateAsync(brief);
          goTo('STIMULI', answer.data.id);
        }}
      />,
    );
  }
  if (draft.isPending) return shell(<CircularProgress aria-label="Loading the draft" />);
  if (draft.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">{getErrorText(draft.error)}</Alert>
        <Link component={RouterLink} to={clientHref(paths.studies.getHref())} sx={{ display: 'inline-block', mt: 2 }}>
          Back to studies
        </Link>
      </Container>
    );
  }
  const next = steps[index + 1];
  const previous = index > 0 ? steps[index - 1] : null;
  if (current === 'AI_BRIEF') {
    return shell(
      <AiBriefStep
        key={`${current}-${draft.data.id}`}
        draft={draft.data}
        initialBrief=""
        isSaving={save.isPending}
        onSave={async (brief) => {
          await save.mutateAsync({ brief, step_name: next });
          goTo(next);
        }}
      />,
    );
  }
  const StepComponent = WIZARD_STEP_COMPONENTS[current];
  if (!StepComponent) return shell(null);
  return shell(
    <StepComponent
      key={`${current}-${draft.data.id}`}
      draft={draft.data}
      isLocked={mode === 'edit' && !isFull}
      isSaving={save.isPending}
      onBack={previous && previous !== 'SELECT_TEMPLATE' ? () => goTo(previous) : null}
      onNext={async (parts) => {
        await save.mutateAsync({ ...parts, step_name: next ?? current });
        if (next) goTo(next);
      }}
    />,
  );
}
