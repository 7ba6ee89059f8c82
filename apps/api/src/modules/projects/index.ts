/** Projects module (SPEC §7 GET /projects): its public entry. */
export { projectRoutes } from './projects.routes';
