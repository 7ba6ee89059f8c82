import { Box } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ExportInsightsButton } from '../../features/findings/components/export-insights-button';
import { InsightsList } from '../../features/findings/components/insights-list';
import { deckFileName } from '../../features/findings/chart-text';
import { useProject } from '../../resources/project/get-project';
import { useClientHref } from '../../lib/session';
import { useStudyStore } from '../../lib/study-store';

/** /projects/:project/insights (SPEC §2): insights across the project's studies with the same search and filters; Export to PowerPoint. */
export function ProjectInsightsRoute() {
  const projectId = useParams().project ?? '';
  const { data: project } = useProject(projectId);
  const [search, setSearch] = useSearchParams();
  const clientHref = useClientHref();
  const translation = useStudyStore((state) => state.language);
  const q = search.get('q') ?? '';
  const objectiveId = search.get('objective_id') ?? '';
  return (
    <Box component="section" aria-labelledby="insights-heading">
      <InsightsList
        scope={{ projectId }}
        translation={translation}
        q={q}
        objectiveId={objectiveId}
        onChange={(next) =>
          setSearch(new URLSearchParams(Object.entries({ q: next.q, objective_id: next.objectiveId }).filter(([, v]) => v)), { replace: next.q !== q })
        }
        insightHref={(insight) => clientHref(paths.project.insight.getHref(projectId, insight.id))}
        toolbar={<ExportInsightsButton projectId={projectId} fileName={deckFileName(project?.title ?? 'insights')} />}
      />
    </Box>
  );
}
