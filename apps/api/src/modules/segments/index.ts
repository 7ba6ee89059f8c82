/** Segments module (SPEC §7 Segments): its public entry. */
export { segmentRoutes } from './segments.routes';
export { businessQuestionsOfStudy } from './segments.service';
export { presentSegment } from './segments.presenter';
