/** Who may change and delete showreels in the web: the API's rule (`canChangeShowreel`, our decision; SPEC §6 leaves it open). */
import { canChangeShowreel, isConsumerRole } from '@insight/contracts/permissions';
import { useSession } from '../../lib/session';
import type { ShowreelType } from './showreel-types';

/**
 * A test of whether the signed-in user may change (clips, title, description) and delete a reel of a given type: every
 * role but Consumer for CUSTOM reels, only the research team (access_all_clients) for CURATED ones, as the API
 * enforces. Publishing needs publish_videos on top.
 */
export function useCanChangeShowreel(): (type: ShowreelType) => boolean {
  const { user } = useSession();
  return (type) => !isConsumerRole(user.role) && canChangeShowreel(user.permissions, type);
}
