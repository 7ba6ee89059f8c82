/**
 * Registers every identity route (SPEC §4 Session, §5, §6, §7 Auth, User and client): sign-in and sessions, password
 * reset, registration, OpenID Connect, team management and the user's own account.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '@insight/db';
import type { AppConfig } from '../../config/env';
import type { MediaSigner } from '../../core/media-urls';
import type { Mailer } from '../../mail/mailer';
import type { ObjectStorage } from '../../storage/storage';
import { authRoutes, passwordRoutes } from './auth';
import { oauthRoutes } from './oauth';
import { registrationRoutes } from './registration';
import { teamRoutes } from './team';
import { userRoutes } from './user';

/** What the identity routes need: database, media URL signer, storage (pictures), mailer and the app's settings. */
type IdentityRoutesOptions = { db: Database; media: MediaSigner; storage: ObjectStorage; mailer: Mailer; config: AppConfig };

/** Registers the identity routes under the API prefix. */
export async function identityRoutes(app: FastifyInstance, opts: IdentityRoutesOptions) {
  const { db, media, storage, mailer, config } = opts;
  await app.register(authRoutes, { db, jwtSecret: config.jwtSecret, cookieSecure: config.cookieSecure, loginRateLimit: config.loginRateLimit });
  await app.register(passwordRoutes, { db, mailer, publicBase: config.publicBase });
  await app.register(registrationRoutes, { db, jwtSecret: config.jwtSecret, cookieSecure: config.cookieSecure, selfRegistration: config.selfRegistration });
  await app.register(oauthRoutes, { db, config });
  await app.register(teamRoutes, { db, media, storage, mailer, publicBase: config.publicBase });
  await app.register(userRoutes, { db, media, storage });
}
