/** Who may edit and delete showreels in the web (SPEC §6 leaves it open; the API's showreel writes take any research role). */
import { isConsumerRole } from '@insight/contracts/permissions';
import { useSession } from '../../lib/session';

/**
 * True when the signed-in user may edit, and so delete, showreels: every role but Consumer, the same rule the API
 * applies to every showreel write (`researchScope`). Publishing needs publish_videos on top.
 */
export function useCanEditShowreels(): boolean {
  return !isConsumerRole(useSession().user.role);
}
