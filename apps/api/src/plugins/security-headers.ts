/**
 * Security headers on every answer: the web app, /api and media (issue 8 #12), through @fastify/helmet.
 * Content-Security-Policy without inline scripts, except the page shell's signed-out probe and the interview page's
 * early calls, allowed by their hashes (decisions 0330, 0340; styles may be inline: MUI writes style elements), frame-ancestors
 * 'none' and X-Frame-Options DENY (no clickjacking of Delete or Publish), nosniff, Referrer-Policy no-referrer
 * (signed media URLs never leak), a Permissions-Policy that allows no camera or microphone (nothing records yet), and
 * HSTS only when the request came over https (directly, or through a TRUST_PROXY proxy saying so).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { SIGNED_OUT_PROBE } from '@insight/contracts/page-shell';
import { EARLY_REQUESTS_SCRIPT } from '@insight/contracts/early-requests';
import type { AppConfig } from '../config/env';

/** Features the portal never uses; camera and microphone join the allowed ones only on a route that records. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=(), interest-cohort=()';

/** HSTS for answers over https: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin signed media URLs point at when objects live in S3 (they are loaded by img, video and track), or null. */
export function mediaOrigin(s3: AppConfig['s3']): string | null {
  if (!s3) return null;
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    return s3.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
  }
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

/** The CSP source that allows exactly the inline script `source` (its SHA-256, base64). */
export function scriptHashSource(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The Content-Security-Policy directives of every answer (`media`: an extra origin of media files, e.g. S3). */
export function cspDirectives(media: string | null): Record<string, string[]> {
  const extra = media ? [media] : [];
  return {
    'default-src': ["'self'"],
    // The only inline scripts: the page shell's probe (decision 0330), run before the first paint, and the interview
    // page's early calls (decision 0340), run while the HTML is parsed.
    'script-src': ["'self'", scriptHashSource(SIGNED_OUT_PROBE), scriptHashSource(EARLY_REQUESTS_SCRIPT)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extra],
    'media-src': ["'self'", 'blob:', ...extra],
    'connect-src': ["'self'", ...extra],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Registers the security headers on every route of `app` (call before the routes). */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 's3'>) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(mediaOrigin(config.s3)) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Sent below only over https: over http a browser ignores it, and a laptop install must stay reachable.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
