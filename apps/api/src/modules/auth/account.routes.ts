/** Registers the account routes of issue 4: password reset, registration, team management and OpenID Connect sign-in. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '@insight/db';
import type { AppConfig } from '../../config/env';
import type { Mailer } from '../../mail/mailer';
import type { ObjectStorage } from '../../storage/storage';
import { oauthRoutes } from '../oauth/oauth.routes';
import { registrationRoutes } from '../registration/registration.routes';
import { teamRoutes } from '../team/team.routes';
import { passwordRoutes } from './password.routes';

/** Options of the account routes. */
export type AccountRoutesOptions = { db: Database; storage: ObjectStorage; mailer: Mailer; config: AppConfig };

/** Registers password, registration, team and OIDC routes under the API prefix. */
export async function accountRoutes(app: FastifyInstance, opts: AccountRoutesOptions) {
  const { db, storage, mailer, config } = opts;
  await app.register(passwordRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(registrationRoutes, { db, jwtSecret: config.jwtSecret, cookieSecure: config.cookieSecure, selfRegistration: config.selfRegistration });
  await app.register(teamRoutes, { db, storage, mailer, publicUrl: config.publicUrl });
  await app.register(oauthRoutes, { db, config });
}
