/** User (SPEC §3 User, §7 User and client): the signed-in user's own account routes and user rows for team management; its public entry within the identity area. */
export { userRoutes } from './user.routes';
export { findUser, updateUser } from './user.service';
