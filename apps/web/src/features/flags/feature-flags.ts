/**
 * Feature flags of SPEC §6, read in one place: the `feature_flags` cookie of comma-separated names (custom_showreel,
 * new_insights_experience, stories, boards) plus the names the active client has enabled (`Client.features`). The rules
 * that depend on a flag and bind the API too (custom showreels) live in `@insight/contracts/permissions`.
 */
import { FEATURE_FLAGS, isConsumerRole, type FeatureFlag } from '@insight/contracts/permissions';

/** Name of the cookie holding comma-separated flag names. */
export const FEATURE_FLAGS_COOKIE = 'feature_flags';

/** True when `name` is one of the SPEC §6 flag names. */
export function isFeatureFlag(name: string): name is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(name);
}

/** Flag names in a `document.cookie` string (unknown names and blanks are dropped; URL-encoded commas are read too). */
export function parseFlagCookie(cookie: string): FeatureFlag[] {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FEATURE_FLAGS_COOKIE}=`));
  if (!entry) return [];
  let value = entry.slice(FEATURE_FLAGS_COOKIE.length + 1);
  try {
    value = decodeURIComponent(value);
  } catch {
    // A malformed escape: read the raw value.
  }
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(isFeatureFlag);
  return [...new Set(names)];
}

/** The flags on for a visitor: the cookie's names plus the active client's enabled features. */
export function resolveFeatureFlags(cookie: string, clientFeatures: readonly string[] = []): ReadonlySet<FeatureFlag> {
  return new Set<FeatureFlag>([...parseFlagCookie(cookie), ...clientFeatures.filter(isFeatureFlag)]);
}

/** Reads the browser's cookie (empty outside a browser). */
export function readDocumentCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** Whether a user of `role` may see the stories pages (SPEC §2): staff always; consumers only with the stories flag on. */
export function canSeeStories(role: string, flags: ReadonlySet<FeatureFlag>): boolean {
  return !isConsumerRole(role) || flags.has('stories');
}

/** Whether the boards pages show (SPEC §6 boards flag, SPEC issue 13: the flag cookie or the client's setting), for every role. */
export function canSeeBoards(flags: ReadonlySet<FeatureFlag>): boolean {
  return flags.has('boards');
}
