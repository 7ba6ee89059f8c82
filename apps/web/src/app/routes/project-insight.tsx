import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useClientHref } from '../../lib/session';
import { InsightPage } from './study-insight';

export { insightLoader } from './study-insight';

/** /projects/:project/insights/:insight (SPEC §2): one insight opened from the project's insights. */
export function ProjectInsightRoute() {
  const projectId = useParams().project ?? '';
  const clientHref = useClientHref();
  return (
    <InsightPage
      backHref={clientHref(paths.project.insights.getHref(projectId))}
      insightHref={(id) => clientHref(paths.project.insight.getHref(projectId, id))}
    />
  );
}
