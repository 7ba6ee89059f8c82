import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import { ProjectFormDialog } from '../../features/projects/components/project-form-dialog';
import { ProjectUsersDialog } from '../../features/projects/components/project-users-dialog';
import { Outlet, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { SectionTabs } from '../../components/section-tabs';
import { projectQueryOptions, useProject } from '../../resources/project/get-project';
import { queryClient } from '../../lib/query-client';
import { useDocumentTitle } from '../../lib/document-title';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext, useCan, useClientHref } from '../../lib/session';
import { PageContainer } from '../../components/page-container';

/** Loads the project before the page shows: a project of another client, or one the user has no access to, is the 404 page. */
export async function projectLoader({ params, context }: LoaderFunctionArgs) {
  const { activeClient } = context.get(sessionContext);
  await queryClient.ensureQueryData(projectQueryOptions(activeClient.id, requireIdParam(params, 'project')));
  return null;
}

/** /projects/:project (SPEC §2 /projects/{project?}): the project's header (name, study count, description; Edit project and Manage project users) above its sections. */
export function ProjectRoute() {
  const projectId = useParams().project ?? '';
  const { data: project } = useProject(projectId);
  const clientHref = useClientHref();
  const studyCount = project?.studies.length ?? project?.counts.studies ?? 0;
  const { pathname } = useLocation();
  const sections = [
    { label: 'Summary', path: paths.project.summary.getHref(projectId) },
    { label: 'Insights', path: paths.project.insights.getHref(projectId) },
  ];
  const tabs = sections.map((s) => ({ label: s.label, href: clientHref(s.path), isActive: pathname === s.path || pathname.startsWith(`${s.path}/`) }));
  useDocumentTitle(project?.title, 'Projects');
  const mayUpdate = useCan('update_project');
  const maySeeUsers = useCan('view_team_account_status');
  const [dialog, setDialog] = useState<'edit' | 'users' | null>(null);
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <PageContainer sx={{ pt: { xs: 3, md: 4 } }}>
          <PageHeader
            crumbs={[{ label: 'Projects', href: clientHref(paths.projects.getHref()) }]}
            title={project?.title ?? 'Project'}
            meta={
              <Typography variant="body2">
                Project · {studyCount === 1 ? '1 study' : `${studyCount} studies`}
                {project?.archived_at ? ' · archived' : ''}
              </Typography>
            }
          >
            {project?.description && <Typography sx={{ mt: 1.5, maxWidth: 760 }}>{project.description}</Typography>}
            {project && (mayUpdate || maySeeUsers) && (
              <Box sx={{ mt: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                {mayUpdate && (
                  <Button size="small" variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setDialog('edit')}>
                    Edit project
                  </Button>
                )}
                {maySeeUsers && (
                  <Button size="small" variant="outlined" startIcon={<GroupOutlinedIcon />} onClick={() => setDialog('users')}>
                    Manage project users
                  </Button>
                )}
              </Box>
            )}
          </PageHeader>
          <Box sx={{ mt: 3 }}>
            <SectionTabs tabs={tabs} label="Project sections" />
          </Box>
        </PageContainer>
      </Box>
      <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
        <Outlet />
      </PageContainer>
      <ProjectFormDialog open={dialog === 'edit'} project={project} onClose={() => setDialog(null)} />
      <ProjectUsersDialog project={dialog === 'users' && project ? project : null} onClose={() => setDialog(null)} />
    </>
  );
}
