/**
 * Showreels module (SPEC §3 Showreel, §4 states, §7 Showreels and Published showreels): its public entry. The routes,
 * and for the job workers the render side (render-state.ts).
 */
export { showreelRoutes } from './showreels.routes';
export { injectPageMeta, isPublicShowreelPage, publicShowreelIdOf, publicShowreelMeta } from './public-page';
export type { ClipRow } from './showreels.repository';
export { findVisibleShowreels } from './showreels.service';
export { presentShowreel } from './showreels.presenter';
export {
  burnedDownloadKey,
  completeRender,
  failRender,
  failStalledRender,
  findRendersWithoutPendingJob,
  findShowreelForRender,
  startRender,
  transcriptsOfReel,
  type PendingRenderCondition,
} from './render-state';
