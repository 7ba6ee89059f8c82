/** Hooks over {@link resolveFeatureFlags} for components and navigation (SPEC §6 feature flags). */
import { useMemo } from 'react';
import { isCustomShowreelAllowed, type FeatureFlag } from '@insight/contracts/permissions';
import { useSession } from '../../lib/session';
import { readDocumentCookie, resolveFeatureFlags } from './feature-flags';

/** The flags on for the signed-in user: the cookie's names plus the active client's features. */
export function useFeatureFlags(): ReadonlySet<FeatureFlag> {
  const { activeClient } = useSession();
  const cookie = readDocumentCookie();
  return useMemo(() => resolveFeatureFlags(cookie, activeClient.features), [cookie, activeClient.features]);
}

/** True when custom showreels may be made for a study created at `studyCreatedAt` (the contracts rule: SPEC §4 cutoff, §6 custom_showreel, cookie included). */
export function useCustomShowreelAllowed(studyCreatedAt: string | null | undefined): boolean {
  return isCustomShowreelAllowed(studyCreatedAt, useFeatureFlags());
}
