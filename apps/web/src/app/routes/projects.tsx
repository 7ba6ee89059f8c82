import { Box, Button, Link, Pagination, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageContainer } from '../../components/page-container';
import { useProjectPage } from '../../features/projects/api/get-project-page';
import { ProjectCard } from '../../features/projects/components/project-card';
import { useDocumentTitle } from '../../lib/document-title';
import { pluralize } from '../../lib/format';
import { useClientHref } from '../../lib/session';
import { CARD_GRID_SX } from '../../lib/theme';

/** /projects (SPEC §2): the client's projects, 5 per page, each with its counts and newest studies; links to all studies. */
export function ProjectsRoute() {
  useDocumentTitle('Projects');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const projects = useProjectPage(page);
  const clientHref = useClientHref();
  const total = projects.data?.meta.total ?? 0;
  const pageCount = Math.ceil(total / (projects.data?.meta.per_page ?? 5));
  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
      return params;
    });

  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Projects
      </Typography>
      <Box sx={{ mb: 3, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography sx={{ color: 'text.secondary' }}>Your projects with their studies, showreels and insights.</Typography>
        <Link component={RouterLink} to={clientHref(paths.studies.getHref())}>
          All studies
        </Link>
        <Link component={RouterLink} to={clientHref(paths.client.getHref())}>
          All showreels
        </Link>
      </Box>
      {projects.isSuccess && (
        <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
          {pluralize(total, 'project')}
        </Typography>
      )}
      {projects.isError && <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />}
      {projects.isPending && (
        <Box component="ul" aria-label="Loading projects" aria-busy sx={CARD_GRID_SX}>
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton variant="rounded" height={180} />
            </li>
          ))}
        </Box>
      )}
      {projects.isSuccess && projects.data.data.length === 0 && (
        <EmptyState
          title="No projects yet"
          description="Projects group your studies; they appear here once your team has one."
          action={
            <Button variant="outlined" component={RouterLink} to={clientHref(paths.studies.getHref())}>
              Browse studies
            </Button>
          }
        />
      )}
      {projects.isSuccess && projects.data.data.length > 0 && (
        <Box component="ul" aria-label="Projects" aria-busy={projects.isPlaceholderData || undefined} sx={CARD_GRID_SX}>
          {projects.data.data.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                href={clientHref(paths.project.summary.getHref(project.id))}
                getStudyHref={(studyId) => clientHref(paths.study.summary.getHref(studyId))}
              />
            </li>
          ))}
        </Box>
      )}
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={pageCount}
            page={page}
            color="primary"
            onChange={(_, next) => setPage(next)}
            getItemAriaLabel={(type, item, selected) => (type === 'page' ? `${selected ? '' : 'Go to '}page ${item}` : `Go to ${type} page`)}
            aria-label="Projects pages"
          />
        </Box>
      )}
    </PageContainer>
  );
}
