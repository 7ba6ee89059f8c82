import { Box, Button } from '@mui/material';

/** Props of {@link StepActions}. */
export type StepActionsProps = { onBack: (() => void) | null; onNext: () => void; nextLabel?: string; isBusy?: boolean; isNextDisabled?: boolean };

/** The Back / Save and continue buttons at the foot of a wizard step. */
export function StepActions({ onBack, onNext, nextLabel = 'Save and continue', isBusy = false, isNextDisabled = false }: StepActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      {onBack ? (
        <Button variant="outlined" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button variant="contained" onClick={onNext} disabled={isBusy || isNextDisabled}>
        {isBusy ? 'Saving…' : nextLabel}
      </Button>
    </Box>
  );
}
