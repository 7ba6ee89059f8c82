/** Notes module (issue 14: notes on interviews and quotes): its public entry. */
export { noteRoutes } from './notes.routes';
