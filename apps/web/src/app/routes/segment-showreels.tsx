import { Box, Typography } from '@mui/material';
import { paths } from '../../config/paths';
import { ShowreelsPanel } from '../../features/showreels/components/showreels-panel';
import { useSegmentScope } from '../../features/segments/segment-scope';
import { useClientHref } from '../../lib/session';

/** /study-segments/:segment/showreels (and the segment-group twin): showreels of the segments in scope. */
export function SegmentShowreelsRoute() {
  const scope = useSegmentScope();
  const clientHref = useClientHref();
  return (
    <Box component="section" aria-labelledby="segment-showreels-heading" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="segment-showreels-heading" variant="h2">
        Showreels
      </Typography>
      <ShowreelsPanel
        studyId={scope.studyId ?? undefined}
        segmentIds={scope.segmentIds}
        getHref={(reel) => clientHref(paths.study.showreel.getHref(reel.study_id, reel.id))}
      />
    </Box>
  );
}
