/** Tags module (SPEC §7 GET /v3/tags): its public entry. */
export { tagRoutes } from './tags.routes';
