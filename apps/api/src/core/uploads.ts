/**
 * Reading an uploaded file (issue 8 #7, #10): one file of a multipart/form-data request, read at most to a byte limit.
 * Past it the answer is 413 at once, the connection is closed so the rest of the upload is never read, and nothing is
 * kept; a malformed body (no boundary, cut off) is a 400 naming the field, never a 500.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** 400 naming `field` for an upload that is not a readable multipart/form-data body. */
const malformed = (field: string) =>
  new AppError('VALIDATION', `Invalid ${field}: the upload is not a complete multipart/form-data body`, [
    { name: field, reason: 'the upload is not a complete multipart/form-data body' },
  ]);

/**
 * The bytes of the one file part `field` of `request` (the route registers @fastify/multipart with a `fileSize` limit
 * of at least `maxBytes`). Errors: 415 `notMultipart` text when the request is not multipart; 400 naming `field` when
 * the part is missing or the body malformed; 413 with `tooLarge` (and `Connection: close`) past `maxBytes`.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  opts: { field: string; maxBytes: number; tooLarge: string; notMultipart: string },
): Promise<Buffer> {
  const { field, maxBytes } = opts;
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', opts.notMultipart, [{ name: field, reason: opts.notMultipart }]);
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', opts.tooLarge, [{ name: field, reason: opts.tooLarge }], { Connection: 'close' });
  // Nothing past the limit is read: the answer closes the connection instead of draining the rest of the request.
  const stopReading = () => request.raw.unpipe();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    throw clientFault(error) ?? malformed(field);
  }
  if (!part || part.fieldname !== field) throw new AppError('VALIDATION', `A ${field} is required`, [{ name: field, reason: 'is required' }]);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        part.file.destroy();
        stopReading();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw clientFault(error) ?? malformed(field);
  }
  if (part.file.truncated) {
    stopReading();
    throw tooLarge();
  }
  return Buffer.concat(chunks);
}

/** A multipart plugin error meant for the client (4xx with a status), else null (busboy's parse errors have none). */
function clientFault(error: unknown): Error | null {
  const status = (error as { statusCode?: number }).statusCode;
  return error instanceof Error && status !== undefined && status >= 400 && status < 500 ? error : null;
}
