import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/empty-state';
import { useProject } from '../../resources/project/get-project';
import { ShowreelsPanel } from '../../features/showreels/components/showreels-panel';
import { StudyLinkList } from '../../features/studies/components/study-link-list';
import { useClientHref } from '../../lib/session';

/**
 * /projects/:project/summary (SPEC §2): the project's studies as links, then its showreels (SPEC §3 List params
 * project_id) with search, sort and pages; each reel opens on its study's showreel page.
 */
export function ProjectSummaryRoute() {
  const projectId = useParams().project ?? '';
  const { data: project } = useProject(projectId);
  const clientHref = useClientHref();
  const studies = project?.studies ?? [];
  const studyTitles = new Map(studies.map((study) => [study.id, study.title]));

  return (
    <Box sx={{ display: 'grid', gap: 5 }}>
      <Box component="section" aria-labelledby="project-studies-heading" sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="project-studies-heading" variant="h2">
            Studies
          </Typography>
          {studies.length > 0 && (
            <Link component={RouterLink} to={clientHref(paths.studies.getHref({ project_id: projectId }))}>
              Search the studies of this project
            </Link>
          )}
        </Box>
        {studies.length === 0 ? (
          <EmptyState title="No studies in this project yet" description="Studies created in this project will appear here." />
        ) : (
          <StudyLinkList studies={studies} label="Studies of this project" getHref={(study) => clientHref(paths.study.summary.getHref(study.id))} />
        )}
      </Box>
      <Box component="section" aria-labelledby="project-showreels-heading" sx={{ display: 'grid', gap: 3 }}>
        <Typography id="project-showreels-heading" variant="h2">
          Showreels
        </Typography>
        <ShowreelsPanel
          projectId={projectId}
          getHref={(reel) => clientHref(paths.study.showreel.getHref(reel.study_id, reel.id))}
          getStudyTitle={(reel) => studyTitles.get(reel.study_id)}

          emptyHint="Showreels made in this project's studies appear here: select quotes on a study's Quotes tab and add them to a showreel."
        />
      </Box>
    </Box>
  );
}
