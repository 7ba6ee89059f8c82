/** Study creation module (SPEC §7 Marketplace, Orders, Upload; §4 drafts): its public entry. */
export { studyCreationRoutes } from './study-creation.routes';
export { sweepAbandonedUploads } from './study-objects.service';
