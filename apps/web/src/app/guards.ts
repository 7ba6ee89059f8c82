/**
 * Route guards of SPEC §2 ('run before each page'): auth, then client initialisation (SPEC §4 startup), as react-router
 * middleware on the signed-in layout route, so every loader below can read the session from the router context.
 */
import { data, redirect, replace, type LoaderFunctionArgs, type MiddlewareFunction } from 'react-router';
import type { Client, User } from '@insight/contracts/user';
import { can, canActForOtherClients, canWriteStories, isConsumerRole, isResearchTeam, type Permission } from '@insight/contracts/permissions';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { CLIENT_ID_PARAM, keepClientId, paths } from '../config/paths';
import { apiClient, isApiError } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { readStoredClientId, storeClientId } from '../lib/active-client';
import { sessionContext, type Session } from '../lib/session';
import { studyStore } from '../lib/study-store';
import { userQueryOptions } from '../resources/user/get-user';
import { userClientsQueryOptions } from '../resources/user/get-user-clients';
import { canSeeBoards, canSeeStories, readDocumentCookie, resolveFeatureFlags } from '../features/flags/feature-flags';

function toLogin(url: URL): Response {
  const here = url.pathname + url.search;
  return redirect(paths.auth.login.getHref(here === paths.root.path ? undefined : here));
}

/**
 * Picks the active client (SPEC §4, §6): the requested id when the admin-like check passes (access_multiple_clients or
 * access_all_clients) and it is one of their clients, else the first of their clients; without that check the user's
 * own client whatever the query parameter says.
 */
export function pickActiveClient(user: User, clients: Client[], requestedId: string | null): Client {
  if (!canActForOtherClients(user.permissions)) return user.client;
  return clients.find((client) => client.id === requestedId) ?? clients[0] ?? user.client;
}

/**
 * Auth + client initialisation: no token → login with redirect_url; GET /user and GET /user/clients in parallel; the active client
 * is client_id from the URL (or session storage) when allowed, else the first client (the layout then puts it in the URL).
 */
export const sessionMiddleware: MiddlewareFunction = async ({ request, context }) => {
  const url = new URL(request.url);
  if (!apiClient.isLoggedIn()) throw toLogin(url);

  // The user and their clients load in parallel (one round trip on reload, not two).
  const [userResult, clientsResult] = await Promise.allSettled([
    queryClient.ensureQueryData(userQueryOptions()),
    queryClient.ensureQueryData(userClientsQueryOptions()),
  ]);
  if (userResult.status === 'rejected') {
    if (isApiError(userResult.reason, 401)) {
      apiClient.clearSession();
      queryClient.clear();
      throw toLogin(url);
    }
    throw userResult.reason;
  }
  const user: User = userResult.value;

  let clients: Client[] = [];
  if (clientsResult.status === 'fulfilled') clients = clientsResult.value;
  else if (isApiError(clientsResult.reason, 401)) throw toLogin(url);
  // SPEC §8: a failed startup client fetch clears the stored client; the user's own client is used.
  else storeClientId(null);

  const requested = url.searchParams.get(CLIENT_ID_PARAM) ?? readStoredClientId();
  const activeClient = pickActiveClient(user, clients, requested);
  storeClientId(activeClient.id);
  // A URL without the active client's id (a typed or shared link) is not redirected: the page renders at once for the
  // active client and the layout then writes client_id into the URL in place (useClientIdInUrl).
  if (studyStore.getState().client?.id !== activeClient.id) studyStore.setClient(activeClient);
  context.set(sessionContext, { user, clients: clients.length > 0 ? clients : [activeClient], activeClient });
};

/** Consumers see only stories (SPEC §6): /home sends them to /stories, other staff pages answer 403. */
export const staffOnlyMiddleware: MiddlewareFunction = ({ request, context }) => {
  const { user, activeClient } = context.get(sessionContext);
  if (!isConsumerRole(user.role)) return;
  const url = new URL(request.url);
  if (url.pathname === paths.home.path) throw redirect(keepClientId(paths.stories.getHref(), activeClient.id));
  throw data(ERROR_TEXTS.forbidden, { status: 403 });
};

