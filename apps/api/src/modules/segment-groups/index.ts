/** Segment groups module (GET /v3/segment-groups/{id}, SPEC §3 Study segment group): its public entry. */
export { segmentGroupRoutes } from './segment-groups.routes';
