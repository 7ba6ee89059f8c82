import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { interviewQueryOptions, useInterview } from '../../resources/interview/get-interview';
import { InterviewPage } from '../../features/interviews/components/interview-page';
import { studyQueryOptions, useStudy } from '../../resources/study/get-study';
import { prefetchTaskDesign } from '../../resources/task-design/get-task-design';
import { queryClient } from '../../lib/query-client';
import { requireIdParam } from '../../lib/route-params';
import { sessionContext, useClientHref } from '../../lib/session';
import { studyStore } from '../../lib/study-store';
import { useDocumentTitle } from '../../lib/document-title';

/** Loads study and interview first; an unknown one, or an interview of another study, shows the 404 page. */
export async function studyInterviewLoader({ params, context }: LoaderFunctionArgs) {
  const { activeClient } = context.get(sessionContext);
  const [study, interview] = await Promise.all([
    queryClient.ensureQueryData(studyQueryOptions(activeClient.id, requireIdParam(params, 'study'))),
    queryClient.ensureQueryData(interviewQueryOptions(activeClient.id, requireIdParam(params, 'interview'))),
  ]);
  if (interview.study.id !== study.id) throw data(null, { status: 404 });
  studyStore.setStudy(study);
  // The task design heads the transcript's task blocks; fetch it alongside, never failing the page.
  prefetchTaskDesign(activeClient.id, interview.segment.id);
  return null;
}

/** /studies/:study/videos/:interview (SPEC §2 interviews): video player beside the transcript. */
export function StudyInterviewRoute() {
  const params = useParams();
  const { data: study } = useStudy(params.study ?? '');
  const { data: interview } = useInterview(params.interview ?? '');
  useDocumentTitle(interview.participant?.name || 'Interview', study.title);
  const clientHref = useClientHref();
  return (
    <InterviewPage
      interview={interview}
      siblings={{ filter: { studyId: study.id }, getHref: (id) => clientHref(paths.study.interview.getHref(study.id, id)) }}
      crumbs={[
        { label: 'Studies', href: clientHref(paths.studies.getHref()) },
        { label: study.title, href: clientHref(paths.study.summary.getHref(study.id)) },
        { label: 'Videos', href: clientHref(paths.study.videos.getHref(study.id)) },
      ]}
    />
  );
}
