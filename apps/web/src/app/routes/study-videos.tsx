import { Box, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { InterviewList } from '../../features/interviews/components/interview-list';
import { useClientHref } from '../../lib/session';
import { useStudySegments } from '../../resources/study/get-study-segments';

/** /studies/:study/videos (SPEC §2): the study's interviews as cards with their segment, a participant search and a segment filter. */
export function StudyVideosRoute() {
  const studyId = useParams().study ?? '';
  const clientHref = useClientHref();
  const segments = useStudySegments(studyId);
  return (
    <Box component="section" aria-labelledby="videos-heading">
      <Typography id="videos-heading" variant="h2" sx={{ mb: 2 }}>
        Videos
      </Typography>
      <InterviewList
        filter={{ studyId }}
        segments={segments.data ?? []}
        getHref={(interview) => clientHref(paths.study.interview.getHref(studyId, interview.id))}
      />
    </Box>
  );
}
