import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { SEGMENT_SECTIONS } from '../../../config/paths';
import { PageHeader, type Crumb } from '../../../components/page-header';
import { SectionTabs } from '../../../components/section-tabs';
import { useDocumentTitle } from '../../../lib/document-title';
import { humanizeCode, pluralize } from '../../../lib/format';
import type { SegmentScope } from '../segment-scope';
import { PageContainer } from '../../../components/page-container';

/** Props of {@link SegmentArea}: the scope and the breadcrumbs above it. */
export type SegmentAreaProps = { scope: SegmentScope; crumbs: Crumb[] };

/** Layout of the segment and segment-group pages: header, the Summary / Interviews / Quotes sections, and the section. */
export function SegmentArea({ scope, crumbs }: SegmentAreaProps) {
  const { pathname } = useLocation();
  const [, setSearchParams] = useSearchParams();
  /** Cross-segment mode is opt-in (SPEC §2 cross_segments_enabled=true): the switch adds or drops the flag on this page. */
  const setCrossSegments = (isOn: boolean) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (isOn) next.set('cross_segments_enabled', 'true');
      else next.delete('cross_segments_enabled');
      return next;
    });
  const tabs = SEGMENT_SECTIONS.map((section) => {
    const href = scope.getSectionHref(section);
    return { label: humanizeCode(section), href, isActive: pathname === href.split('?')[0] };
  });
  useDocumentTitle(scope.title, tabs.find((tab) => tab.isActive)?.label);
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <PageContainer sx={{ pt: { xs: 3, md: 4 } }}>
          <PageHeader
            crumbs={crumbs}
            title={scope.title}
            meta={
              <>
                <Typography variant="body2">
                  {scope.kind === 'segment' ? 'Segment' : `Segment group · ${pluralize(scope.segments.length, 'segment')}`}
                </Typography>
                {scope.kind === 'segment' && (
                  <FormControlLabel
                    sx={{ ml: 0 }}
                    control={<Switch size="small" checked={scope.isCrossSegments} onChange={(event) => setCrossSegments(event.target.checked)} />}
                    label={<Typography variant="body2">Include all segments of the study</Typography>}
                  />
                )}
              </>
            }
          />
          <Box sx={{ mt: 3 }}>
            <SectionTabs tabs={tabs} label={scope.kind === 'segment' ? 'Segment sections' : 'Segment group sections'} />
          </Box>
        </PageContainer>
      </Box>
      <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
        <Outlet context={scope} />
      </PageContainer>
    </>
  );
}
