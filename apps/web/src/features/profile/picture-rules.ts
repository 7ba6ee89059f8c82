/** The profile picture check before upload: the API's limits and texts from contracts (SPEC §5 file size and type errors). */
import { PICTURE_MAX_BYTES, PICTURE_TEXTS, PICTURE_TYPES } from '@insight/contracts/validation';

/** The error text for a chosen file, or null when it can be uploaded. */
export function pictureError(file: { type: string; size: number }): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return PICTURE_TEXTS.type;
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_TEXTS.tooLarge;
  return null;
}
