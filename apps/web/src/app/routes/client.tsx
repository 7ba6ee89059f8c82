import { Box, Typography } from '@mui/material';
import { LIMITS } from '@insight/contracts/limits';
import { paths } from '../../config/paths';
import { ShowreelsPanel } from '../../features/showreels/components/showreels-panel';
import { useStudies } from '../../resources/study/get-studies';
import { useClientHref, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';
import { PageContainer } from '../../components/page-container';

/** Studies whose titles label the reels (the API's largest page; a reel of a study beyond it shows without one). */
const STUDY_TITLES_PAGE_SIZE = LIMITS.maxPageSize;

/**
 * /client (SPEC §2): the active client's page: every showreel of the client (SPEC §3 List params client_id) with
 * search, sort and pages; each reel names its study and opens on the study's showreel page.
 */
export function ClientRoute() {
  const { activeClient } = useSession();
  useDocumentTitle(activeClient.name, 'Showreels');
  const clientHref = useClientHref();
  const studies = useStudies({}, STUDY_TITLES_PAGE_SIZE);
  const studyTitles = new Map((studies.data?.data ?? []).map((study) => [study.id, study.title]));

  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            Client
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
            {activeClient.name}
          </Typography>
        </PageContainer>
      </Box>
      <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
        <Box component="section" aria-labelledby="client-showreels-heading" sx={{ display: 'grid', gap: 3 }}>
          <Box>
            <Typography id="client-showreels-heading" variant="h2">
              Showreels
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>All showreels of {activeClient.name} in one list.</Typography>
          </Box>
          <ShowreelsPanel
            getHref={(reel) => clientHref(paths.study.showreel.getHref(reel.study_id, reel.id))}
            getStudyTitle={(reel) => studyTitles.get(reel.study_id)}

            emptyHint="Showreels of your studies appear here: select quotes on a study's Quotes tab and add them to a showreel."
          />
        </Box>
      </PageContainer>
    </>
  );
}
