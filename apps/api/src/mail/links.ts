/** Absolute links in e-mails and redirects: PUBLIC_URL when set, else the origin the request came to. */
import type { FastifyRequest } from 'fastify';

/** The public origin (no trailing slash) for links built while serving `request`. */
export function publicBase(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
