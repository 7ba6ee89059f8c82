import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { AiJobState } from '../api/ai';
import { AiLabel } from './ai-label';

/** Props of {@link AiGeneratePanel}. */
export type AiGeneratePanelProps = {
  /** What is generated, e.g. "outline" or "study design". */
  what: string;
  state: AiJobState<unknown>;
  /** True when generating again would replace earlier work (asks first, SPEC §4). */
  hasContent: boolean;
  /** True when the inputs changed since the applied generation (SPEC §4 outline / design changed; the draft's flag from the server). */
  isChanged: boolean;
  /** What the generation is made from, for the changed notice: "brief or stimuli". */
  inputs: string;
  /** True when there is nothing to generate from yet (the reason is shown by the step). */
  isDisabled?: boolean;
  /** What replacing clears, for the confirmation. */
  replaces: string;
  onGenerate: () => void;
};

/**
 * The generate card of an AI step (SPEC §4): Generate (or Regenerate after a confirmation that it overrides earlier
 * edits), a percentage progress bar while the job runs, the error or timeout text, the changed-inputs notice and the
 * provider label.
 */
export function AiGeneratePanel({ what, state, hasContent, isChanged, inputs, isDisabled = false, replaces, onGenerate }: AiGeneratePanelProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const isRunning = state.phase === 'running';
  const label = hasContent ? `Regenerate ${what}` : `Generate ${what}`;
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant={hasContent ? 'outlined' : 'contained'}
            startIcon={<AutoAwesomeIcon aria-hidden />}
            disabled={isRunning || isDisabled}
            onClick={() => (hasContent ? setIsConfirming(true) : onGenerate())}
          >
            {label}
          </Button>
          <AiLabel />
        </Box>
        {isChanged && !isRunning && (
          <Alert severity="info">
            The {inputs} changed since the {what} was generated. Regenerate to follow them, or keep your {what}.
          </Alert>
        )}
        {state.phase === 'running' && (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2" role="status">
              Generating the {what}… {state.progress}%
            </Typography>
            <LinearProgress variant="determinate" value={state.progress} aria-label={`Generating the ${what}`} />
          </Box>
        )}
        {state.phase === 'failed' && <Alert severity="error">{state.message}</Alert>}
      </CardContent>
      <ConfirmDialog
        open={isConfirming}
        title={`Regenerate the ${what}?`}
        text={`Generating again overrides your earlier edits: it replaces ${replaces}.`}
        confirmLabel="Regenerate"
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          onGenerate();
        }}
      />
    </Card>
  );
}
