/**
 * Error codes, their HTTP statuses and the user-facing texts of SPEC §8.
 * The API answers every error as `application/problem+json` shaped like {@link Problem}.
 */
import { z } from 'zod';

// The texts live in a zod-free file so the web can import them without pulling zod into its bundle.
export { ERROR_TEXTS } from './error-texts';

/** Every error code the API can answer with, mapped to its HTTP status (SPEC §8). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  REFRESH_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  AI_FAILED: 502,
  AI_UNAVAILABLE: 503,
  /** The database cannot be reached (restart, outage): retry after the answer's Retry-After seconds (issue 15). */
  DATABASE_UNAVAILABLE: 503,
  /** This server is stopping (a restart, a deploy): retry after the answer's Retry-After seconds, on another server or this one restarted. */
  SHUTTING_DOWN: 503,
} as const;

/** One of the API's error codes. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** One invalid parameter of a 400 answer: `name` is the field path (e.g. `query.limit`). */
export const InvalidParam = z.object({ name: z.string(), reason: z.string() });

/** RFC 9457 problem document answered for every error: `code` from {@link ERROR_STATUS}. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  requestId: z.string(),
  invalidParams: z.array(InvalidParam).optional(),
});
/** The problem+json body of an error answer. */
export type Problem = z.infer<typeof Problem>;
