import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { StudyDraft } from '@insight/contracts';
import { CREATION_LIMITS, CREATION_TEXTS, designIssues } from '@insight/contracts/study-builder';
import type { UnsavedKeeperHandle } from '../api/draft';
import { SortableList } from '../components/sortable-list';
import { StepActions } from '../components/step-actions';
import { TaskEditor, type TaskState } from '../components/task-editor';
import { UnsavedNotice } from '../components/unsaved-notice';
import { getErrorText } from '../error-text';
import { isTaskUnsaved, savedTasksById, unsavedSectionsOf } from '../unsaved-parts';
import { DESIGN_LANGUAGES } from '../wizard-labels';
import type { WizardStepProps } from './step-props';

type Section = { key: string; business_question_id: string | null; tasks: TaskState[] };

/** Props of {@link DesignStep}: a step's props and, on the AI path, the keeper of the unsaved study design. */
export type DesignStepProps = WizardStepProps & { unsaved?: UnsavedKeeperHandle<'unsaved_sections'> };

/** The sections a step shows (`sections`: the unsaved design when the draft keeps one, SPEC §4, else the saved one); saved tasks keep their id. */
const sectionsToEdit = (draft: StudyDraft, sections: StudyDraft['sections']): Section[] => {
  const savedIds = new Set(draft.sections.flatMap((s) => s.tasks.map((t) => t.id)));
  return sections.map((s) => ({
    key: crypto.randomUUID(),
    business_question_id: s.business_question_id,
    tasks: s.tasks.map((t) => ({ ...t, isSaved: savedIds.has(t.id), subtasks: t.subtasks.map(({ id, text }) => ({ id, text })) })),
  }));
};

const newTask = (): TaskState => ({
  id: crypto.randomUUID(),
  isSaved: false,
  type: 'TEXT_ONLY',
  text: '',
  options: [],
  scale_points: null,
  subtasks: [],
  material_ids: [],
});

/**
 * STUDY_DESIGN: the introduction, the design language (default English) and the sections: each answers one business
 * question with 1 to 15 tasks of any type, reordered by drag or keyboard; limits on sections and tasks with the
 * limit-reached message and contact e-mail (SPEC §3, §5, §8). With `unsaved` (the AI path, SPEC §4) edits are kept on
 * the draft as the unsaved study design, shown instead of the saved one with each changed question marked "Unsaved".
 */
