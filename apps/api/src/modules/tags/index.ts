/** Tags module (SPEC §7 GET /v3/tags; issue 14 tag writes): its public entry; quotes tag through it. */
export { tagRoutes } from './tags.routes';
export { findOrCreateTag, getTag, getTags } from './tags.service';
