/** Profile picture limits (ours; SPEC §5 names file size and type errors without values). */

/** Accepted picture types. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Largest picture in bytes (2 MB, as the API allows). */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** The error text for a chosen file, or null when it can be uploaded. */
export function pictureError(file: { type: string; size: number }): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'The picture must be a PNG, JPEG or WebP image.';
  if (file.size > PICTURE_MAX_BYTES) return 'The picture must be at most 2 MB.';
  return null;
}
