/** Search module (issue 14: search across all studies): its public entry. */
export { searchRoutes } from './search.routes';
