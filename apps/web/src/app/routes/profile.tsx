import { ProfilePage } from '../../features/profile/components/profile-page';
import { useDocumentTitle } from '../../lib/document-title';

/** /profile (SPEC §2): the signed-in user's own profile. */
export function ProfileRoute() {
  useDocumentTitle('Profile');
  return <ProfilePage />;
}
