import { Box, Chip, Container, Typography } from '@mui/material';
import { Outlet, useLocation } from 'react-router';
import { SEGMENT_SECTIONS } from '../../../config/paths';
import { PageHeader, type Crumb } from '../../../components/page-header';
import { SectionTabs } from '../../../components/section-tabs';
import { humanizeCode } from '../../../lib/format';
import type { SegmentScope } from '../segment-scope';

/** Props of {@link SegmentArea}: the scope and the breadcrumbs above it. */
export type SegmentAreaProps = { scope: SegmentScope; crumbs: Crumb[] };

/** Layout of the segment and segment-group pages: header, the Summary / Interviews / Quotes sections, and the section. */
export function SegmentArea({ scope, crumbs }: SegmentAreaProps) {
  const { pathname } = useLocation();
  const tabs = SEGMENT_SECTIONS.map((section) => {
    const href = scope.getSectionHref(section);
    return { label: humanizeCode(section), href, isActive: pathname === href.split('?')[0] };
  });
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="xl" sx={{ pt: { xs: 3, md: 4 } }}>
          <PageHeader
            crumbs={crumbs}
            title={scope.title}
            meta={
              <>
                <Typography variant="body2">{scope.kind === 'segment' ? 'Segment' : `Segment group · ${scope.segments.length} segments`}</Typography>
                {scope.isCrossSegments && <Chip size="small" color="primary" variant="outlined" label="Across segments" />}
              </>
            }
          />
          <Box sx={{ mt: 3 }}>
            <SectionTabs tabs={tabs} label={scope.kind === 'segment' ? 'Segment sections' : 'Segment group sections'} />
          </Box>
        </Container>
      </Box>
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
        <Outlet context={scope} />
      </Container>
    </>
  );
}
