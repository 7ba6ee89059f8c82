/**
 * The network edge of the SPA: a fetch wrapper for the API under /api (SPEC §7) that keeps the session of SPEC §4 and §8.
 * The access token lives in memory and in localStorage; the refresh token is an httpOnly cookie the browser sends itself.
 */
import { LIMITS } from '@insight/contracts/limits';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { ACCESS_TOKEN_STORAGE_KEY } from '@insight/contracts/page-shell';
import { env } from '../config/env';
import { PATHS_IGNORING_401, paths } from '../config/paths';
import { takeEarlyResponse } from './early-requests';

/** One invalid field of a 400 answer (problem+json `invalidParams`). */
export type InvalidParam = { name: string; reason: string };

/** An error answer of the API: HTTP `status`, the problem `code` (e.g. NOT_FOUND), the human `detail`, invalid fields of a 400. */
export class ApiError extends Error {
  /** HTTP status of the answer (500 when unknown, SPEC §8). */
  readonly status: number;
  /** Problem code from `@insight/contracts` ERROR_STATUS, or `HTTP_<status>` when the answer had none. */
  readonly code: string;
  /** Human-readable explanation from the answer. */
  readonly detail: string;
  /** Invalid fields of a 400 answer. */
  readonly invalidParams: InvalidParam[] | undefined;

  constructor(status: number, code: string, detail: string, invalidParams?: InvalidParam[]) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.invalidParams = invalidParams;
  }
}

/** True when `error` is an {@link ApiError}, optionally with the given HTTP status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The part of Web Storage the client uses (localStorage in the browser, a Map in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A query-string value; arrays are sent comma-separated, empty values are left out. */
export type ApiQueryValue = string | number | boolean | readonly string[] | null | undefined;

/** Options of one call: `query` becomes the query string, `body` is sent as JSON; `isAuthCall` (login, logout) never refreshes nor retries and sends only a still-valid token. */
export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, ApiQueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  isAuthCall?: boolean;
  /** 'blob': answer the body as a Blob (file downloads such as the PowerPoint export). */
  responseType?: 'blob';
  /** Give up after this many ms with the spec's timeout text (SPEC §8); default the client's `timeoutMs`. */
  timeoutMs?: number;
};

/** Dependencies of {@link createApiClient}; everything but `baseUrl` defaults to the browser's. */
export type ApiClientOptions = {
  baseUrl: string;
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  /** Milliseconds since epoch. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** The current page's path, to ignore 401s on the login, logout and stories pages (SPEC §8). */
  getPathname?: () => string;
  /** Called after a refresh answered 401 and the session was reset: go to the login page (SPEC §8). */
  onSessionEnd?: () => void;
  /** A call that has not answered after this many ms fails with the timeout text of SPEC §8 (default 60 000). */
  timeoutMs?: number;
  /** The 2xx answer of a call the HTML's script started for this URL and token (decision 0340), or null; default {@link takeEarlyResponse}. */
  takeEarly?: (url: string, token: string | null) => Promise<Response | null> | null;
};

/** Default time a call may take before it fails with {@link ERROR_TEXTS.timeout}, in ms. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** localStorage key of the access token (shared with the signed-out probe of the page shell, decision 0330). */
export const TOKEN_STORAGE_KEY = ACCESS_TOKEN_STORAGE_KEY;
/** localStorage key of the refresh lock: the time in ms the lock was taken (SPEC §4). */
export const REFRESH_LOCK_STORAGE_KEY = 'refresh_token_lock';

/** Reads `exp` (seconds since epoch) from a JWT without verifying it; null when the token is not a readable JWT. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') return claims.exp;
    return null;
  } catch {
    return null;
  }
}

/** True when the token is expired or expires within LIMITS.tokenExpiryMarginSeconds (10 s, SPEC §5); unreadable tokens count as expired. */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const exp = readTokenExpiry(token);
  if (exp === null) return true;
  return nowMs >= (exp - LIMITS.tokenExpiryMarginSeconds) * 1000;
}

function isIgnoring401(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PATHS_IGNORING_401.some((ignored) => path === ignored || path.startsWith(`${ignored}/`));
}

function toQueryString(query: Record<string, ApiQueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') || type.includes('+json');
}

