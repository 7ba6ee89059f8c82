import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, List, ListItem, ListItemIcon, ListItemText, TextField, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import type { StudyDraft } from '@insight/contracts';
import { aiStimuliOf } from '@insight/contracts/study-builder';
import { useRateBrief } from '../api/ai';
import { AiLabel } from '../components/ai-label';
import { StepActions } from '../components/step-actions';
import { getErrorText } from '../error-text';

/** Props of {@link AiBriefStep}: the draft once created (null on the first visit), the brief to start from, and the save. */
export type AiBriefStepProps = {
  draft: StudyDraft | null;
  initialBrief: string;
  isSaving: boolean;
  /** Creates the brief-based draft or saves the brief, then moves on; rejects with the API error. */
  onSave: (brief: string) => Promise<void>;
};

/**
 * AI_BRIEF (SPEC §2, §4 AI path): the brief, the study's stimuli (added in the next step), and the brief rating from
 * POST /v1/ai/study-briefs/rating with its checks and suggestions. Editing the brief marks the outline changed.
 */
export function AiBriefStep({ draft, initialBrief, isSaving, onSave }: AiBriefStepProps) {
  const [brief, setBrief] = useState(draft?.brief ?? initialBrief);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rate = useRateBrief();
  const stimuli = aiStimuliOf(draft?.materials ?? []);
  const isEmpty = !brief.trim();

  const save = async () => {
    setTried(true);
    setError(null);
    if (isEmpty) return;
    try {
      await onSave(brief.trim());
    } catch (failure) {
      setError(getErrorText(failure));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        Describe what you need to learn: the objective, who to ask, in which market, what you will show them and which decision the study informs. The AI drafts
        the business questions and the study design from it.
      </Typography>
      <TextField
        label="Brief"
        value={brief}
        onChange={(e) => setBrief(e.target.value)}
        multiline
        minRows={6}
        required
        error={tried && isEmpty}
        helperText={tried && isEmpty ? 'This value is required' : `${brief.length} / 20000 characters`}
        slotProps={{ htmlInput: { maxLength: 20_000 } }}
      />
      <Box>
        <Typography variant="subtitle2" component="h3">
          Stimuli
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {stimuli.length ? stimuli.join(' · ') : 'No study materials yet: you can add images, videos, documents or links in the next step.'}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={isEmpty || rate.isPending} onClick={() => rate.mutate({ brief: brief.trim(), stimuli })}>
          {rate.isPending ? 'Rating…' : 'Rate my brief'}
        </Button>
        <AiLabel />
      </Box>
      {rate.isError && <Alert severity="error">{getErrorText(rate.error)}</Alert>}
      {rate.data && (
        <Card variant="outlined" component="section" aria-label="Brief rating">
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h6" component="h3">
              Brief rating: {rate.data.score} / 100
            </Typography>
            <LinearProgress variant="determinate" value={rate.data.score} aria-label="Brief rating score" />
            <Typography variant="body2">{rate.data.summary}</Typography>
            <List dense aria-label="Brief checks">
              {rate.data.checks.map((check) => (
                <ListItem key={check.key} alignItems="flex-start">
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {check.passed ? <CheckCircleIcon color="success" aria-label="passed" /> : <ErrorOutlineIcon color="warning" aria-label="to improve" />}
                  </ListItemIcon>
                  <ListItemText primary={check.label} secondary={check.suggestion ?? undefined} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <StepActions onBack={null} onNext={() => void save()} isBusy={isSaving} />
    </Box>
  );
}
