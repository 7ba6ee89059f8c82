/** Categories module (SPEC §7 GET /v3/categories): its public entry. */
export { categoryRoutes } from './categories.routes';