/** Turns a failed answer into an {@link ApiError}: problem+json fields when present, else the status and the body text. */
export async function toApiError(response: Response): Promise<ApiError> {
  const status = response.status || 500;
  if (isJson(response)) {
    try {
      const body = (await response.json()) as Record<string, unknown>;
      const detail =
        typeof body.detail === 'string'
          ? body.detail
          : typeof body.message === 'string'
            ? body.message
            : typeof body.title === 'string'
              ? body.title
              : ERROR_TEXTS.other;
      const code = typeof body.code === 'string' ? body.code : `HTTP_${status}`;
      // SPEC §8: a 422 without its own explanation reads 'The given data was invalid.'.
      if (status === 422 && detail === ERROR_TEXTS.other) return new ApiError(422, code, ERROR_TEXTS.invalidData, readInvalidParams(body));
      return new ApiError(typeof body.status === 'number' ? body.status : status, code, detail, readInvalidParams(body));
    } catch {
      // A body that claims JSON but is not: fall through to the status alone.
    }
  }
  const text = await response.text().catch(() => '');
  if (status === 422 && !text.trim()) return new ApiError(422, 'HTTP_422', ERROR_TEXTS.invalidData);
  return new ApiError(status, `HTTP_${status}`, text.trim().slice(0, 500) || response.statusText || ERROR_TEXTS.other);
}

/** The problem's invalid fields: problem+json `invalidParams`, or a Laravel-style `errors` object (`{ field: [reason] }`) of a 422. */
function readInvalidParams(body: Record<string, unknown>): InvalidParam[] | undefined {
  if (Array.isArray(body.invalidParams)) return body.invalidParams as InvalidParam[];
  if (body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    const params = Object.entries(body.errors as Record<string, unknown>).map(([name, reasons]) => ({
      name,
      reason: Array.isArray(reasons) ? String(reasons[0] ?? '') : String(reasons),
    }));
    return params.length ? params : undefined;
  }
  return undefined;
}

/** The error of a call that ran out of time (SPEC §8 timeout text; status 408). */
export function timeoutError(): ApiError {
  return new ApiError(408, 'TIMEOUT', ERROR_TEXTS.timeout);
}

