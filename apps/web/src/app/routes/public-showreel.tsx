import { useParams } from 'react-router';
import { PublicShowreelView } from '../../features/showreels/components/public-showreel-view';
import { studyStore, useStudyStore } from '../../lib/study-store';

/** /public/showreels/:showreel and /public/showreels/v3/:showreel (SPEC §2 Public): a published reel, no sign-in. */
export function PublicShowreelRoute() {
  const showreelId = useParams().showreel ?? '';
  const translation = useStudyStore((state) => state.language);
  return <PublicShowreelView showreelId={showreelId} translation={translation} onTranslationChange={studyStore.setLanguage} />;
}
