import { data, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { useInterview } from '../../resources/interview/get-interview';
import { interviewQueryOptions } from '../../resources/interview/interview-query';
import { InterviewPage } from '../../features/interviews/components/interview-page';
import { segmentQueryOptions, useSegment } from '../../resources/segment/get-segment';
import { prefetchTaskDesign } from '../../resources/task-design/task-design-query';
import { queryClient } from '../../lib/query-client';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext, useClientHref } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';
import { prepareDisplayNames } from '../../lib/format';

/** Loads segment and interview; an interview of another study shows the 404 page. */
export async function segmentInterviewLoader({ params, context }: LoaderFunctionArgs) {
  // Its pages name participants' countries: make the Intl names while its calls and files load (decision 0320).
  prepareDisplayNames();
  const { activeClient } = context.get(sessionContext);
  const [segment, interview] = await Promise.all([
    queryClient.ensureQueryData(segmentQueryOptions(activeClient.id, requireIdParam(params, 'segment'))),
    queryClient.ensureQueryData(interviewQueryOptions(activeClient.id, requireIdParam(params, 'interview'))),
  ]);
  if (interview.study.id !== segment.study.id) throw data(null, { status: 404 });
  // The task design heads the transcript's task blocks; fetch it alongside, never failing the page.
  prefetchTaskDesign(activeClient.id, interview.segment.id);
  return null;
}

/** /study-segments/:segment/interviews/:interview (SPEC §2 interviews child): player and transcript. */
export function SegmentInterviewRoute() {
  const params = useParams();
  const { data: segment } = useSegment(params.segment ?? '');
  const { data: interview } = useInterview(params.interview ?? '');
  useDocumentTitle(interview.participant?.name || 'Interview', segment.title);
  const [searchParams] = useSearchParams();
  const clientHref = useClientHref();
  const crossSegments = searchParams.get('cross_segments_enabled') === 'true';
  return (
    <InterviewPage
      interview={interview}
      crumbs={[
        { label: 'Studies', href: clientHref(paths.studies.getHref()) },
        { label: segment.title, href: clientHref(paths.segment.section.getHref(segment.id, 'summary', { crossSegments })) },
        { label: 'Interviews', href: clientHref(paths.segment.section.getHref(segment.id, 'interviews', { crossSegments })) },
      ]}
    />
  );
}
