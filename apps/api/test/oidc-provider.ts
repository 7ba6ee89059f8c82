/**
 * A real local OpenID provider for tests (oauth2-mock-server): discovery, authorize (redirects straight back with a
 * code), token with PKCE and nonce checks, RS256-signed id tokens. `signInAs` sets the identity of the next sign-ins.
 * Start the API with OIDC_GOOGLE_ISSUER=<issuer>, OIDC_GOOGLE_CLIENT_ID and OIDC_GOOGLE_CLIENT_SECRET (any values).
 */
import { OAuth2Server } from 'oauth2-mock-server';

/** Identity claims put into the id token. */
export type MockIdentity = { email: string; email_verified?: boolean; given_name?: string; family_name?: string };

/** A running mock provider. */
export type OidcMock = {
  /** Issuer URL (no trailing slash), e.g. `http://127.0.0.1:<port>`. */
  issuer: string;
  /** Sets the identity the provider signs in as from now on. */
  signInAs(identity: MockIdentity): void;
  /** Stops the provider. */
  close(): Promise<void>;
};

/** Starts the provider on a free port of 127.0.0.1 (or `port`). */
export async function startOidcMock(port = 0): Promise<OidcMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let identity: MockIdentity = { email: 'someone@example.test', email_verified: true };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { email_verified: true, ...identity });
  });
  await server.start(port, '127.0.0.1');
  const issuer = (server.issuer.url ?? '').replace(/\/+$/, '');
  return {
    issuer,
    signInAs(next) {
      identity = next;
    },
    close: () => server.stop(),
  };
}
