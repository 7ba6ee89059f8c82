import { ProfilePage } from '../../features/profile/components/profile-page';

/** /profile (SPEC §2): the signed-in user's own profile. */
export function ProfileRoute() {
  return <ProfilePage />;
}
