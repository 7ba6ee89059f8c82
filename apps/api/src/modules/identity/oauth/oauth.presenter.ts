/** Maps sign-in providers to packages/contracts/src/auth.ts ProvidersResponse (SPEC §7 Auth). Pure. */
import type { OAuthProvider } from '@insight/contracts';

/** Display names of the providers. */
const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/** The configured providers as `{ id, name }` (the web shows only these buttons). */
export function presentProviders(providers: OAuthProvider[]): { id: OAuthProvider; name: string }[] {
  return providers.map((id) => ({ id, name: PROVIDER_NAMES[id] }));
}
