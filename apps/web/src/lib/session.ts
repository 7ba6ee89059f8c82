/**
 * The signed-in session as the route guards resolved it (SPEC §2 guards, §4 startup): user, the clients they may act
 * for, and the active client. Read in components with {@link useSession}; loaders read it from the router context.
 */
import { createContext as createReactContext, useContext } from 'react';
import { createContext, useRouteLoaderData } from 'react-router';
import type { Client, User } from '@insight/contracts/user';
import { can, isConsumerRole, type Permission } from '@insight/contracts/permissions';
import { keepClientId } from '../config/paths';

/** The resolved session. */
export type Session = { user: User; clients: Client[]; activeClient: Client };

/** Router context key set by the session middleware and read by loaders. */
export const sessionContext = createContext<Session>();

/** Id of the layout route whose loader answers the {@link Session}. */
export const SESSION_ROUTE_ID = 'app';

/** The session an error page rebuilt from the cache when a guard failed before the layout's loader ran (e.g. a 403). */
const FallbackSessionContext = createReactContext<Session | undefined>(undefined);
/** Provides a session to the header of an error page outside the loaded signed-in layout. */
export const FallbackSessionProvider = FallbackSessionContext.Provider;

/** The session of the signed-in user, or undefined outside the signed-in layout. */
export function useOptionalSession(): Session | undefined {
  const loaded = useRouteLoaderData(SESSION_ROUTE_ID) as Session | undefined;
  const fallback = useContext(FallbackSessionContext);
  return loaded ?? fallback;
}

/** The session of the signed-in user; throws when used outside the signed-in layout. */
export function useSession(): Session {
  const session = useOptionalSession();
  if (!session) throw new Error('useSession is used outside the signed-in layout');
  return session;
}

/** Id of the active client (kept in the URL as client_id, SPEC §2). */
export function useClientId(): string {
  return useSession().activeClient.id;
}

/** True when the signed-in user holds `permission` (SPEC §6). */
export function useCan(permission: Permission): boolean {
  return can(useSession().user.permissions, permission);
}

/** True when the signed-in user has the Consumer role: they see only stories (SPEC §6). */
export function useIsConsumer(): boolean {
  return isConsumerRole(useSession().user.role);
}

/** Returns a function that adds the active client_id to an app href (SPEC §2: client_id kept across navigation). */
export function useClientHref(): (href: string) => string {
  const clientId = useClientId();
  return (href: string) => keepClientId(href, clientId);
}
