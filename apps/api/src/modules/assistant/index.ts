/** Assistant module (SPEC §7 Assistant; issue 12): threads, streamed answers grounded in the user's research. */
export { assistantRoutes } from './assistant.routes';
