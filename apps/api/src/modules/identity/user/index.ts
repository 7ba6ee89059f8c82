/** User (SPEC §7 User and client): the signed-in user's own account routes; its public entry within the identity area. */
export { userRoutes } from './user.routes';
