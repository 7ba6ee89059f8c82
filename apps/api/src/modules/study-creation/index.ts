/** Study creation module (SPEC §7 Marketplace, Orders, Upload; §4 drafts): its public entry. */
export { studyCreationRoutes } from './study-creation.routes';
export { ABANDONED_UPLOAD_GRACE_MS, sweepAbandonedUploads } from './study-objects.service';
