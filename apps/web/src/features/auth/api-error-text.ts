/** Turns an API error into the text an auth form shows (SPEC §8 catalogue; rate limits name the wait). */
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { isApiError } from '../../lib/api-client';

/** The human text of a failed auth call. */
export function apiErrorText(error: unknown): string {
  if (isApiError(error, 429)) return 'Too many attempts. Please wait a minute and try again.';
  if (isApiError(error)) {
    const first = error.invalidParams?.[0]?.reason;
    return first ?? error.detail ?? ERROR_TEXTS.other;
  }
  return ERROR_TEXTS.other;
}

/** The reason the API gave for one field of a 400 answer (`body.<field>` or `<field>`), if any. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.invalidParams?.find((param) => param.name === field || param.name === `body.${field}` || param.name.endsWith(`.${field}`))?.reason;
}
