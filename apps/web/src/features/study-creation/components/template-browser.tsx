import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { getErrorText } from '../error-text';
import { useStudyTemplates, useStudyTypes } from '../../../resources/marketplace/templates';
import { audienceLabel } from '../wizard-labels';
import { formatCountRange } from '../../../lib/format';
import { useDebouncedValue, SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced-value';
import { TemplatePreviewDialog } from './template-preview-dialog';

/** Props of {@link TemplateBrowser}: called with the chosen template id; `error` of the last attempt. */
export type TemplateBrowserProps = { isChoosing: boolean; error: unknown; onChoose: (templateId: string) => void };

/** SELECT_TEMPLATE: search and type filter over the templates, cards, and a preview before choosing (SPEC §2, §7 Marketplace). */
export function TemplateBrowser({ isChoosing, error, onChoose }: TemplateBrowserProps) {
  const [q, setQ] = useState('');
  const [typeId, setTypeId] = useState('');
  const [previewId, setPreviewId] = useState<string | null>(null);
  const debounced = useDebouncedValue(q, SEARCH_DEBOUNCE_MS);
  const types = useStudyTypes();
  const templates = useStudyTemplates({ q: debounced.trim() || undefined, type_id: typeId || undefined });
  const list = templates.data?.data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField label="Search templates" value={q} onChange={(e) => setQ(e.target.value)} sx={{ flex: '1 1 280px' }} />
        <TextField select label="Study type" value={typeId} onChange={(e) => setTypeId(e.target.value)} sx={{ flex: '0 1 260px' }}>
          <MenuItem value="">All types</MenuItem>
          {(types.data?.data ?? []).map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {Boolean(error) && <Alert severity="error">{getErrorText(error)}</Alert>}
      {templates.isError && <Alert severity="error">The templates could not be loaded.</Alert>}
      <Typography role="status" variant="body2" color="text.secondary">
        {templates.isPending ? 'Loading templates…' : `${list.length} ${list.length === 1 ? 'template' : 'templates'}`}
      </Typography>
      <Box
        component="ul"
        aria-label="Templates"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
      >
        {templates.isPending &&
          Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton variant="rounded" height={220} />
            </li>
          ))}
        {list.map((template) => (
          <li key={template.id}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              {template.image && (
                <Box component="img" src={template.image} alt="" width={960} height={540} sx={{ width: '100%', height: 96, objectFit: 'cover' }} />
              )}
              <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
                <Typography variant="h6" component="h2">
                  {template.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {template.description}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {template.study_type && <Chip size="small" label={template.study_type.name} />}
                  {/* The study type "Business professionals" already says the audience: one chip, not two alike. */}
                  {audienceLabel(template.audience) !== template.study_type?.name && <Chip size="small" label={audienceLabel(template.audience)} />}
                  <Chip size="small" label={formatCountRange(template.min_stimuli_count, template.max_stimuli_count, 'material')} />
                </Box>
              </CardContent>
              <CardActions>
                <Button onClick={() => setPreviewId(template.id)} aria-label={`Preview ${template.name}`}>
                  Preview
                </Button>
                <Button variant="contained" disabled={isChoosing} onClick={() => onChoose(template.id)} aria-label={`Use ${template.name}`}>
                  Use template
                </Button>
              </CardActions>
            </Card>
          </li>
        ))}
      </Box>
      {!templates.isPending && list.length === 0 && <Alert severity="info">No template matches. Clear the search or choose another type.</Alert>}
      <TemplatePreviewDialog templateId={previewId} isChoosing={isChoosing} onChoose={onChoose} onClose={() => setPreviewId(null)} />
    </Box>
  );
}
