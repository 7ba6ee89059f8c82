/** Zod-free home of the error texts, so the web imports them (`@insight/contracts/error-texts`) without zod; `errors.ts` re-exports them. */

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
