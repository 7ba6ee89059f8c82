import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { segmentQueryOptions, useSegment } from '../../resources/segment/get-segment';
import { SegmentArea } from '../../features/segments/components/segment-area';
import type { SegmentScope } from '../../features/segments/segment-scope';
import { useStudySegments } from '../../resources/study/get-study-segments';
import { queryClient } from '../../lib/query-client';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext, useClientHref } from '../../lib/session';
import { prepareDisplayNames } from '../../lib/format';

/** Loads the segment first; an unknown segment shows the 404 page. */
export async function segmentLoader({ params, context }: LoaderFunctionArgs) {
  // Its pages name participants' countries: make the Intl names while its calls and files load (decision 0320).
  prepareDisplayNames();
  const { activeClient } = context.get(sessionContext);
  await queryClient.ensureQueryData(segmentQueryOptions(activeClient.id, requireIdParam(params, 'segment')));
  return null;
}

/** The cross-segment flag of SPEC §2: cross_segments_enabled equal to the text true. */
export function isCrossSegmentsOn(searchParams: URLSearchParams): boolean {
  return searchParams.get('cross_segments_enabled') === 'true';
}

/** /study-segments/:segment (SPEC §2): one segment, or in cross-segment mode all segments of its study. */
export function SegmentRoute() {
  const segmentId = useParams().segment ?? '';
  const { data: segment } = useSegment(segmentId);
  const [searchParams] = useSearchParams();
  const clientHref = useClientHref();
  const isCrossSegments = isCrossSegmentsOn(searchParams);
  const studyId = segment.study.id;
  const studySegments = useStudySegments(studyId, isCrossSegments);
  const segments = isCrossSegments && studySegments.data ? studySegments.data : [segment];

  const scope: SegmentScope = {
    kind: 'segment',
    id: segment.id,
    title: segment.title,
    description: null,
    keyTakeaways: null,
    businessQuestions: segment.business_questions,
    counts: segment.counts,
    studyId,
    segments,
    segmentIds: segments.map((item) => item.id),
    isCrossSegments,
    getSectionHref: (section) => clientHref(paths.segment.section.getHref(segment.id, section, { crossSegments: isCrossSegments })),
    getInterviewHref: (interviewId, options) =>
      clientHref(paths.segment.interview.getHref(segment.id, interviewId, { ...options, crossSegments: isCrossSegments })),
  };
  const crumbs = [
    { label: 'Studies', href: clientHref(paths.studies.getHref()) },
    { label: segment.study.title, href: clientHref(paths.study.summary.getHref(studyId)) },
  ];
  return <SegmentArea scope={scope} crumbs={crumbs} />;
}
