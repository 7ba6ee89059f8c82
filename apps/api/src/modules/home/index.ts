/** Home content module (SPEC §2 Home articles; the header's news banner): its public entry. */
export { homeRoutes } from './home.routes';
