/** Registration (SPEC §5, §7 Auth): invitation completion and self sign-up; its public entry within the identity area. */
export { registrationRoutes } from './registration.routes';
