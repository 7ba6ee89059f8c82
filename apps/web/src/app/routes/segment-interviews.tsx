import { Box, Typography } from '@mui/material';
import { InterviewList } from '../../features/interviews/components/interview-list';
import { useSegmentScope } from '../../features/segments/segment-scope';

/** /study-segments/:segment/interviews (and the segment-group twin): interviews of the segments in scope. */
export function SegmentInterviewsRoute() {
  const scope = useSegmentScope();
  return (
    <Box component="section" aria-labelledby="segment-interviews-heading">
      <Typography id="segment-interviews-heading" variant="h2" sx={{ mb: 2 }}>
        Interviews
      </Typography>
      <InterviewList
        filter={{ studyId: scope.studyId ?? undefined, segmentIds: scope.segmentIds }}
        segments={scope.segments}
        getHref={(interview) => scope.getInterviewHref(interview.id)}
      />
    </Box>
  );
}
