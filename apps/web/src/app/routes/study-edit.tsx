import { useParams } from 'react-router';
import { StudyWizard } from '../../features/study-creation/components/study-wizard';

/** /studies/{study}/edit?step_name=…&edit_study_full=true (SPEC §2): edit a draft study (SPEC §4, §6, §8). */
export function StudyEditRoute() {
  const { study = '' } = useParams();
  return <StudyWizard key={study} mode="edit" studyId={study} />;
}
