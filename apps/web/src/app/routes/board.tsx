import { Button } from '@mui/material';
import { PageContainer } from '../../components/page-container';
import { Link as RouterLink, Outlet, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { paths } from '../../config/paths';
import { ErrorState } from '../../components/error-state';
import { boardQueryOptions } from '../../features/boards/api/get-board';
import { isApiError } from '../../lib/api-client';
import { useHideAssistant } from '../../lib/assistant-visibility';
import { queryClient } from '../../lib/query-client';
import { sessionContext, useClientHref } from '../../lib/session';

/** Loads the board first; any failure shows {@link BoardErrorBoundary}. */
export async function boardLoader({ params, context }: LoaderFunctionArgs) {
  const { activeClient } = context.get(sessionContext);
  await queryClient.ensureQueryData(boardQueryOptions(activeClient.id, params.board ?? ''));
  return null;
}

/** /boards/:board (SPEC §2): the default board view and stories/:story. */
export function BoardRoute() {
  return <Outlet />;
}

/** A board that fails to load (unknown, another client's, or a server error) says 'Error loading board' (SPEC §8), with a way back. */
export function BoardErrorBoundary() {
  const error = useRouteError();
  const clientHref = useClientHref();
  // An error page: no floating assistant (SPEC §2).
  useHideAssistant();
  // An ended session goes to the root boundary (sign-in).
  if (isApiError(error, 401)) throw error;
  return (
    <PageContainer width="wide" sx={{ py: 5, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <ErrorState error={error} title={ERROR_TEXTS.boardError} />
      <Button component={RouterLink} to={clientHref(paths.boards.getHref())} variant="outlined">
        Back to boards
      </Button>
    </PageContainer>
  );
}
