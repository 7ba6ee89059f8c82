import { Box, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { InterviewList } from '../../features/interviews/components/interview-list';
import { useClientHref } from '../../lib/session';

/** /studies/:study/videos (SPEC §2): the study's interviews as cards. */
export function StudyVideosRoute() {
  const studyId = useParams().study ?? '';
  const clientHref = useClientHref();
  return (
    <Box component="section" aria-labelledby="videos-heading">
      <Typography id="videos-heading" variant="h2" sx={{ mb: 2 }}>
        Videos
      </Typography>
      <InterviewList filter={{ studyId }} getHref={(interview) => clientHref(paths.study.interview.getHref(studyId, interview.id))} />
    </Box>
  );
}
