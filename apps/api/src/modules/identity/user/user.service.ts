/**
 * The signed-in user's own account (SPEC §2 /profile, §7 User and client): profile, the clients they may act for,
 * name, surname, job title, department, password change and picture upload. Only the user themself changes these.
 */
import { randomBytes } from 'node:crypto';
import { AUTH_TEXTS, INVITE_TEXTS, PICTURE_MAX_BYTES, type UpdateProfileRequest } from '@insight/contracts';
import type { Database } from '@insight/db';
import { AppError, forbidden, notFound } from '../../../core/app-error';
import { reencodePicture } from '../../../core/images';
import { mayActForOtherClients } from '../../../core/client-scope';
import type { Viewer } from '../../../core/viewer';
import type { ObjectStorage } from '../../../storage/storage';
import { assertNewPassword, hashPassword, verifyPassword } from '../auth';
import * as repo from './user.repository';

/** The viewer's own user with role and client (GET /user); 404 'User not found' if it vanished. */
export async function getProfile(db: Database, viewer: Viewer): Promise<repo.UserProfileRow> {
  const row = await repo.findUserProfile(db, viewer.homeClientId, viewer.userId);
  if (!row) throw notFound('User not found');
  return row;
}

/**
 * Clients the viewer may act for (SPEC §4, §6): every client with access_all_clients; the home client and extra grants
 * with access_multiple_clients; else the home client alone. `asked` first when given (the SPA makes it active), then
 * the home client, then the rest by name.
 */
export async function clientsOfViewer(db: Database, viewer: Viewer, asked?: string): Promise<repo.ClientRow[]> {
  const rows = viewer.permissions.includes('access_all_clients')
    ? await repo.listAllClients(db)
    : await repo.listClientsOfUser(db, viewer.homeClientId, mayActForOtherClients(viewer) ? viewer.userId : null);
  const homeFirst = [...rows.filter((c) => c.id === viewer.homeClientId), ...rows.filter((c) => c.id !== viewer.homeClientId)];
  return asked ? [...homeFirst.filter((c) => c.id === asked), ...homeFirst.filter((c) => c.id !== asked)] : homeFirst;
}

/** PUT /user/{id}: only the user themself; a password change needs the current password and a valid repeated new one. */
export async function updateProfile(db: Database, viewer: Viewer, userId: string, body: UpdateProfileRequest) {
  if (userId !== viewer.userId) throw forbidden();
  const user = await repo.findUser(db, viewer.homeClientId, userId);
  if (!user) throw notFound('User not found');
  const values: Parameters<typeof repo.updateUser>[3] = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.surname !== undefined) values.surname = body.surname;
  if (body.job_title !== undefined) values.jobTitle = body.job_title || null;
  if (body.company_department !== undefined) values.companyDepartment = body.company_department || null;
  if (body.password !== undefined || body.password_confirmation !== undefined) {
    if (!body.current_password) throw new AppError('VALIDATION', AUTH_TEXTS.required, [{ name: 'current_password', reason: AUTH_TEXTS.required }]);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.current_password))) {
      throw new AppError('VALIDATION', AUTH_TEXTS.currentPasswordWrong, [{ name: 'current_password', reason: AUTH_TEXTS.currentPasswordWrong }]);
    }
    assertNewPassword(body.password ?? '', body.password_confirmation ?? '');
    values.passwordHash = await hashPassword(body.password ?? '');
  }
  await repo.updateUser(db, viewer.homeClientId, userId, values);
}

/**
 * POST /user/{id}/picture: own user only (403); the upload (≤ 2 MB, read by the route) is decoded and re-encoded
 * (core/images.ts: 415 unless PNG/JPEG/WebP, 400 over the pixel limit) before anything is stored; the previous picture
 * is removed. Answers the new picture's storage key.
 */
export async function storePicture(db: Database, storage: ObjectStorage, viewer: Viewer, userId: string, bytes: Buffer): Promise<string> {
  if (userId !== viewer.userId) throw forbidden();
  if (bytes.length > PICTURE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', INVITE_TEXTS.pictureTooLarge, [{ name: 'file', reason: INVITE_TEXTS.pictureTooLarge }]);
  const picture = await reencodePicture(bytes, { field: 'file', typeText: INVITE_TEXTS.pictureType });
  const user = await repo.findUser(db, viewer.homeClientId, userId);
  if (!user) throw notFound('User not found');
  const key = `users/${userId}/picture-${randomBytes(8).toString('hex')}.${picture.ext}`;
  await storage.putBuffer(key, picture.bytes, picture.contentType);
  try {
    await repo.updateUser(db, viewer.homeClientId, userId, { image: key });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (user.image) await storage.delete(user.image).catch(() => undefined);
  return key;
}

/** User `userId` of client `clientId`, or null (team management reads members' rows through this). */
export function findUser(db: Database, clientId: string, userId: string) {
  return repo.findUser(db, clientId, userId);
}

/** Updates fields of user `userId` of client `clientId` (role, auto-grant, status, name, …); `updated_at` set. */
export async function updateUser(db: Database, clientId: string, userId: string, values: Parameters<typeof repo.updateUser>[3]): Promise<void> {
  await repo.updateUser(db, clientId, userId, values);
}
