/**
 * Helpers of the team specs: the backend's real local SMTP server (fixtures/mail.ts) and OpenID provider
 * (fixtures/oidc.ts), started on the ports of the worker's portal (fixtures/portals.ts; start-portals.ts gives them to the portal as SMTP_URL
 * and OIDC_GOOGLE_ISSUER).
 */
import { startTestSmtpServer, type TestSmtpServer } from '../../fixtures/mail';
import { startOidcMock, type OidcMock } from '../../fixtures/oidc';
import { currentPortal } from '../../fixtures/portals';

/** Starts the SMTP server the e2e server sends mail to; `waitForMail(address)` answers the next message to it. */
export function startInbox(): Promise<TestSmtpServer> {
  return startTestSmtpServer(currentPortal().smtpPort);
}

/** Starts the OpenID provider the e2e server's Google sign-in uses; `signInAs({ email })` picks who signs in. */
export function startOpenIdProvider(): Promise<OidcMock> {
  return startOidcMock(currentPortal().oidcPort);
}

/** A fresh address per run, so specs can run again on the same data folder. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@e2e.test`;
}

/** The path and query of an e-mailed link, to open it on the e2e base URL. */
export function pathOf(link: string | null): string {
  if (!link) throw new Error('The e-mail carries no link');
  const url = new URL(link);
  return url.pathname + url.search;
}
