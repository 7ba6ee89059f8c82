/** Maps registration answers to packages/contracts/src/auth.ts (SPEC §7 Auth). Pure. */
import type { AuthConfigResponse } from '@insight/contracts';

/** What the deployment allows before sign-in (GET /auth/config). */
export function presentAuthConfig(selfRegistration: boolean): AuthConfigResponse['data'] {
  return { self_registration: selfRegistration };
}
