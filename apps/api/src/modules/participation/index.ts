/** Participation module (the public page behind a self-recruit study's shareable link): its public entry. */
export { participationRoutes } from './participation.routes';
