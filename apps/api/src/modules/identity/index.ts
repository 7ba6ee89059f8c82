/**
 * The identity area (SPEC §4 Session, §5, §6, §7 Auth, User and client): auth, oauth, registration, team and user, each
 * with routes → service → repository → presenter. Its public entry: the routes, and password hashing for test factories.
 */
export { identityRoutes } from './identity.routes';
export { hashPassword } from './auth';
