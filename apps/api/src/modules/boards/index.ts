/** Boards module (SPEC §7 Boards): its public entry. */
export { boardRoutes } from './boards.routes';
