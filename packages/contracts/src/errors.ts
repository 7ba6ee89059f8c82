/**
 * Error codes, their HTTP statuses and the user-facing texts of SPEC §8.
 * The API answers every error as `application/problem+json` shaped like {@link Problem}.
 */
import { z } from 'zod';

/** Every error code the API can answer with, mapped to its HTTP status (SPEC §8). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  REFRESH_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

/** One of the API's error codes. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The spec's user-facing texts (SPEC §2 error pages and §8 catalogue). */
export const ERROR_TEXTS = {
  forbidden: 'You are not authorized to view this page',
  notFound: 'Page Not Found',
  unknownPage: 'This page could not be found',
  other: 'An error occurred',
  wrongCredentials: 'Wrong email or password. Please try again.',
  invalidData: 'The given data was invalid.',
  invalidEmail: 'The email must be a valid email address.',
  emailNotVerified: 'Email not verified. Verify email and try again.',
  refreshInvalid: 'refresh token invalid',
  bothExpired: 'Both token and refresh token have expired. Your request was aborted.',
  timeout: 'It looks like the operation took too long and has timed out.',
  studyNotFound: 'Study not found',
  quoteNotFound: 'Quote not found',
  showreelNotFound: 'Showreel not found',
  interviewNotFound: 'Interview not found',
  showreelNotPublished: "The specified showreel doesn't exist, or isn't published.",
  emailInUse: 'Email is already in use.',
  selfRegisterUnsupported: 'Self registering is not supported at the moment.',
  passwordMismatch: 'Password does not match',
  required: 'This value is required',
  boardError: 'Error loading board',
  editPermission: "You don't have permission to access this page.",
  studyClosed: 'This study is now closed. Thanks for your interest.',
  aborted: 'Aborted',
} as const;

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
