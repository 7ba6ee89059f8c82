/** Study materials module (SPEC §3 Study material): read by the studies and segments modules; its public entry. */
export { listStudyMaterials } from './study-materials.service';
export { materialsType, presentStudyMaterial } from './study-materials.presenter';
