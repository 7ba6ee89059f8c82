import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { RichText } from '../../../components/rich-text';
import type { StudyDesignSection, Task, TaskBase } from '../../../lib/api-types';
import { formatTaskType } from '../../../lib/format';

/** Props of {@link TaskDesignView}: the design's sections and the titles of segments (to name tasks only some segments saw). */
export type TaskDesignViewProps = { sections: StudyDesignSection[]; segmentTitles?: ReadonlyMap<string, string> };

const questionSx = { flex: '1 1 280px', minWidth: 0, '& p': { my: 0 } } as const;

function TaskOptions({ task }: { task: TaskBase }) {
  if (task.options.length === 0) return null;
  if (task.type === 'SCORING') {
    return (
      <Box component="ul" aria-label="Scale" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {task.options.map((option) => (
          <Box
            component="li"
            key={option.id}
            sx={{ px: 1, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: '0.875rem', color: 'text.secondary' }}
          >
            {option.text}
          </Box>
        ))}
      </Box>
    );
  }
  const Icon = task.type === 'CHECKBOX' ? CheckBoxOutlineBlankIcon : RadioButtonUncheckedIcon;
  return (
    <Box component="ul" aria-label="Options" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
      {task.options.map((option) => (
        <Box component="li" key={option.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: '0.95rem' }}>
          <Icon aria-hidden sx={{ fontSize: 18 }} />
          {option.text}
        </Box>
      ))}
    </Box>
  );
}

function TaskChips({ task, segmentTitles }: { task: TaskBase; segmentTitles?: ReadonlyMap<string, string> }) {
  const segmentTitle = task.segment ? segmentTitles?.get(task.segment.id) : undefined;
  return (
    <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0.75 }}>
      <Chip
        size="small"
        variant="outlined"
        label={task.type === 'SCORING' && task.scale_points ? `${formatTaskType(task.type)} 1–${task.scale_points}` : formatTaskType(task.type)}
      />
      {segmentTitle && <Chip size="small" color="secondary" variant="outlined" label={`Only ${segmentTitle}`} />}
    </Stack>
  );
}

function TaskItem({ task, segmentTitles }: { task: Task; segmentTitles?: ReadonlyMap<string, string> }) {
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '2rem minmax(0, 1fr)', columnGap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 700, color: 'primary.dark', lineHeight: 1.6 }}>
        {task.position_name}.
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <RichText html={task.html} text={task.text} sx={{ ...questionSx, fontWeight: 500, lineHeight: 1.6 }} />
          <TaskChips task={task} segmentTitles={segmentTitles} />
        </Box>
        <TaskOptions task={task} />
        {task.subtasks.length > 0 && (
          <Box component="ol" aria-label={`Subtasks of task ${task.position_name}`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
            {task.subtasks.map((subtask) => (
              <Box component="li" key={subtask.id} sx={{ display: 'grid', gridTemplateColumns: '1.75rem minmax(0, 1fr)', columnGap: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 600, color: 'text.secondary', lineHeight: 1.6 }}>
                  {subtask.position_name}.
                </Typography>
                <Box sx={{ minWidth: 0 }}>
                  <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                    <RichText html={subtask.html} text={subtask.text} sx={{ ...questionSx, lineHeight: 1.6 }} />
                    {subtask.type !== 'TEXT_ONLY' && <TaskChips task={subtask} segmentTitles={segmentTitles} />}
                  </Box>
                  <TaskOptions task={subtask} />
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/**
 * A study design (SPEC §3 Study design section): one block per business question headed by it, with its tasks
 * numbered, their type chips and options, lettered subtasks, and the study materials shown with them.
 */
export function TaskDesignView({ sections, segmentTitles }: TaskDesignViewProps) {
  const shown = sections.filter((section) => section.tasks.length > 0);
  if (shown.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No tasks.</Typography>;
  let questionNumber = 0;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {shown.map((section) => {
        const question = section.business_question;
        if (question) questionNumber += 1;
        const headingId = `design-section-${section.id}`;
        return (
          <Paper key={section.id} component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, mb: 0.5 }}>
              {question ? `Business question ${questionNumber}` : 'Not linked to a business question'}
            </Typography>
            <Typography id={headingId} component="h3" variant="h4" sx={{ mb: 2 }}>
              {question ? question.title : 'Other tasks'}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
              {section.tasks.map((task) => (
                <TaskItem key={task.id} task={task} segmentTitles={segmentTitles} />
              ))}
            </Box>
            {section.study_materials.length > 0 && (
              <Box sx={{ mt: 2.5, pt: 2, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  Shown with:
                </Typography>
                {section.study_materials.map((material, index) => {
                  const href = material.link ?? material.url;
                  const title = material.title || material.name || material.file_name || 'Study material';
                  return (
                    <Typography key={material.id} component="span" variant="body2">
                      {href ? (
                        <Link href={href} target="_blank" rel="noopener noreferrer">
                          {title}
                        </Link>
                      ) : (
                        title
                      )}
                      {index < section.study_materials.length - 1 ? ',' : ''}
                    </Typography>
                  );
                })}
              </Box>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
