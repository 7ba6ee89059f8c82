import type { ComponentType } from 'react';
import { Alert, Box, CircularProgress, Container, Link, Step, StepButton, Stepper, Typography, useMediaQuery } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AI_PATH_STEPS, CREATION_TEXTS, TEMPLATE_PATH_STEPS, type WizardStep } from '@insight/contracts/study-builder';
import { PageContainer } from '../../../components/page-container';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';
import { useCan, useClientHref } from '../../../lib/session';
import { useCreateBriefDraft, useCreateDraft, useDraft, useSaveDraft } from '../api/draft';
import { getErrorText } from '../error-text';
import { stepProblems } from '../step-problems';
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
 * order of WIZARD_STEPS. AI_BRIEF has its own component (it can open without a draft), rendered by the wizard itself.
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
  // Without a study only the first step exists: SELECT_TEMPLATE, or AI_BRIEF opened by the assistant's link (`&brief=`).
  const current: WizardStep = !studyId
    ? isAiPath
      ? 'AI_BRIEF'
      : steps[0]
    : asked && steps.includes(asked) && asked !== 'SELECT_TEMPLATE'
      ? asked
      : saved && steps.includes(saved)
        ? saved
        : steps[mode === 'create' && !isAiPath ? 1 : 0];
  const index = steps.indexOf(current);
  // The furthest step reached (the server never lowers it), so steps already done stay open after going back.
  const reached = Math.max(saved ? steps.indexOf(saved) : -1, index);
  const problems = draft.data ? stepProblems(draft.data.issues, isAiPath) : new Map<WizardStep, string>();

  const hrefOf = (step: WizardStep, id = studyId) =>
    clientHref(
      mode === 'create'
        ? paths.studyCreate.getHref({ step_name: step, study: id ?? undefined })
        : paths.study.edit.getHref(id ?? '', { step_name: step, edit_study_full: isFull }),
    );
  const goTo = (step: WizardStep, id = studyId) => void navigate(hrefOf(step, id));

  const title = mode === 'create' ? 'Create a study' : 'Edit draft study';
  const shell = (body: React.ReactNode) => (
    <PageContainer sx={{ py: 4, display: 'grid', gap: 3 }}>
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
        {steps.map((step, i) => {
          // A step done before that has a problem now (an edit elsewhere, e.g. a new AI outline cleared the tasks) stays
          // open and says so; the reason is the tab's description.
          const isDone = Boolean(studyId) && i < reached && i !== index;
          const problem = isDone ? problems.get(step) : undefined;
          return (
            <Step key={step} completed={isDone && !problem}>
              <StepButton
                onClick={() => goTo(step)}
                disabled={(step === 'SELECT_TEMPLATE' && Boolean(studyId)) || (!studyId && step !== current) || (mode === 'create' && i > reached)}
                aria-current={i === index ? 'step' : undefined}
                aria-label={STEP_LABELS[step]}
                aria-describedby={problem ? `step-problem-${step}` : undefined}
                optional={
                  problem ? (
                    <Typography variant="caption" color="warning.dark" id={`step-problem-${step}`} title={problem}>
                      <span aria-hidden>Needs attention</span>
                      <VisuallyHidden>Needs attention: {problem}</VisuallyHidden>
                    </Typography>
                  ) : undefined
                }
              >
                {STEP_LABELS[step]}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
      <Box component="section" aria-label={STEP_LABELS[current]}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          {STEP_LABELS[current]}
        </Typography>
        {body}
      </Box>
    </PageContainer>
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
    // The assistant's "Start a study from this brief": the brief is here before any study. Saving creates the draft and
    // goes on to the outline; "Add study materials first" creates it and opens the stimuli step that comes before.
    return shell(
      <AiBriefStep
        draft={null}
        initialBrief={params.get('brief') ?? ''}
        isSaving={createFromBrief.isPending}
        onBack={null}
        onSave={async (brief) => {
          const answer = await createFromBrief.mutateAsync(brief);
          goTo('AI_OUTLINE', answer.data.id);
        }}
        onAddMaterials={async (brief) => {
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
        onBack={previous ? () => goTo(previous) : null}
        onAddMaterials={null}
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
