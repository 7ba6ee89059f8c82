import { Box, Typography } from '@mui/material';
import { Outlet, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { SectionTabs } from '../../components/section-tabs';
import { useProjects } from '../../resources/project/get-projects';
import { useStudy } from '../../resources/study/get-study';
import { studyQueryOptions } from '../../resources/study/study-query';
import { StudyCover } from '../../features/studies/components/study-cover';
import { StudyStatusChip } from '../../features/studies/components/study-status-chip';
import { formatDate, formatLanguage, prepareDisplayNames } from '../../lib/format';
import { queryClient } from '../../lib/query-client';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext, useClientHref } from '../../lib/session';
import { studyStore } from '../../lib/study-store';
import { useDocumentTitle } from '../../lib/document-title';
import { PageContainer } from '../../components/page-container';

/** Loads the study before the page shows (a 404 goes to the 404 page) and records it in the study store (SPEC §4). */
export async function studyLoader({ params, context }: LoaderFunctionArgs) {
  // Its pages name participants' countries: make the Intl names while its calls and files load (decision 0320).
  prepareDisplayNames();
  const { activeClient } = context.get(sessionContext);
  const study = await queryClient.ensureQueryData(studyQueryOptions(activeClient.id, requireIdParam(params, 'study')));
  studyStore.setStudy(study);
  return null;
}

/** /studies/:study (SPEC §2): study header (breadcrumbs through its project) and the Summary, Insights, Videos, Quotes, Showreels and Details tabs. */
export function StudyRoute() {
  const studyId = useParams().study ?? '';
  const { data: study } = useStudy(studyId);
  const { pathname } = useLocation();
  const clientHref = useClientHref();
  const sections = [
    { label: 'Summary', path: paths.study.summary.getHref(studyId) },
    { label: 'Insights', path: paths.study.insights.getHref(studyId) },
    { label: 'Videos', path: paths.study.videos.getHref(studyId) },
    { label: 'Quotes', path: paths.study.quotes.getHref(studyId) },
    { label: 'Showreels', path: paths.study.showreels.getHref(studyId) },
    { label: 'Details', path: paths.study.details.getHref(studyId) },
  ];
  const tabs = sections.map((section) => ({
    label: section.label,
    href: clientHref(section.path),
    isActive: pathname === section.path || (section.label === 'Insights' && pathname.startsWith(`${section.path}/`)),
  }));
  useDocumentTitle(study.title, tabs.find((tab) => tab.isActive)?.label);
  const completed = formatDate(study.completed_at);
  const project = useProjects().data?.find((item) => item.id === study.project_id);
  const crumbs = [
    { label: 'Studies', href: clientHref(paths.studies.getHref()) },
    ...(project ? [{ label: project.title, href: clientHref(paths.project.summary.getHref(project.id)) }] : []),
  ];

  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <PageContainer sx={{ pt: { xs: 3, md: 4 } }}>
          <PageHeader
            crumbs={crumbs}
            title={study.title}
            media={<StudyCover src={study.cover_image} seed={study.id} height={96} />}
            meta={
              <>
                <StudyStatusChip code={study.display_status_code} />
                {study.language && <Typography variant="body2">Language: {formatLanguage(study.language)}</Typography>}
                {completed && <Typography variant="body2">Completed {completed}</Typography>}
              </>
            }
          />
          <Box sx={{ mt: 3 }}>
            <SectionTabs tabs={tabs} label="Study sections" />
          </Box>
        </PageContainer>
      </Box>
      <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
        <Outlet />
      </PageContainer>
    </>
  );
}
