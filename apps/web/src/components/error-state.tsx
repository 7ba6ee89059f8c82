import { Alert, Button } from '@mui/material';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { isApiError } from '../lib/api-client';

/** Props of {@link ErrorState}: the error and the retry handler. */
export type ErrorStateProps = { error: unknown; onRetry?: () => void; title?: string };

/** A failed load inside a page: the API's detail (or the generic text) and a Retry button. */
export function ErrorState({ error, onRetry, title = ERROR_TEXTS.other }: ErrorStateProps) {
  const detail = isApiError(error) ? error.detail : null;
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      {title}
      {detail && detail !== title ? `: ${detail}` : ''}
    </Alert>
  );
}
