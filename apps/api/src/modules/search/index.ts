/** Search module (issue 14: search across all studies): its public entry; the assistant reads transcript lines through it. */
export { searchRoutes } from './search.routes';
export { bestTranscriptLines } from './search.service';