export function DesignStep({ draft, onNext, onBack, isSaving, unsaved }: DesignStepProps) {
  const [introduction, setIntroduction] = useState(draft.introduction);
  const [language, setLanguage] = useState(draft.language);
  const [sections, setSections] = useState<Section[]>(() => sectionsToEdit(draft, (unsaved && draft.unsaved_sections) || draft.sections));
  const unsavedNow = unsaved ? unsavedSectionsOf(sections, draft.sections) : null;
  const savedTasks = savedTasksById(draft.sections);
  const keep = unsaved?.keep;
  const unsavedJson = JSON.stringify(unsavedNow);
  useEffect(() => keep?.(JSON.parse(unsavedJson) as typeof unsavedNow), [keep, unsavedJson]);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const issues = designIssues(sections);
  const errorsOf = (prefix: string) =>
    Object.fromEntries(issues.filter((i) => i.field.startsWith(`${prefix}.`)).map((i) => [i.field.slice(prefix.length + 1), i.message])) as Record<
      string,
      string
    >;
  const setSection = (key: string, change: Partial<Section>) => setSections((list) => list.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const atSectionLimit = sections.length >= CREATION_LIMITS.sectionsPerStudyMax;
  let taskNumber = 0;

  const save = async () => {
    setTried(true);
    setError(null);
    if (issues.length) return;
    try {
      await unsaved?.settle();
      await onNext({
        introduction,
        language,
        sections: sections.map((s) => ({
          business_question_id: s.business_question_id,
          tasks: s.tasks.map((t) => ({
            ...(t.isSaved ? { id: t.id } : {}),
            type: t.type,
            text: t.text,
            options: t.options.filter((o) => o.text.trim()).map((o) => ({ text: o.text })),
            scale_points: t.type === 'SCORING' ? t.scale_points : null,
            subtasks: t.type === 'SUBTASKS' ? t.subtasks.filter((st) => st.text.trim()).map((st) => ({ text: st.text })) : [],
            material_ids: t.material_ids,
          })),
        })),
      });
    } catch (failure) {
      setError(getErrorText(failure));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 1fr' } }}>
        <TextField
          label="Introduction"
          value={introduction}
          onChange={(e) => setIntroduction(e.target.value)}
          multiline
          minRows={3}
          helperText="Participants read this first (text only)."
        />
        <TextField select label="Design language" value={language} onChange={(e) => setLanguage(e.target.value)}>
          {DESIGN_LANGUAGES.map((l) => (
            <MenuItem key={l.code} value={l.code}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {unsaved && unsavedNow && (
        <UnsavedNotice
          what="questions of the study design"
          savedCount={draft.sections.reduce((n, section) => n + section.tasks.length, 0)}
          keepError={unsaved.error}
          onDiscard={async () => {
            const saved = await unsaved.discard();
            setSections(sectionsToEdit(saved, saved.sections));
          }}
        />
      )}
      {sections.map((section, s) => (
        <Card key={section.key} variant="outlined" component="section" aria-label={`Section ${s + 1}`}>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Typography variant="h6" component="h2" sx={{ flex: '0 0 auto', mt: 1 }}>
                Section {s + 1}
              </Typography>
              <TextField
                select
                label={`Business question of section ${s + 1}`}
                value={section.business_question_id ?? ''}
                onChange={(e) => setSection(section.key, { business_question_id: e.target.value || null })}
                error={tried && Boolean(errorsOf(`sections[${s}]`).business_question_id)}
                helperText={tried ? errorsOf(`sections[${s}]`).business_question_id : undefined}
                sx={{ flex: 1 }}
              >
                <MenuItem value="">Select a business question</MenuItem>
                {draft.business_questions.map((q) => (
                  <MenuItem key={q.id} value={q.id} disabled={sections.some((x) => x.key !== section.key && x.business_question_id === q.id)}>
                    {q.title}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={`Remove section ${s + 1}`}
                onClick={() => setSections((list) => list.filter((x) => x.key !== section.key))}
                sx={{ mt: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
            <SortableList
              items={section.tasks}
              label={`Questions of section ${s + 1}`}
              itemLabel={(t, i) => `question ${i + 1}${t.text ? `, ${t.text.slice(0, 40)}` : ''}`}
              onChange={(tasks) => setSection(section.key, { tasks })}
              renderItem={(task, t) => {
                taskNumber += 1;
                return (
                  <TaskEditor
                    task={task}
                    label={`Question ${taskNumber}`}
                    isUnsaved={Boolean(unsavedNow) && isTaskUnsaved(task, savedTasks)}
                    materials={draft.materials}
                    errors={tried ? errorsOf(`sections[${s}].tasks[${t}]`) : {}}
                    onChange={(next) => setSection(section.key, { tasks: section.tasks.map((x) => (x.id === next.id ? next : x)) })}
                    onRemove={() => setSection(section.key, { tasks: section.tasks.filter((x) => x.id !== task.id) })}
                  />
                );
              }}
            />
            {tried && errorsOf(`sections[${s}]`).tasks && <Alert severity="error">{errorsOf(`sections[${s}]`).tasks}</Alert>}
            {section.tasks.length >= CREATION_LIMITS.tasksPerSectionMax ? (
              <Alert severity="info">{CREATION_TEXTS.tasksLimit}</Alert>
            ) : (
              <Box>
                <Button startIcon={<AddIcon />} onClick={() => setSection(section.key, { tasks: [...section.tasks, newTask()] })}>
                  Add question to section {s + 1}
                </Button>
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
      {atSectionLimit ? (
        <Alert severity="info">{CREATION_TEXTS.sectionsLimit}</Alert>
      ) : (
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setSections((list) => [...list, { key: crypto.randomUUID(), business_question_id: null, tasks: [newTask()] }])}
          >
            Add section
          </Button>
        </Box>
      )}
      {tried && issues.length > 0 && <Alert severity="error">Fix the marked fields: {issues[0].message}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      <StepActions onBack={onBack} onNext={() => void save()} isBusy={isSaving} />
    </Box>
  );
}
