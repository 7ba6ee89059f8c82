/** Segment import module (SPEC §7 POST /v3/segments/import/{id}): its public entry. */
export { segmentImportRoutes } from './segment-import.routes';
export { runSegmentImport } from './segment-import.service';
