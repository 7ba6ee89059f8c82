import { data, type LoaderFunctionArgs } from 'react-router';
import { interviewQueryOptions } from '../../resources/interview/interview-query';
import { studyQueryOptions } from '../../resources/study/study-query';
import { prefetchTaskDesign } from '../../resources/task-design/task-design-query';
import { preloadImage } from '../../lib/media';
import { queryClient } from '../../lib/query-client';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext } from '../../lib/session';
import { studyStore } from '../../lib/study-store';
import { prepareDisplayNames } from '../../lib/format';

/**
 * Loads study and interview first; an unknown one, or an interview of another study, shows the 404 page. A file of
 * its own, apart from the page (issue 15, decision 0260): the router loads it beside the page's files, so these calls
 * start while the page's scripts download rather than after them. The transcript is not asked for here: arriving before
 * the task design, it would be drawn (and a `t=` line centred) before the task headings push it down.
 */
export async function studyInterviewLoader({ params, context }: LoaderFunctionArgs) {
  // Its pages name participants' countries: make the Intl names while its calls and files load (decision 0320).
  prepareDisplayNames();
  const { activeClient } = context.get(sessionContext);
  const interviewId = requireIdParam(params, 'interview');
  const [study, interview] = await Promise.all([
    queryClient.ensureQueryData(studyQueryOptions(activeClient.id, requireIdParam(params, 'study'))),
    queryClient.ensureQueryData(interviewQueryOptions(activeClient.id, interviewId)),
  ]);
  if (interview.study.id !== study.id) throw data(null, { status: 404 });
  studyStore.setStudy(study);
  // The page's largest paint is the video's poster: ask for it now, while the page's scripts may still be loading.
  preloadImage(interview.thumbnail);
  // The task design heads the transcript's task blocks; fetch it alongside, never failing the page.
  prefetchTaskDesign(activeClient.id, interview.segment.id);
  return null;
}
