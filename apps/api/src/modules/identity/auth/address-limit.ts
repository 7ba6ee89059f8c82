/**
 * A per-address limit across e-mails for the anonymous sign-in and reset-mail routes (issue 8 #2), beside the route's
 * own per-address-and-e-mail limit (@fastify/rate-limit runs one limiter per request, so this one is separate).
 * Fixed windows in this process's memory, like the route limits.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../core/app-error';

/** An onRequest hook allowing `max` requests per client address (request.ip) in each window of `windowSeconds`. */
export function perAddressLimit(max: number, windowSeconds: number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return async (request: FastifyRequest) => {
    const now = Date.now();
    if (now >= nextSweep) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      nextSweep = now + windowSeconds * 1000;
    }
    let window = windows.get(request.ip);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      windows.set(request.ip, window);
    }
    window.count += 1;
    if (window.count > max) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new AppError('RATE_LIMITED', `Too many requests from this address. Try again in ${retryAfter} seconds.`, undefined, {
        'Retry-After': String(retryAfter),
      });
    }
  };
}