/** Stories pages (SPEC §2): a consumer without the stories flag (cookie or client) gets 403; staff always pass. */
export const storiesMiddleware: MiddlewareFunction = ({ context }) => {
  const { user, activeClient } = context.get(sessionContext);
  if (!canSeeStories(user.role, resolveFeatureFlags(readDocumentCookie(), activeClient.features))) {
    throw data(ERROR_TEXTS.forbidden, { status: 403 });
  }
};

/** The session as far as the cache knows it (user, clients, stored client), for error pages whose guards stopped before the layout loaded; null when signed out. */
export function cachedSession(): Session | null {
  if (!apiClient.isLoggedIn()) return null;
  const user = queryClient.getQueryData(userQueryOptions().queryKey);
  if (!user) return null;
  const clients = queryClient.getQueryData(userClientsQueryOptions().queryKey) ?? [];
  const activeClient = pickActiveClient(user, clients, readStoredClientId());
  return { user, clients: clients.length > 0 ? clients : [activeClient], activeClient };
}

/** Boards pages (SPEC §2, §6): only with the boards flag (cookie or client); a consumer also needs the stories flag. */
export const boardsMiddleware: MiddlewareFunction = ({ context }) => {
  const { user, activeClient } = context.get(sessionContext);
  const flags = resolveFeatureFlags(readDocumentCookie(), activeClient.features);
  if (!canSeeBoards(flags) || !canSeeStories(user.role, flags)) throw data(ERROR_TEXTS.forbidden, { status: 403 });
};

/** Story editor pages (ours, issue 13): only users who may write stories (contracts' canWriteStories). */
export const storyWriterMiddleware: MiddlewareFunction = ({ context }) => {
  const { user } = context.get(sessionContext);
  if (!canWriteStories(user.permissions)) throw data(ERROR_TEXTS.forbidden, { status: 403 });
};

/** Loader of the signed-in layout: answers the {@link Session} for `useSession`. */
export function sessionLoader({ context }: LoaderFunctionArgs): Session {
  return context.get(sessionContext);
}

/** Loader of `/`: home for staff, stories for consumers (SPEC §2), keeping client_id. */
export function indexLoader({ context }: LoaderFunctionArgs): Response {
  const { user, activeClient } = context.get(sessionContext);
  const target = isConsumerRole(user.role) ? paths.stories.getHref() : paths.home.getHref();
  return replace(keepClientId(target, activeClient.id));
}

/** Pages that need a SPEC §6 permission (e.g. /users needs view_team_account_status) answer 403 without it. */
export function requirePermission(permission: Permission): MiddlewareFunction {
  return ({ context }) => {
    if (!can(context.get(sessionContext).user.permissions, permission)) throw data(ERROR_TEXTS.forbidden, { status: 403 });
  };
}

/** The component showcase (SPEC §2 /react): the research team only (access_all_clients); anyone else gets the 403 page. */
export const researchTeamMiddleware: MiddlewareFunction = ({ context }) => {
  if (!isResearchTeam(context.get(sessionContext).user.permissions)) throw data(ERROR_TEXTS.forbidden, { status: 403 });
};

/**
 * /projects2/{project?} and /studies2/{study?} (SPEC §2's second shape): the same pages as /projects/{project?} and
 * /studies/{study}, reached by redirect so there is one page each; the query (client_id, filters) is kept.
 */
export function secondShapeLoader({ request, params }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  const isProjects = url.pathname.startsWith('/projects2');
  const target = isProjects
    ? params.project
      ? paths.project.summary.getHref(params.project)
      : paths.projects.getHref()
    : params.study
      ? paths.study.summary.getHref(params.study)
      : paths.studies.getHref();
  return redirect(`${target}${url.search}`);
}
