import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useStudies } from '../../resources/study/get-studies';
import { StudyCard } from '../../features/studies/components/study-card';
import { StudyCardSkeleton } from '../../features/studies/components/study-card-skeleton';
import { StudyGrid } from '../../features/studies/components/study-grid';
import { StudySearchForm } from '../../features/studies/components/study-search-form';
import { rankPopularStudies } from '../../features/studies/popular-studies';
import { RecentQuotes } from '../../features/quotes/components/recent-quotes';
import { RecentShowreels } from '../../features/showreels/components/recent-showreels';
import { ArticlesSection } from '../../features/home/components/articles-section';
import { useClientHref, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';
import { PageContainer } from '../../components/page-container';

/** Number of studies shown as popular on the home page. */
export const POPULAR_STUDIES_COUNT = 6;
/** Studies read to pick the popular ones from (recently completed first). */
const POPULAR_CANDIDATES = 24;

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** /home (SPEC §2 Home): hero with greeting and study search, popular studies (completed ones with interviews first), the client's articles (SPEC §2), then the user's recent showreels and the newest quotes. */
export function HomeRoute() {
  const { user, activeClient } = useSession();
  useDocumentTitle('Home');
  const clientHref = useClientHref();
  const navigate = useNavigate();
  const studies = useStudies({ page: 1, sort_by: 'completed_at', sort_order: 'desc' }, POPULAR_CANDIDATES);
  const popular = studies.isSuccess ? rankPopularStudies(studies.data.data, POPULAR_STUDIES_COUNT) : [];
  const handleSearch = (query: string) => navigate(clientHref(paths.studies.getHref({ q: query || undefined })));

  return (
    <>
      <Box sx={{ background: 'linear-gradient(120deg, #3f1b8f 0%, #5b2bbf 60%, #7b4fd0 100%)', color: '#fff', py: { xs: 6, md: 9 } }}>
        <PageContainer>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
            {greeting(new Date().getHours())}, {user.name}
          </Typography>
          <Typography sx={{ mt: 1.5, mb: 4, fontSize: '1.15rem', maxWidth: 640 }}>
            Explore what the customers of {activeClient.name} are saying: watch interviews, search quotes and share insights.
          </Typography>
          <StudySearchForm onSearch={handleSearch} isOnDark />
        </PageContainer>
      </Box>
      <PageContainer sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="section" aria-labelledby="popular-studies-heading">
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 3, gap: 2 }}>
            <Typography id="popular-studies-heading" variant="h2">
              Popular studies
            </Typography>
            <Button component={RouterLink} to={clientHref(paths.studies.getHref())}>
              See all studies
            </Button>
          </Box>
          {studies.isError && <ErrorState error={studies.error} onRetry={() => void studies.refetch()} />}
          {studies.isPending && (
            <StudyGrid isBusy label="Loading studies">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={index}>
                  <StudyCardSkeleton />
                </li>
              ))}
            </StudyGrid>
          )}
          {studies.isSuccess && popular.length === 0 && <EmptyState title="No studies yet" description="Studies of your team will appear here." />}
          {studies.isSuccess && popular.length > 0 && (
            <StudyGrid label="Popular studies">
              {popular.map((study) => (
                <li key={study.id}>
                  <StudyCard study={study} headingLevel="h3" />
                </li>
              ))}
            </StudyGrid>
          )}
        </Box>
        <ArticlesSection />
        <RecentShowreels headingId="recent-showreels-heading" getHref={(reel) => clientHref(paths.study.showreel.getHref(reel.study_id, reel.id))} />
        <RecentQuotes headingId="recent-quotes-heading" clientHref={clientHref} />
      </PageContainer>
    </>
  );
}
