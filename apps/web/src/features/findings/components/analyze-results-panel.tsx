import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, FormGroup, MenuItem, Paper, Skeleton, TextField, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { Segment, Translation } from '../../../lib/api-types';
import { ErrorState } from '../../../components/error-state';
import { formatLanguage } from '../../../lib/format';
import { useAnalyzeResults } from '../api/get-analyze-results';
import { hasAnalyzeFilters, toggleAudienceAnswer, type AnalyzeUrlFilters } from '../chart-text';
import { InsightChart } from './insight-chart';

/** Props of {@link AnalyzeResultsPanel}: the study, its segments, the filters (kept in the URL by the route) and their change. */
export type AnalyzeResultsPanelProps = {
  studyId: string;
  segments: Segment[];
  filters: AnalyzeUrlFilters;
  onChange: (filters: AnalyzeUrlFilters) => void;
  translation: Translation;
};

const toggle = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/**
 * Analyze results (SPEC §3 filters): every chart of the study recomputed on the server for the chosen segments,
 * languages and answers to other tasks ("only participants who chose Price in task 3"); clearing restores the totals.
 */
export function AnalyzeResultsPanel({ studyId, segments, filters, onChange, translation }: AnalyzeResultsPanelProps) {
  const results = useAnalyzeResults(studyId, filters, translation);
  const [taskId, setTaskId] = useState('');
  const [optionId, setOptionId] = useState('');
  const charts = results.data?.charts ?? [];
  const optionTasks = charts.filter((c) => c.points.some((p) => p.option_id));
  const chosenTask = optionTasks.find((c) => c.task.id === taskId);
  const languages = [...new Set(segments.map((s) => s.language).filter(Boolean))] as string[];
  const answerLabel = (pair: string) => {
    const [task, option] = [pair.slice(0, 36), pair.slice(37)];
    const chart = charts.find((c) => c.task.id === task);
    const point = chart?.points.find((p) => p.option_id === option);
    return chart && point ? `Task ${chart.task.position_name}: ${point.title}` : pair;
  };
  const isFiltered = hasAnalyzeFilters(filters);

  return (
    <Box component="section" aria-labelledby="analyze-heading" sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography id="analyze-heading" variant="h3" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <FilterListIcon aria-hidden="true" /> Analyze results
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>Filter every chart of the study by segment, language and what participants answered.</Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
            Segments
          </Typography>
          <FormGroup>
            {segments.map((segment) => (
              <FormControlLabel
                key={segment.id}
                control={
                  <Checkbox
                    size="small"
                    checked={filters.role.includes(segment.id)}
                    onChange={() => onChange({ ...filters, role: toggle(filters.role, segment.id) })}
                  />
                }
                label={segment.title}
              />
            ))}
          </FormGroup>
        </Box>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
            Languages
          </Typography>
          <FormGroup>
            {languages.map((code) => (
              <FormControlLabel
                key={code}
                control={
                  <Checkbox
                    size="small"
                    checked={filters.language.includes(code)}
                    onChange={() => onChange({ ...filters, language: toggle(filters.language, code) })}
                  />
                }
                label={formatLanguage(code)}
              />
            ))}
          </FormGroup>
        </Box>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.5, alignContent: 'start' }}>
          <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
            Only participants who answered
          </Typography>
          <TextField
            select
            size="small"
            label="Task"
            value={taskId}
            onChange={(event) => {
              setTaskId(event.target.value);
              setOptionId('');
            }}
          >
            {optionTasks.map((chart) => (
              <MenuItem key={chart.task.id} value={chart.task.id}>
                {chart.task.position_name}. {chart.task.text}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Answer" value={optionId} disabled={!chosenTask} onChange={(event) => setOptionId(event.target.value)}>
            {(chosenTask?.points ?? []).map((point) => (
              <MenuItem key={point.option_id} value={point.option_id ?? ''}>
                {point.title}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!taskId || !optionId || filters.audience_answer.includes(`${taskId}:${optionId}`)}
            onClick={() => {
              onChange({ ...filters, audience_answer: toggleAudienceAnswer(filters.audience_answer, taskId, optionId) });
              setOptionId('');
            }}
          >
            Add answer filter
          </Button>
        </Box>
        {(filters.audience_answer.length > 0 || isFiltered) && (
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {filters.audience_answer.map((pair) => (
              <Chip
                key={pair}
                label={answerLabel(pair)}
                onDelete={() => onChange({ ...filters, audience_answer: filters.audience_answer.filter((p) => p !== pair) })}
              />
            ))}
            {isFiltered && <Button onClick={() => onChange({ role: [], language: [], audience_answer: [], user: [] })}>Clear filters</Button>}
          </Box>
        )}
      </Paper>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {results.data
          ? isFiltered
            ? `Showing ${results.data.participants.matching} of ${results.data.participants.total} participants`
            : `All ${results.data.participants.total} participants`
          : ''}
      </Typography>
      {results.isError && <ErrorState error={results.error} onRetry={() => void results.refetch()} />}
      {results.isPending && <Skeleton variant="rounded" height={240} />}
      {results.data && charts.length === 0 && <Alert severity="info">This study has no answers to chart yet.</Alert>}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, opacity: results.isPlaceholderData ? 0.6 : 1 }}>
        {charts.map((chart) => (
          <Paper key={chart.task.id} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <InsightChart chart={chart} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
