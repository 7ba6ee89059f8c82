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

/** What a good brief says, as the rating checks it (SPEC §4; issue 12's five checks). */
const BRIEF_PLACEHOLDER = [
  'Objective: what you want to learn, e.g. how families choose oat drinks',
  'Audience: who to hear from, e.g. parents of children aged 3–12',
  'Market: where, e.g. Sweden, in Swedish',
  'Stimuli: what they will see or try, e.g. three flavour concepts',
  'Decisions to inform: e.g. which flavour to launch, and at what price',
].join('\n');

/**
 * Props of {@link AiBriefStep}: the draft (null when the assistant's link opens the wizard with a brief and no study yet),
 * the brief to start from, and the moves.
 */
export type AiBriefStepProps = {
  draft: StudyDraft | null;
  initialBrief: string;
  isSaving: boolean;
  /** Creates the brief-based draft or saves the brief, then moves on; rejects with the API error. */
  onSave: (brief: string) => Promise<void>;
  /** Back to the stimuli (with a draft). */
  onBack: (() => void) | null;
  /** Without a draft: creates it with the brief and opens the stimuli step first; rejects with the API error. */
  onAddMaterials: ((brief: string) => Promise<void>) | null;
};

/**
 * AI_BRIEF (SPEC §2, §4 AI path): the brief, the study materials of the step before (SPEC §2 order: stimuli, then the
 * brief), and the brief rating from POST /v1/ai/study-briefs/rating with its checks and suggestions, which reads the
 * materials' titles. Editing the brief marks the outline changed.
 */
export function AiBriefStep({ draft, initialBrief, isSaving, onSave, onBack, onAddMaterials }: AiBriefStepProps) {
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
  const addMaterials = async () => {
    setError(null);
    try {
      await onAddMaterials?.(brief.trim());
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
        placeholder={BRIEF_PLACEHOLDER}
        slotProps={{ htmlInput: { maxLength: 20_000 }, inputLabel: { shrink: true } }}
      />
      <Box component="section" aria-labelledby="brief-stimuli-title">
        <Typography variant="subtitle2" component="h3" id="brief-stimuli-title">
          Study materials
        </Typography>
        {stimuli.length > 0 ? (
          <List dense aria-label="Study materials the AI reads" sx={{ py: 0 }}>
            {stimuli.map((stimulus) => (
              <ListItem key={stimulus} disableGutters sx={{ py: 0 }}>
                <ListItemText primary={stimulus} slotProps={{ primary: { variant: 'body2' } }} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {draft
              ? 'None. If participants should see or try something (a concept, packaging, an ad, a website or app), go back and add it: the rating and the outline read their names.'
              : 'None yet. If participants should see or try something, add it first: the rating and the outline read their names.'}
          </Typography>
        )}
        {!draft && onAddMaterials && (
          <Button variant="text" onClick={() => void addMaterials()} disabled={isSaving} sx={{ mt: 0.5, px: 0 }}>
            Add study materials first
          </Button>
        )}
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
      <StepActions onBack={onBack} onNext={() => void save()} isBusy={isSaving} />
    </Box>
  );
}
