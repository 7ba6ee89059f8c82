import { Box, Button, Skeleton } from '@mui/material';
import { Link as RouterLink, useParams, type LoaderFunctionArgs } from 'react-router';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '../../config/paths';
import { ErrorState } from '../../components/error-state';
import { TranslationToggle } from '../../components/translation-toggle';
import { insightQueryOptions, useInsight } from '../../features/findings/api/get-insight';
import { InsightView } from '../../features/findings/components/insight-view';
import { EditInsightButton } from '../../features/findings/components/edit-insight-dialog';
import { useShowreel } from '../../features/showreels/api/get-showreel';
import { ShowreelPlayer } from '../../features/showreels/components/showreel-player';
import { queryClient } from '../../lib/query-client';
import { sessionContext, useCan, useClientHref } from '../../lib/session';
import { studyStore, useStudyStore } from '../../lib/study-store';
import { PlayableQuote } from './playable-quote';

/** Loads the insight first: another client's or an invisible one is the 404 page. */
export async function insightLoader({ params, context }: LoaderFunctionArgs) {
  const { activeClient } = context.get(sessionContext);
  await queryClient.ensureQueryData(insightQueryOptions(activeClient.id, params.insight ?? '', studyStore.getState().language));
  return null;
}

/** The insight's showreel, playing in the page (rendered file once READY, else its edit list). */
function InsightShowreel({ showreelId, translation }: { showreelId: string; translation: 'en' | 'original' }) {
  const reel = useShowreel(showreelId);
  if (reel.isError) return <ErrorState error={reel.error} onRetry={() => void reel.refetch()} />;
  if (!reel.data) return <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 2 }} />;
  return <ShowreelPlayer showreel={reel.data} translation={translation} />;
}

/** Props of {@link InsightPage}: where the list and the neighbours live (study or project). */
type InsightPageProps = { backHref: string; insightHref: (insightId: string) => string };

/** An insight page (SPEC §2 …/insights/{insight}) for a study or a project. */
export function InsightPage({ backHref, insightHref }: InsightPageProps) {
  const insightId = useParams().insight ?? '';
  const translation = useStudyStore((state) => state.language);
  const insight = useInsight(insightId, translation);
  const canEdit = useCan('update_study');
  if (insight.isError) return <ErrorState error={insight.error} onRetry={() => void insight.refetch()} />;
  if (!insight.data) return <Skeleton variant="rounded" height={480} aria-label="Loading insight" />;
  const data = insight.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Button component={RouterLink} to={backHref} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
        All insights
      </Button>
      <InsightView
        insight={data}
        previousHref={data.previous ? insightHref(data.previous.id) : null}
        nextHref={data.next ? insightHref(data.next.id) : null}
        toolbar={
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TranslationToggle value={translation} onChange={studyStore.setLanguage} label="Quote language" />
            {canEdit && <EditInsightButton insight={data} translation={translation} onReload={() => void insight.refetch()} />}
          </Box>
        }
        renderQuote={(quote) => <PlayableQuote quote={quote} studyId={data.study_id} translation={translation} />}
        showreel={data.showreel ? <InsightShowreel showreelId={data.showreel.id} translation={translation} /> : undefined}
      />
    </Box>
  );
}

/** /studies/:study/insights/:insight (SPEC §2). */
export function StudyInsightRoute() {
  const studyId = useParams().study ?? '';
  const clientHref = useClientHref();
  return (
    <InsightPage backHref={clientHref(paths.study.insights.getHref(studyId))} insightHref={(id) => clientHref(paths.study.insight.getHref(studyId, id))} />
  );
}
