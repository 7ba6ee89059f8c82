/**
 * One guard for every input (issue 8 #6, house rule "Bad input"): a NUL byte in any text of the query, the path or a
 * parsed body (PostgreSQL text cannot hold one) is a 400 naming the field, before any route's validation runs.
 */
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../core/app-error';

/** Why a field with a NUL byte is refused (the `reason` of its invalid param). */
const NUL_REASON = 'must not contain a NUL byte';

/**
 * The field path (dot-joined; list positions dropped, as in validation errors) of the first string or key in `value`
 * holding a NUL byte, '' for the value itself, or null when there is none. Nesting deeper than 32 levels is not searched.
 */
export function nulBytePath(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  const isList = Array.isArray(value);
  // Only plain data is searched (parsed JSON, and the query parser's objects, whose prototype is a bare null-prototype
  // object): a streamed body (an upload) is an object graph of sockets, not input text.
  const proto = Object.getPrototypeOf(value) as object | null;
  if (!isList && proto !== Object.prototype && proto !== null && Object.getPrototypeOf(proto) !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    const inKey = !isList && key.includes('\u0000');
    const inside = inKey ? '' : nulBytePath(item, depth + 1);
    if (inside === null) continue;
    const name = isList ? '' : key.replaceAll('\u0000', '\\0');
    return [name, inside].filter(Boolean).join('.');
  }
  return null;
}

/** Registers the NUL-byte guard (a `preValidation` hook on every route of `app`). */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = nulBytePath(value);
      if (path !== null) throw invalidField(path || where, NUL_REASON);
    }
  });
}
