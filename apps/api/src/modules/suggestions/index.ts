/** Suggestions module (SPEC §7 GET suggestions/{x}): its public entry. */
export { suggestionRoutes } from './suggestions.routes';
