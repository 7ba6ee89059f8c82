import { useState } from 'react';
import { Box, Link, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ErrorState } from '../../components/error-state';
import { useProjects } from '../../resources/project/get-projects';
import { useStudy } from '../../resources/study/get-study';
import { useStudySegments } from '../../resources/study/get-study-segments';
import { useTaskDesigns } from '../../resources/task-design/get-task-design';
import { FactList } from '../../features/studies/components/fact-list';
import { StudyDesignActions } from '../../features/study-creation/components/study-design-actions';
import { SegmentRecruitment } from '../../features/studies/components/segment-recruitment';
import { StudyMaterialList } from '../../features/studies/components/study-material-list';
import { TaskDesignView } from '../../features/studies/components/task-design-view';
import { designsDiffer } from '../../resources/task-design/task-design';
import type { RecruitmentItem, Segment } from '../../lib/api-types';
import { formatDate, formatLanguage, humanizeCode } from '../../lib/format';
import { useClientHref } from '../../lib/session';

function recruitmentOf(segment: Segment, recruitment: RecruitmentItem[]): RecruitmentItem | null {
  return recruitment.find((item) => item.segment_id === segment.id) ?? null;
}

/**
 * The study design of the study's segments (SPEC §3 Study design section): one design when every segment was shown
 * the same tasks, else the chosen segment's design.
 */
function StudyDesign({ segments }: { segments: Segment[] }) {
  const design = useTaskDesigns(segments.map((segment) => segment.id));
  const [chosenSegmentId, setChosenSegmentId] = useState('');
  if (design.isPending) return <Skeleton height={160} aria-hidden />;
  if (design.error) return <ErrorState error={design.error} onRetry={design.refetch} title="The tasks could not be loaded" />;
  const segmentTitles = new Map(segments.map((segment) => [segment.id, segment.title]));
  if (!designsDiffer(design.designs)) return <TaskDesignView sections={design.designs[0]?.sections ?? []} />;
  const chosen = design.designs.find((item) => item.segmentId === chosenSegmentId) ?? design.designs[0];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>The segments were not all shown the same tasks.</Typography>
      <TextField select label="Tasks shown to" value={chosen.segmentId} onChange={(event) => setChosenSegmentId(event.target.value)} sx={{ maxWidth: 360 }}>
        {design.designs.map((item) => (
          <MenuItem key={item.segmentId} value={item.segmentId}>
            {segmentTitles.get(item.segmentId) ?? 'Segment'}
          </MenuItem>
        ))}
      </TextField>
      <TaskDesignView sections={chosen.sections} segmentTitles={segmentTitles} />
    </Box>
  );
}

/** /studies/:study/details (SPEC §2): purpose, project (a link to its page), language, status, segments with recruitment, the study design (tasks by business question), study materials. */
export function StudyDetailsRoute() {
  const studyId = useParams().study ?? '';
  const { data: study } = useStudy(studyId);
  const segments = useStudySegments(studyId);
  const project = useProjects().data?.find((item) => item.id === study.project_id);
  const clientHref = useClientHref();

  return (
    <Box sx={{ display: 'grid', gap: 5, maxWidth: 1100 }}>
      <StudyDesignActions studyId={study.id} title={study.title} status={study.status} />
      <Box component="section" aria-labelledby="about-heading">
        <Typography id="about-heading" variant="h2" sx={{ mb: 2 }}>
          About this study
        </Typography>
        <FactList
          facts={[
            { label: 'Purpose', value: study.purpose },
            {
              label: 'Project',
              value: project && (
                <Link component={RouterLink} to={clientHref(paths.project.summary.getHref(project.id))}>
                  {project.title}
                </Link>
              ),
            },
            { label: 'Language', value: formatLanguage(study.language) },
            { label: 'Status', value: humanizeCode(study.display_status_code ?? study.status) },
            { label: 'Audience', value: humanizeCode(study.audience) },
            { label: 'Interview method', value: humanizeCode(study.data_source) },
            { label: 'Recruitment', value: humanizeCode(study.recruit_method) },
            { label: 'Created', value: formatDate(study.created_at) },
            { label: 'Completed', value: formatDate(study.completed_at) },
          ]}
        />
      </Box>
      <Box component="section" aria-labelledby="segments-recruitment-heading">
        <Typography id="segments-recruitment-heading" variant="h2" sx={{ mb: 2 }}>
          Segments and recruitment
        </Typography>
        {segments.isPending && <Skeleton height={120} aria-hidden />}
        {segments.isError && <ErrorState error={segments.error} onRetry={() => void segments.refetch()} />}
        {segments.isSuccess && segments.data.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No segments.</Typography>}
        {segments.isSuccess && segments.data.length > 0 && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {segments.data.map((segment) => (
              <SegmentRecruitment key={segment.id} segment={segment} recruitment={recruitmentOf(segment, study.recruitment)} />
            ))}
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="tasks-heading">
        <Typography id="tasks-heading" variant="h2" sx={{ mb: 2 }}>
          Tasks
        </Typography>
        {segments.isPending ? (
          <Skeleton height={160} aria-hidden />
        ) : segments.isError ? (
          <ErrorState error={segments.error} onRetry={() => void segments.refetch()} title="The tasks could not be loaded" />
        ) : (
          <StudyDesign segments={segments.data} />
        )}
      </Box>
      <Box component="section" aria-labelledby="materials-heading">
        <Typography id="materials-heading" variant="h2" sx={{ mb: 2 }}>
          Study materials
        </Typography>
        <StudyMaterialList studyId={study.id} />
      </Box>
    </Box>
  );
}
