import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { segmentGroupQueryOptions, useSegmentGroup } from '../../resources/segment-group/get-segment-group';
import { SegmentArea } from '../../features/segments/components/segment-area';
import type { SegmentScope } from '../../features/segments/segment-scope';
import { queryClient } from '../../lib/query-client';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext, useClientHref } from '../../lib/session';
import { isCrossSegmentsOn } from './segment';
import { prepareDisplayNames } from '../../lib/format';

/** Loads the segment group first; an unknown group shows the 404 page. */
export async function segmentGroupLoader({ params, context }: LoaderFunctionArgs) {
  // Its pages name participants' countries: make the Intl names while its calls and files load (decision 0320).
  prepareDisplayNames();
  const { activeClient } = context.get(sessionContext);
  await queryClient.ensureQueryData(segmentGroupQueryOptions(activeClient.id, requireIdParam(params, 'segmentGroup')));
  return null;
}

/** /study-segment-groups/:segmentGroup (SPEC §2): the segments of the group together, with the group's counts and its study's business questions. */
export function SegmentGroupRoute() {
  const segmentGroupId = useParams().segmentGroup ?? '';
  const { data: group } = useSegmentGroup(segmentGroupId);
  const [searchParams] = useSearchParams();
  const clientHref = useClientHref();
  const isCrossSegments = isCrossSegmentsOn(searchParams);

  const scope: SegmentScope = {
    kind: 'segmentGroup',
    id: group.id,
    title: group.title,
    description: null,
    keyTakeaways: null,
    businessQuestions: group.business_questions,
    counts: group.counts,
    studyId: group.study.id,
    segments: group.segments,
    segmentIds: group.segments.map((segment) => segment.id),
    isCrossSegments,
    getSectionHref: (section) => clientHref(paths.segmentGroup.section.getHref(group.id, section, { crossSegments: isCrossSegments })),
    getInterviewHref: (interviewId, options) =>
      clientHref(paths.segmentGroup.interview.getHref(group.id, interviewId, { ...options, crossSegments: isCrossSegments })),
  };
  const crumbs = [
    { label: 'Studies', href: clientHref(paths.studies.getHref()) },
    { label: group.study.title, href: clientHref(paths.study.summary.getHref(group.study.id)) },
  ];
  return <SegmentArea scope={scope} crumbs={crumbs} />;
}
