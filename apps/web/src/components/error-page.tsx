import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { paths } from '../config/paths';
import { useHideAssistant } from '../lib/assistant-visibility';
import { useDocumentTitle } from '../lib/document-title';

/** Props of {@link ErrorPage}: the HTTP status (500 when unknown), whether the page itself is unknown (404 text variant), and what was not found (e.g. 'Study not found'). */
export type ErrorPageProps = { status: number; isUnknownPage?: boolean; detail?: string | null };

/** The error title of SPEC §2/§8 for a status: 403, 404 or anything else. */
export function errorTitle(status: number): string {
  if (status === 403) return ERROR_TEXTS.forbidden;
  if (status === 404) return ERROR_TEXTS.notFound;
  return ERROR_TEXTS.other;
}

/** Error page of SPEC §2: the status code, the spec's text and a Home link; rendered inside the empty layout. */
export function ErrorPage({ status, isUnknownPage = false, detail }: ErrorPageProps) {
  const title = errorTitle(status);
  useDocumentTitle(title);
  // No floating assistant on error pages (SPEC §2).
  useHideAssistant();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: { xs: 72, md: 112 }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }} data-testid="error-status">
        {status}
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {status === 404 && (isUnknownPage || detail) && (
        <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{isUnknownPage ? ERROR_TEXTS.unknownPage : detail}</Typography>
      )}
      <Box sx={{ mt: 4 }}>
        <Button variant="contained" component={RouterLink} to={paths.root.getHref()}>
          Home
        </Button>
      </Box>
    </Container>
  );
}
