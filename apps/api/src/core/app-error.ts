/** The one error type of the API (ARCHITECTURE §3 rule 4): a code from contracts ERROR_STATUS and a user-facing message. */
import { ERROR_STATUS, type ErrorCode } from '@insight/contracts';

/** One invalid field of a 400: `name` is the field (e.g. `limit`), `reason` says why. */
export type InvalidParam = { name: string; reason: string };

/** An expected failure answered as problem+json with the status of its code. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly invalidParams?: InvalidParam[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  /** HTTP status of this error's code. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** 404 with the given text (a resource that does not exist or belongs to another client). */
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
/** 403 with the spec's text (SPEC §8). */
export const forbidden = (message = 'You are not authorized to view this page') => new AppError('FORBIDDEN', message);
/** 400 naming one field. */
export const invalidField = (name: string, reason: string) => new AppError('VALIDATION', `Invalid ${name}: ${reason}`, [{ name, reason }]);

/**
 * 400 naming `field` for an id inside a write that is unknown or belongs to another client (or a project the viewer
 * cannot see): one answer for both, so a write never tells whether another client's id exists.
 */
export const unknownReference = (field: string, what: string) => invalidField(field, `no such ${what}`);
