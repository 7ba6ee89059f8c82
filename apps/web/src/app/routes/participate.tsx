import { Alert, Box, Container, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { ParticipationResponse } from '@insight/contracts';
import { CREATION_TEXTS } from '@insight/contracts/study-builder';
import { Logo } from '../../components/logo';
import { apiClient, isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * /participate/{token}: the page behind a self-recruit study's shareable link (public). A closed study says SPEC §8
 * 'This study is now closed. Thanks for your interest.'; an open one says it opens soon (until the participant app exists).
 */
export function ParticipateRoute() {
  useDocumentTitle('Take part in a study');
  const token = useParams().token ?? '';
  const study = useQuery({
    queryKey: ['participation', token] as const,
    queryFn: async ({ signal }) => (await apiClient.get<ParticipationResponse>(`/participate/${encodeURIComponent(token)}`, undefined, signal)).data,
    retry: false,
  });
  return (
    <Container maxWidth="sm" sx={{ py: 8, display: 'grid', gap: 3, justifyItems: 'center', textAlign: 'center' }}>
      <Logo />
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
          {study.data?.title ?? 'Welcome'}
        </Typography>
        {study.isPending ? (
          <Skeleton width={280} sx={{ mx: 'auto' }} aria-label="Loading" />
        ) : study.data?.is_open === false ? (
          <Alert severity="info" role="status">
            {study.data.message}
          </Alert>
        ) : isApiError(study.error, 404) || isApiError(study.error, 400) ? (
          <Alert severity="warning" role="status">
            This participant link is not valid.
          </Alert>
        ) : (
          <Typography>{CREATION_TEXTS.comingSoon}</Typography>
        )}
      </Box>
    </Container>
  );
}
