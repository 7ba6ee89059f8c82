import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useInterview } from '../../resources/interview/get-interview';
import { InterviewPage } from '../../features/interviews/components/interview-page';
import { useStudy } from '../../resources/study/get-study';
import { useClientHref } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';

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
