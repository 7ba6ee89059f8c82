/** Studies module (SPEC §7 Studies): its public entry. */
export { studyRoutes } from './studies.routes';
