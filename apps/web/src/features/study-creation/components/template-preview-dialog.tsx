import { Alert, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { TASK_TYPE_LABELS } from '@insight/contracts/study-builder';
import { useStudyTemplate } from '../../../resources/marketplace/templates';
import { audienceLabel } from '../wizard-labels';
import { formatCountRange } from '../../../lib/format';

/** Props of {@link TemplatePreviewDialog}: the template shown (null: closed), whether choosing is running, and the callbacks. */
export type TemplatePreviewDialogProps = { templateId: string | null; isChoosing: boolean; onChoose: (id: string) => void; onClose: () => void };

/** Preview of one template before choosing it: purpose, audience, stimuli range, introduction, every section and task. */
export function TemplatePreviewDialog({ templateId, isChoosing, onChoose, onClose }: TemplatePreviewDialogProps) {
  const template = useStudyTemplate(templateId);
  const data = template.data?.data;
  return (
    <Dialog open={Boolean(templateId)} onClose={onClose} aria-labelledby="template-preview-title" fullWidth slotProps={{ paper: { sx: { maxWidth: 840 } } }}>
      <DialogTitle id="template-preview-title">{data ? data.name : 'Template'}</DialogTitle>
      <DialogContent dividers>
        {template.isPending && <CircularProgress aria-label="Loading template" />}
        {template.isError && <Alert severity="error">The template could not be loaded.</Alert>}
        {data && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography>{data.purpose}</Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {data.study_type && <Chip label={data.study_type.name} size="small" />}
              {audienceLabel(data.audience) !== data.study_type?.name && <Chip label={audienceLabel(data.audience)} size="small" />}
              <Chip label={formatCountRange(data.min_stimuli_count, data.max_stimuli_count, 'study material')} size="small" />
              <Chip label={`Languages: ${data.languages.join(', ').toUpperCase()}`} size="small" />
            </Box>
            <Box>
              <Typography variant="h6" component="h3">
                Introduction
              </Typography>
              <Typography color="text.secondary">{data.introduction}</Typography>
            </Box>
            {data.sections.map((section, s) => (
              <Box key={section.business_question}>
                <Typography variant="h6" component="h3">
                  Section {s + 1}: {section.business_question}
                </Typography>
                <Box component="ol" sx={{ pl: 3, my: 1 }}>
                  {section.tasks.map((task, t) => (
                    <li key={t}>
                      <Typography>
                        {task.text}{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          ({TASK_TYPE_LABELS[task.type]}
                          {task.scale_points ? `, ${task.scale_points} points` : ''})
                        </Typography>
                      </Typography>
                      {task.options.length > 0 && (
                        <Typography variant="body2" color="text.secondary">
                          Options: {task.options.map((o) => o.text).join(' · ')}
                        </Typography>
                      )}
                      {task.subtasks.map((sub) => (
                        <Typography key={sub.position_name} variant="body2" sx={{ pl: 2 }}>
                          {sub.position_name}) {sub.text}
                        </Typography>
                      ))}
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={!data || isChoosing} onClick={() => templateId && onChoose(templateId)}>
          {isChoosing ? 'Creating draft…' : 'Use this template'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
