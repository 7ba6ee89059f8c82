import { data, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { useInterview } from '../../resources/interview/get-interview';
import { interviewQueryOptions } from '../../resources/interview/interview-query';
import { InterviewPage } from '../../features/interviews/components/interview-page';
import { segmentGroupQueryOptions, useSegmentGroup } from '../../resources/segment-group/get-segment-group';
import { prefetchTaskDesign } from '../../resources/task-design/task-design-query';
import { queryClient } from '../../lib/query-client';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext, useClientHref } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';
import { prepareDisplayNames } from '../../lib/format';

/** Loads segment group and interview; an interview outside the group's segments shows the 404 page. */
export async function segmentGroupInterviewLoader({ params, context }: LoaderFunctionArgs) {
  // Its pages name participants' countries: make the Intl names while its calls and files load (decision 0320).
  prepareDisplayNames();
  const { activeClient } = context.get(sessionContext);
  const [group, interview] = await Promise.all([
    queryClient.ensureQueryData(segmentGroupQueryOptions(activeClient.id, requireIdParam(params, 'segmentGroup'))),
    queryClient.ensureQueryData(interviewQueryOptions(activeClient.id, requireIdParam(params, 'interview'))),
  ]);
  const isInGroup = group.segments.some((segment) => segment.id === interview.segment.id);
  if (!isInGroup) throw data(null, { status: 404 });
  // The task design heads the transcript's task blocks; fetch it alongside, never failing the page.
  prefetchTaskDesign(activeClient.id, interview.segment.id);
  return null;
}

/** /study-segment-groups/:segmentGroup/interviews/:interview: player and transcript. */
export function SegmentGroupInterviewRoute() {
  const params = useParams();
  const { data: group } = useSegmentGroup(params.segmentGroup ?? '');
  const { data: interview } = useInterview(params.interview ?? '');
  useDocumentTitle(interview.participant?.name || 'Interview', group.title);
  const [searchParams] = useSearchParams();
  const clientHref = useClientHref();
  const crossSegments = searchParams.get('cross_segments_enabled') === 'true';
  return (
    <InterviewPage
      interview={interview}
      crumbs={[
        { label: 'Studies', href: clientHref(paths.studies.getHref()) },
        { label: group.title, href: clientHref(paths.segmentGroup.section.getHref(group.id, 'summary', { crossSegments })) },
        { label: 'Interviews', href: clientHref(paths.segmentGroup.section.getHref(group.id, 'interviews', { crossSegments })) },
      ]}
    />
  );
}
