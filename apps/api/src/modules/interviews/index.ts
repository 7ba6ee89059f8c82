/** Interviews module (SPEC §7 Interviews, Videos): its public entry; quotes and notes read interviews and their timed words through it. */
export { interviewRoutes } from './interviews.routes';
export { chunksOfInterview, getInterview } from './interviews.service';
export type { FlatChunk } from './transcript-chunks';