/** The error of a call whose session could not be renewed: both tokens expired (SPEC §8; status 401). */
export function sessionExpiredError(): ApiError {
  return new ApiError(401, 'SESSION_EXPIRED', ERROR_TEXTS.bothExpired);
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Creates an API client. Session rules (SPEC §4, §8): bearer header when a token is set; a token within 10 s of `exp`
 * is refreshed before use; a 401 while logged in refreshes once and retries once (except on the login, logout and
 * stories pages); refresh is guarded by a 5 s localStorage lock, waiters re-check every 500 ms; a refresh answering
 * 401 resets the session and calls `onSessionEnd`.
 */
export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const storage = options.storage ?? browserStorage();
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const getPathname = options.getPathname ?? (() => (typeof location === 'undefined' ? '/' : location.pathname));
  let onSessionEnd = options.onSessionEnd ?? (() => undefined);
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const takeEarly = options.takeEarly ?? ((url: string, token: string | null) => takeEarlyResponse(url, token));

  let memoryToken: string | null = readStored(TOKEN_STORAGE_KEY) ?? null;
  let refreshing: Promise<string> | null = null;
  const listeners = new Set<() => void>();

  /** The stored value; undefined when storage is missing or throws (then memory is the only copy). */
  function readStored(key: string): string | null | undefined {
    try {
      return storage ? storage.getItem(key) : undefined;
    } catch {
      return undefined;
    }
  }
  function writeStored(key: string, value: string | null): void {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Storage can be full or disabled (private mode): the in-memory copy still works.
    }
  }

  /** The current access token: another tab may have refreshed it, so localStorage wins over memory when readable. */
  function getToken(): string | null {
    const stored = readStored(TOKEN_STORAGE_KEY);
    if (stored !== undefined) memoryToken = stored;
    return memoryToken;
  }

  function setToken(token: string | null): void {
    const changed = token !== memoryToken;
    memoryToken = token;
    writeStored(TOKEN_STORAGE_KEY, token);
    if (changed) listeners.forEach((listener) => listener());
  }

  function clearSession(): void {
    setToken(null);
  }

  /**
   * Sends one call; the caller's `signal` still aborts it, and after `timeoutMs` it is aborted and fails with
   * {@link timeoutError} (SPEC §8 'It looks like the operation took too long and has timed out.').
   */
  function urlOf(path: string, request: ApiRequestOptions): string {
    return `${options.baseUrl}${path}${toQueryString(request.query)}`;
  }

  async function send(path: string, request: ApiRequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json, application/problem+json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs ?? defaultTimeoutMs);
    const abort = () => controller.abort(request.signal?.reason);
    if (request.signal?.aborted) abort();
    else request.signal?.addEventListener('abort', abort, { once: true });
    try {
      return await fetchImpl(urlOf(path, request), {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw timeoutError();
      throw error;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', abort);
    }
  }

  async function refreshOnce(): Promise<string> {
    const startToken = getToken();
    // Another tab (or an earlier caller) holds the lock: wait for it, and take its fresh token when one appears.
    for (;;) {
      const lock = Number(readStored(REFRESH_LOCK_STORAGE_KEY));
      if (!lock || now() - lock >= LIMITS.refreshLockMs) break;
      await sleep(LIMITS.refreshRetryMs);
      const current = getToken();
      if (current && current !== startToken && !isTokenExpired(current, now())) return current;
    }
    writeStored(REFRESH_LOCK_STORAGE_KEY, String(now()));
    try {
      const response = await fetchImpl(`${options.baseUrl}/auth/refresh_token`, {
        method: 'GET',
        headers: { Accept: 'application/json, application/problem+json' },
        credentials: 'same-origin',
      });
      if (response.status === 401) {
        // SPEC §8: the refresh token has expired too; the request that needed it is aborted.
        clearSession();
        onSessionEnd();
        throw sessionExpiredError();
      }
      if (!response.ok) throw await toApiError(response);
      const body = (await response.json()) as { access_token?: unknown };
      if (typeof body.access_token !== 'string') throw new ApiError(500, 'INTERNAL', ERROR_TEXTS.refreshInvalid);
      setToken(body.access_token);
      return body.access_token;
    } finally {
      writeStored(REFRESH_LOCK_STORAGE_KEY, null);
    }
  }

  /** Refreshes the access token; concurrent callers in this tab share one refresh. Throws {@link ApiError} on failure. */
  function refresh(): Promise<string> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Sends one call and answers its parsed JSON body (undefined for 204); throws {@link ApiError} for error answers. */
  async function request<T>(path: string, request: ApiRequestOptions = {}): Promise<T> {
    let token = getToken();
    if (token && isTokenExpired(token, now())) {
      // Auth calls never refresh: they send a still-valid token (logout needs it) or none.
      token = request.isAuthCall ? null : await refresh();
    }
    // A plain read the page's HTML already started (decision 0340) is taken once, when it answered 2xx to this token.
    const isPlainRead = (request.method ?? 'GET') === 'GET' && request.body === undefined && !request.isAuthCall && request.responseType === undefined;
    const taking = isPlainRead ? takeEarly(urlOf(path, request), token) : null;
    const early = taking && (await taking);
    if (early) request.signal?.throwIfAborted();
    let response = early ?? (await send(path, request, token));
    if (response.status === 401 && token && !request.isAuthCall && !isIgnoring401(getPathname())) {
      const fresh = await refresh();
      response = await send(path, request, fresh);
    }
    if (!response.ok) throw await toApiError(response);
    if (response.status === 204) return undefined as T;
    if (request.responseType === 'blob') return (await response.blob()) as T;
    if (isJson(response)) return (await response.json()) as T;
    return (await response.text()) as T;
  }

  return {
    request,
    /** GET `path` with `query`. */
    get: <T>(path: string, query?: Record<string, ApiQueryValue>, signal?: AbortSignal) => request<T>(path, { query, signal }),
    /** POST `body` as JSON to `path`. */
    post: <T>(path: string, body?: unknown, extra?: Omit<ApiRequestOptions, 'method' | 'body'>) => request<T>(path, { ...extra, method: 'POST', body }),
    refresh,
    getToken,
    setToken,
    clearSession,
    /** True while an access token is kept (the user counts as logged in). */
    isLoggedIn: () => getToken() !== null,
    /** Subscribes to token changes (login, refresh, logout); returns the unsubscribe function. */
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Sets where to go after a refresh answered 401 (the router is created after the client). */
    setOnSessionEnd: (handler: () => void) => {
      onSessionEnd = handler;
    },
  };
}

/**
 * Where the browser goes when the session ended (a refresh answered 401, SPEC §8): the login page saying both tokens
 * expired, keeping the current page (path, query, hash) as `redirect_url`; the plain login page from the root or an
 * auth page.
 */
export function sessionEndHref(here: { pathname: string; search?: string; hash?: string }): string {
  const path = here.pathname.replace(/\/+$/, '') || '/';
  const isAuthPage = path === paths.root.path || path.startsWith('/auth/') || path === paths.auth.oauthCallback.path;
  if (isAuthPage) return paths.auth.login.getHref();
  return paths.auth.login.getHref(`${here.pathname}${here.search ?? ''}${here.hash ?? ''}`, { sessionExpired: true });
}

/** The SPA's one API client, same origin under `env.apiBaseUrl`; after a failed refresh it goes to the login page. */
export const apiClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  onSessionEnd: () => {
    if (typeof location !== 'undefined') location.assign(sessionEndHref(location));
  },
});
