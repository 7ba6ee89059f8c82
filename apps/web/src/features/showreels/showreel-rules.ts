/** Field rules of the showreel forms (SPEC §3 writable fields): the API's limits from contracts, so the form and the API refuse the same values. */
import { LIMITS } from '@insight/contracts/limits';

/** The writable text fields of a showreel as they will be sent. */
export type ShowreelFields = { title: string; description: string };

/** Field errors of {@link ShowreelFields}; a field without an error is absent. */
export type ShowreelFieldErrors = Partial<Record<keyof ShowreelFields, string>>;

/**
 * Errors of a showreel's title and description as sent: the title is required and at most
 * {@link LIMITS.showreelTitleMaxLength} characters once trimmed (the API trims it too); the description at most
 * {@link LIMITS.showreelDescriptionMaxLength} characters.
 */
export function showreelFieldErrors({ title, description }: ShowreelFields): ShowreelFieldErrors {
  const errors: ShowreelFieldErrors = {};
  const trimmed = title.trim();
  if (!trimmed) errors.title = 'Enter a title.';
  else if (trimmed.length > LIMITS.showreelTitleMaxLength) errors.title = `The title must be at most ${LIMITS.showreelTitleMaxLength} characters.`;
  if (description.length > LIMITS.showreelDescriptionMaxLength)
    errors.description = `The description must be at most ${LIMITS.showreelDescriptionMaxLength} characters.`;
  return errors;
}
