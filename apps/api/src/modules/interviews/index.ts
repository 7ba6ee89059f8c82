/** Interviews module (SPEC §7 Interviews, Videos): its public entry. */
export { interviewRoutes } from './interviews.routes';
