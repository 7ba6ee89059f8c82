/** Id parameters of detail routes (SPEC §2): an id that cannot exist is the 404 page, never a 400 from the API (SPEC §8). */
import { data, type Params } from 'react-router';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The not-found text of each id parameter: the spec's where it has one (SPEC §8), else the API's wording. */
export const NOT_FOUND_TEXTS = {
  study: ERROR_TEXTS.studyNotFound,
  interview: ERROR_TEXTS.interviewNotFound,
  quote: ERROR_TEXTS.quoteNotFound,
  showreel: ERROR_TEXTS.showreelNotFound,
  segment: 'Segment not found',
  segmentGroup: 'Segment group not found',
  project: 'Project not found',
  story: 'Story not found',
} as const;

/** An id route parameter of {@link NOT_FOUND_TEXTS}. */
export type IdParamName = keyof typeof NOT_FOUND_TEXTS;

/** True when `value` has the shape of an id (a UUID, ARCHITECTURE conventions). */
export function isId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * The id route parameter `name` of `params`; throws a 404 route answer carrying its not-found text (e.g. 'Study not
 * found') when it is missing or not an id, so the loader never asks the API about it.
 */
export function requireIdParam(params: Params, name: IdParamName): string {
  const value = params[name];
  if (!isId(value)) throw data(NOT_FOUND_TEXTS[name], { status: 404 });
  return value;
}
