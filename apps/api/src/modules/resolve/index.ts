/** Resolve module (SPEC §7 GET /v3/{studies,segments,interviews}/resolve/{id}): its public entry. */
export { resolveRoutes } from './resolve.routes';
