/**
 * Sign-in with Google and Microsoft through OpenID Connect (openid-client 6): authorization code flow with
 * state, nonce and PKCE (S256) kept in a short-lived signed httpOnly cookie; users are matched by verified e-mail.
 */
import * as oidc from 'openid-client';
import { jwtVerify, SignJWT } from 'jose';
import { AUTH_TEXTS, OAUTH_PROVIDERS, type AuthActionType, type OAuthProvider } from '@insight/contracts';
import type { Database } from '@insight/db';
import type { AppConfig, OidcProviderConfig } from '../../../config/env';
import { AppError } from '../../../core/app-error';
import { findActiveAccountByEmail, startSession, type Session } from '../auth';
import { activateInvitedUser, findLiveInvitationForEmail } from '../team';

/** Lifetime of the state cookie in seconds. */
export const STATE_TTL_SECONDS = 600;

/** The providers with client id and secret configured. */
export function configuredProviders(config: AppConfig): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter((p) => config.oidc[p] !== null);
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The discovered client configuration of a provider (cached per issuer and client; retried after a failure). */
function clientConfig(provider: OidcProviderConfig): Promise<oidc.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const insecure = provider.issuer.startsWith('http://');
    found = oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

/** What the state cookie carries between redirect and callback. */
type FlowState = { provider: OAuthProvider; state: string; nonce: string; verifier: string; redirectUrl: string };

/** Only same-site paths are accepted as the place to return to after sign-in. */
function safeRedirectPath(value: string | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}

/** Builds the provider's authorization URL and the signed state cookie value. */
export async function beginFlow(config: AppConfig, provider: OAuthProvider, callbackUrl: string, redirectUrl: string | undefined) {
  const settings = config.oidc[provider];
  if (!settings) throw new AppError('NOT_FOUND', 'Sign-in provider not configured');
  const client = await clientConfig(settings);
  const flow: FlowState = {
    provider,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    redirectUrl: safeRedirectPath(redirectUrl),
  };
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: callbackUrl,
    scope: 'openid email profile',
    response_type: 'code',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
  });
  const cookie = await new SignJWT({ ...flow })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('oidc-state')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS)
    .sign(config.jwtSecret);
  return { url: url.href, cookie };
}

/** Reads the signed state cookie; null when absent, forged, expired or for another provider. */
async function readFlow(config: AppConfig, provider: OAuthProvider, cookie: string | undefined): Promise<FlowState | null> {
  if (!cookie) return null;
  try {
    const { payload } = await jwtVerify(cookie, config.jwtSecret, { algorithms: ['HS256'], audience: 'oidc-state' });
    const flow = payload as unknown as FlowState;
    return flow.provider === provider ? flow : null;
  } catch {
    return null;
  }
}

/** Outcome of a callback: a session and where to go, or a user-facing error for the login page. */
export type CallbackResult = { session: Session; redirectUrl: string; actionType: AuthActionType } | { error: string };

/**
 * Completes the flow: checks state, PKCE and the id token (signature, issuer, audience, nonce), then signs in the
 * Active user with that verified e-mail (`actionType` login), or activates an invited Pending one (`actionType` register:
 * the first sign-in of an invited address registers it). Unknown e-mail → error.
 */
export async function completeFlow(
  db: Database,
  config: AppConfig,
  provider: OAuthProvider,
  currentUrl: URL,
  cookie: string | undefined,
): Promise<CallbackResult> {
  const settings = config.oidc[provider];
  if (!settings) return { error: AUTH_TEXTS.oauthFailed };
  const flow = await readFlow(config, provider, cookie);
  if (!flow) return { error: AUTH_TEXTS.oauthFailed };
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(await clientConfig(settings), currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch {
    return { error: AUTH_TEXTS.oauthFailed };
  }
  const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
  // Google states email_verified; Microsoft often omits it (its addresses are owned by the tenant), but must not deny it.
  const verified = provider === 'google' ? claims?.email_verified === true : claims?.email_verified !== false;
  if (!email) return { error: AUTH_TEXTS.oauthFailed };
  if (!verified) return { error: AUTH_TEXTS.oauthEmailNotVerified };

  const user = await findActiveAccountByEmail(db, email);
  if (user) return { session: await startSession(db, config.jwtSecret, user.id, user.clientId), redirectUrl: flow.redirectUrl, actionType: 'login' };
  const invitation = await findLiveInvitationForEmail(db, email);
  if (!invitation) return { error: AUTH_TEXTS.oauthUnknownEmail };
  const name = typeof claims?.given_name === 'string' ? claims.given_name : '';
  const surname = typeof claims?.family_name === 'string' ? claims.family_name : '';
  const activated = await db.transaction((tx) => activateInvitedUser(tx, invitation, { ...(name ? { name } : {}), ...(surname ? { surname } : {}) }));
  return { session: await startSession(db, config.jwtSecret, activated.id, activated.clientId), redirectUrl: flow.redirectUrl, actionType: 'register' };
}
