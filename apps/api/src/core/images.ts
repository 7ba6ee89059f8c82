/**
 * Uploaded pictures are never stored as sent (issue 8 #8): decoded with sharp (only PNG, JPEG, WebP; at most
 * {@link MAX_INPUT_PIXELS}), turned upright, scaled to fit {@link PICTURE_EDGE_PX} and re-encoded as WebP without any
 * metadata (EXIF, XMP, ICC text), so a polyglot or a decompression bomb never reaches a browser.
 */
import { AppError } from './app-error';

/** sharp (libvips, about 30 MB of memory), loaded with the first picture rather than when the server starts. */
export async function loadSharp() {
  return (await import('sharp')).default;
}

/** Largest picture accepted, in decoded pixels (40 megapixels). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longest edge of a stored picture, in pixels. */
export const PICTURE_EDGE_PX = 1024;

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * The picture re-encoded as WebP (`{ bytes, contentType: 'image/webp', ext: 'webp' }`). Errors: 415 `typeText` naming
 * `field` when not a decodable PNG, JPEG or WebP; 400 naming `field` when over {@link MAX_INPUT_PIXELS}.
 */
export async function reencodePicture(input: Buffer, opts: { field: string; typeText: string }) {
  const refuseType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', opts.typeText, [{ name: opts.field, reason: opts.typeText }]);
  const tooManyPixels = () => {
    const reason = `must be at most ${MAX_INPUT_PIXELS / 1_000_000} million pixels`;
    return new AppError('VALIDATION', `Invalid ${opts.field}: ${reason}`, [{ name: opts.field, reason }]);
  };
  const sharp = await loadSharp();
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0) * Math.max(1, meta.pages ?? 1);
  } catch {
    throw refuseType();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refuseType();
  if (pixels > MAX_INPUT_PIXELS) throw tooManyPixels();
  try {
    const bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: PICTURE_EDGE_PX, height: PICTURE_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes, contentType: 'image/webp', ext: 'webp' } as const;
  } catch {
    throw refuseType();
  }
}
