import { Box, Chip, Skeleton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { TranslationToggle } from '../../components/translation-toggle';
import { forgetShowreel } from '../../features/showreels/api/delete-showreel';
import { showreelQueryOptions, useShowreel } from '../../features/showreels/api/get-showreel';
import { showreelQuotesQueryOptions, useShowreelQuotes } from '../../features/showreels/api/get-showreel-quotes';
import { ShowreelEditor } from '../../features/showreels/components/showreel-editor';
import { useCanChangeShowreel } from '../../features/showreels/use-can-change-showreel';
import { useOptionalStudy } from '../../resources/study/get-study';
import { studyQueryOptions } from '../../resources/study/study-query';
import { queryClient } from '../../lib/query-client';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext, useCan, useClientHref, useClientId } from '../../lib/session';
import { studyStore, useStudyStore } from '../../lib/study-store';
import { useDocumentTitle } from '../../lib/document-title';
import { PageContainer } from '../../components/page-container';

/** Loads the showreel (and its study) first; an unknown reel or study shows the 404 page. */
export async function studyShowreelLoader({ params, context }: LoaderFunctionArgs) {
  const { activeClient } = context.get(sessionContext);
  await Promise.all([
    queryClient.ensureQueryData(showreelQueryOptions(activeClient.id, requireIdParam(params, 'showreel'))),
    queryClient.ensureQueryData(studyQueryOptions(activeClient.id, requireIdParam(params, 'study'))),
  ]);
  return null;
}

/** /studies/:study/showreels/:showreel (SPEC §2): play, edit, render status, download, publish and delete one showreel. */
export function StudyShowreelRoute() {
  const { study: studyId = '', showreel: showreelId = '' } = useParams();
  const clientId = useClientId();
  const clientHref = useClientHref();
  const translation = useStudyStore((state) => state.language);
  const study = useOptionalStudy(studyId);
  const reel = useShowreel(showreelId);
  const quotes = useShowreelQuotes(showreelId, translation);
  useDocumentTitle(reel.data?.title, study.data?.title, 'Showreels');
  const canPublish = useCan('publish_videos');
  const canChange = useCanChangeShowreel();
  const client = useQueryClient();
  const navigate = useNavigate();

  // Back to the study's list; the deleted reel leaves the cache once this page has gone, so it is never refetched into a 404.
  const handleDeleted = async () => {
    await navigate(clientHref(paths.study.showreels.getHref(studyId)), { replace: true });
    forgetShowreel(client, clientId, showreelId, { isForced: true });
  };

  const reload = async () => {
    const [showreel, fresh] = await Promise.all([
      client.fetchQuery({ ...showreelQueryOptions(clientId, showreelId), staleTime: 0 }),
      client.fetchQuery({ ...showreelQuotesQueryOptions(clientId, showreelId, translation), staleTime: 0 }),
    ]);
    return { showreel, quotes: fresh };
  };

  const crumbs = [
    { label: 'Studies', href: clientHref(paths.studies.getHref()) },
    { label: study.data?.title ?? 'Study', href: clientHref(paths.study.summary.getHref(studyId)) },
    { label: 'Showreels', href: clientHref(paths.study.showreels.getHref(studyId)) },
  ];

  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
          <PageHeader
            crumbs={crumbs}
            title={reel.data?.title ?? 'Showreel'}
            meta={
              reel.data && (
                <>
                  <Chip size="small" variant="outlined" label={reel.data.type === 'CURATED' ? 'Curated showreel' : 'Custom showreel'} />
                  {reel.data.published && <Chip size="small" color="primary" label="Published" />}
                  <TranslationToggle value={translation} onChange={studyStore.setLanguage} label="Subtitle and quote language" />
                </>
              )
            }
          />
        </PageContainer>
      </Box>
      <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
        {reel.isError ? (
          <ErrorState error={reel.error} onRetry={() => void reel.refetch()} />
        ) : quotes.isError ? (
          <ErrorState error={quotes.error} onRetry={() => void quotes.refetch()} />
        ) : !reel.data || !quotes.data ? (
          <Box aria-busy aria-label="Loading showreel" sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', maxWidth: 720, borderRadius: 2 }} />
            <Skeleton width="40%" />
          </Box>
        ) : (
          <ShowreelEditor
            showreel={reel.data}
            quotes={quotes.data}
            translation={translation}
            canPublish={canPublish}
            canChange={canChange(reel.data.type)}
            onDeleted={() => void handleDeleted()}
            publicUrl={`${window.location.origin}${paths.publicShowreel.getHref(reel.data.id)}`}
            onReload={reload}
          />
        )}
        <Typography component="p" variant="body2" sx={{ mt: 4, color: 'text.secondary' }}>
          Video downloads are for internal business use.
        </Typography>
      </PageContainer>
    </>
  );
}
