/** The text to show for a failed call: the API's detail (SPEC §8 texts), else a generic one. Pure. */
import { isApiError } from '../../lib/api-client';

/** Human text of `error`. */
export function getErrorText(error: unknown): string {
  if (isApiError(error)) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The reason the API gave for `field` (400 invalidParams), if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.invalidParams?.find((p) => p.name === field)?.reason;
}
