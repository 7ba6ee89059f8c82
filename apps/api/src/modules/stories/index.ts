/** Stories module (SPEC §7 Stories): its public entry. */
export { storyRoutes } from './stories.routes';
