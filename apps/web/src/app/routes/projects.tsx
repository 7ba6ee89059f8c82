import { useState } from 'react';
import { Box, Button, Link, Pagination, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { canCreateProject } from '@insight/contracts/permissions';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageContainer } from '../../components/page-container';
import { useProjectPage } from '../../features/projects/api/get-project-page';
import { ProjectCard } from '../../features/projects/components/project-card';
import { ProjectActions } from '../../features/projects/components/project-actions';
import { ProjectFormDialog } from '../../features/projects/components/project-form-dialog';
import { useDocumentTitle } from '../../lib/document-title';
import { pluralize } from '../../lib/format';
import { useCan, useClientHref, useSession } from '../../lib/session';
import { CARD_GRID_SX } from '../../lib/theme';

/**
 * /projects (SPEC §2; also /projects2): the client's projects, 5 per page (SPEC §9), each with its counts and newest studies;
 * New project (research team and Masters), and per project Edit, Archive or Restore (update_project) and Manage project users.
 * The Archived tab (`?archived=true`) lists archived projects.
 */
export function ProjectsRoute() {
  useDocumentTitle('Projects');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const isArchived = searchParams.get('archived') === 'true';
  const projects = useProjectPage(page, isArchived);
  const { user } = useSession();
  const mayCreate = canCreateProject(user.role, user.permissions);
  const mayUpdate = useCan('update_project');
  const maySeeTeam = useCan('view_team_account_status');
  const [isCreateOpen, setIsCreateOpen] = useState(false);
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
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1">Projects</Typography>
        {mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreateOpen(true)}>
            New project
          </Button>
        )}
      </Box>
      <Box sx={{ mb: 3, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography sx={{ color: 'text.secondary' }}>Your projects with their studies, showreels and insights.</Typography>
        <Link component={RouterLink} to={clientHref(paths.studies.getHref())}>
          All studies
        </Link>
        <Link component={RouterLink} to={clientHref(paths.client.getHref())}>
          All showreels
        </Link>
      </Box>
      {mayUpdate && (
        <Tabs
          value={isArchived ? 'archived' : 'live'}
          onChange={(_, value: string) =>
            setSearchParams((current) => {
              const params = new URLSearchParams(current);
              params.delete('page');
              if (value === 'archived') params.set('archived', 'true');
              else params.delete('archived');
              return params;
            })
          }
          aria-label="Which projects"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="live" label="Current" />
          <Tab value="archived" label="Archived" />
        </Tabs>
      )}
      {projects.isSuccess && (
        <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
          {pluralize(total, isArchived ? 'archived project' : 'project')}
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
      {projects.isSuccess && projects.data.data.length === 0 && isArchived && (
        <EmptyState title="No archived projects" description="Projects you archive appear here." />
      )}
      {projects.isSuccess && projects.data.data.length === 0 && !isArchived && (
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
                actions={<ProjectActions project={project} mayUpdate={mayUpdate} maySeeUsers={maySeeTeam} />}
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
      <ProjectFormDialog open={isCreateOpen} onClose={() => setIsCreateOpen(false)} />
    </PageContainer>
  );
}
