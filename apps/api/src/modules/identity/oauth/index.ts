/** OpenID Connect sign-in (SPEC §7 Auth: Google, Microsoft); its public entry within the identity area. */
export { oauthRoutes } from './oauth.routes';
