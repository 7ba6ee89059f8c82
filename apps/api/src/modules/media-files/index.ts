/** Media files module (GET|HEAD /api/media/<key>, the local store's signed file route): its public entry. */
export { mediaFileRoutes } from './media-files.routes';
