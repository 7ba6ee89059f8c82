/**
 * OpenID Connect endpoints (SPEC §7 Auth): GET /api/auth/providers, GET /api/auth/oauth/redirect/{provider},
 * GET /api/auth/oauth/callback/{provider}. Both outcomes land on the SPA's callback page `/login` (SPEC §2): success as
 * `/login?redirect_url=…` with the refresh cookie set (the SPA then calls GET /api/auth/refresh_token), failure as `/login?error=<text>`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OAUTH_PROVIDERS, Problem, ProvidersResponse } from '@insight/contracts';
import type { Database } from '@insight/db';
import type { AppConfig } from '../../../config/env';
import { setRefreshCookie } from '../auth';
import { presentProviders } from './oauth.presenter';
import * as service from './oauth.service';

/** Options of the OIDC routes. */
type OAuthRoutesOptions = { db: Database; config: AppConfig };

/** Name and path of the state cookie. */
const OIDC_STATE_COOKIE = 'oidc_state';
const STATE_COOKIE_PATH = '/api/auth/oauth';

/** Registers the OIDC routes. */
export async function oauthRoutes(app: FastifyInstance, opts: OAuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const providerParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

  r.get('/auth/providers', {
    schema: { summary: 'Configured sign-in providers (the web shows only these buttons)', tags: ['auth'], response: { 200: ProvidersResponse } },
    handler: async () => ({ data: presentProviders(service.configuredProviders(opts.config)) }),
  });

  r.get('/auth/oauth/redirect/:provider', {
    schema: {
      summary: 'Start sign-in with a provider: redirects to it with state, nonce and PKCE',
      tags: ['auth'],
      params: providerParams,
      querystring: z.object({ redirect_url: z.string().max(2000).optional() }),
      response: { 404: Problem },
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const base = opts.config.publicBase;
      const { url, cookie } = await service.beginFlow(
        opts.config,
        request.params.provider,
        `${base}/api/auth/oauth/callback/${request.params.provider}`,
        request.query.redirect_url,
      );
      // Lax, not Strict: the callback arrives as a top-level navigation from the provider's site.
      reply.setCookie(OIDC_STATE_COOKIE, cookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.config.cookieSecure,
        path: STATE_COOKIE_PATH,
        maxAge: service.STATE_TTL_SECONDS,
      });
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(url, 302);
    },
  });

  r.get('/auth/oauth/callback/:provider', {
    schema: {
      summary:
        'Provider callback: verifies state, PKCE and the id token, signs in (or registers an invited address), redirects to the SPA /login with action_type login or register (SPEC §3)',
      tags: ['auth'],
      params: providerParams,
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const base = opts.config.publicBase;
      const result = await service.completeFlow(opts.db, opts.config, request.params.provider, new URL(request.url, base), request.cookies[OIDC_STATE_COOKIE]);
      reply.clearCookie(OIDC_STATE_COOKIE, { path: STATE_COOKIE_PATH });
      reply.header('Cache-Control', 'no-store');
      if ('error' in result) return reply.redirect(`${base}/login?${new URLSearchParams({ error: result.error })}`, 302);
      setRefreshCookie(reply, result.session, opts.config.cookieSecure);
      return reply.redirect(`${base}/login?${new URLSearchParams({ redirect_url: result.redirectUrl, action_type: result.actionType })}`, 302);
    },
  });
}
