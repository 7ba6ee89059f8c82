/**
 * Search module (issue 14: search across all studies): its public entry; the assistant reads transcript lines through
 * it, and `bench/global-search.ts --scale` calls the whole search in process (no sign-in, so nothing is written).
 */
export { searchRoutes } from './search.routes';
export { bestTranscriptLines, search as searchEverything } from './search.service';
