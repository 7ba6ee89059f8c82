/** Whether custom showreels may be made for a study (SPEC §4 cutoff 2022-10-21, §6 custom_showreel flag). */
import { LIMITS } from '@insight/contracts/limits';
import { useSession } from '../../lib/session';
import { isCustomShowreelAllowed, readFlagCookie } from './edit-list';

/** True when the study was created on/after the cutoff, or the client or the feature cookie turns custom_showreel on. */
export function useCustomShowreelAllowed(studyCreatedAt: string | null | undefined): boolean {
  const { activeClient } = useSession();
  const cookieFlags = typeof document === 'undefined' ? [] : readFlagCookie(document.cookie);
  const hasFlag = (activeClient.features ?? []).includes('custom_showreel') || cookieFlags.includes('custom_showreel');
  return isCustomShowreelAllowed(studyCreatedAt, LIMITS.customShowreelCutoff, hasFlag);
}
