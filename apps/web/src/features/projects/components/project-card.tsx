import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { Link as RouterLink } from 'react-router';
import type { Project } from '../../../lib/api-types';
import { formatDate, pluralize } from '../../../lib/format';

/** How many of a project's studies its card lists by name. */
const LISTED_STUDIES = 4;

/** Props of {@link ProjectCard}: the project (with its studies), its page and each study's page. */
export type ProjectCardProps = { project: Project; href: string; getStudyHref: (studyId: string) => string; actions?: ReactNode };

/** A project in the projects list: title (to its page), its menu of actions, description, its counts of studies, showreels and insights, and its newest studies. */
export function ProjectCard({ project, href, getStudyHref, actions }: ProjectCardProps) {
  const headingId = `project-${project.id}-title`;
  const studies = project.studies.slice(0, LISTED_STUDIES);
  const more = project.counts.studies - studies.length;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <FolderOutlinedIcon aria-hidden sx={{ color: 'primary.main' }} />
          <Typography id={headingId} component="h2" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={href} color="inherit">
              {project.title}
            </Link>
          </Typography>
          {actions && <Box sx={{ ml: 'auto', flexShrink: 0 }}>{actions}</Box>}
        </Box>
        {project.description && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {project.description}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {[
            pluralize(project.counts.studies, 'study', 'studies'),
            pluralize(project.counts.showreels, 'showreel'),
            pluralize(project.counts.insights, 'insight'),
          ].join(' · ')}
        </Typography>
        {studies.length > 0 && (
          <Box component="ul" aria-label={`Studies of ${project.title}`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
            {studies.map((study) => (
              <Box component="li" key={study.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, minWidth: 0 }}>
                <Link component={RouterLink} to={getStudyHref(study.id)} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {study.title}
                </Link>
                <Typography variant="body2" component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                  {formatDate(study.created_at)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {more > 0 && (
          <Link component={RouterLink} to={href} variant="body2">
            {pluralize(more, 'more study', 'more studies')}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
