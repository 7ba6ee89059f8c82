import { useSearchParams } from 'react-router';
import { StudyWizard } from '../../features/study-creation/components/study-wizard';

/** /studies/create?step_name=…&study=… (SPEC §2): the create-study wizard; `study` is the draft once a template is chosen. */
export function StudyCreateRoute() {
  const [params] = useSearchParams();
  const studyId = params.get('study');
  return <StudyWizard key={studyId ?? 'new'} mode="create" studyId={studyId} />;
}
