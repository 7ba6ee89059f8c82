import { describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import {
  ApiError,
  REFRESH_LOCK_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  createApiClient,
  isTokenExpired,
  readTokenExpiry,
  sessionEndHref,
  type ApiClientOptions,
  type KeyValueStorage,
} from './api-client';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

/** An unsigned JWT with the given `exp` (seconds since epoch); the client only reads the payload. */
function jwt(exp: number, sub = 'user-1'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, cid: 'client-1', exp, iat: exp - 900 })}.signature`;
}

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

type Call = { url: string; init: RequestInit | undefined; authorization: string | undefined };
type Responder = (call: Call) => Response | Promise<Response>;

function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

/** A fake fetch answering from `routes` (first matching path prefix; a list is consumed in order). */
function fakeFetch(routes: Record<string, Responder | Responder[]>) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = { url, init, authorization: headers.Authorization };
    calls.push(call);
    const key = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    if (!key) throw new Error(`unexpected fetch ${url}`);
    const route = routes[key];
    const responder = Array.isArray(route) ? route.shift() : route;
    if (!responder) throw new Error(`no more answers for ${url}`);
    return responder(call);
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

function client(overrides: Partial<ApiClientOptions> & { storage: KeyValueStorage }) {
  let clock = NOW;
  const sleeps: number[] = [];
  const api = createApiClient({
    baseUrl: '/api',
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    getPathname: () => '/studies',
    ...overrides,
  });
  return { api, sleeps, advance: (ms: number) => (clock += ms) };
}

const validToken = jwt(NOW / 1000 + 900);
const freshToken = jwt(NOW / 1000 + 1800, 'user-1-fresh');

describe('api client (network edge)', () => {
  it('network edge: sends the bearer token, same-origin credentials and a comma-joined query', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken });
    const { fetchImpl, calls } = fakeFetch({ '/api/v3/quotes': () => json(200, { data: [] }) });
    const { api } = client({ storage, fetch: fetchImpl });

    const answer = await api.get<{ data: unknown[] }>('/v3/quotes', { study_id: 's1', segment_ids: ['a', 'b'], q: '', cursor: undefined });

    expect(answer).toEqual({ data: [] });
    expect(calls[0].url).toBe('/api/v3/quotes?study_id=s1&segment_ids=a%2Cb');
    expect(calls[0].authorization).toBe(`Bearer ${validToken}`);
    expect(calls[0].init?.credentials).toBe('same-origin');
  });

  it('network edge: sends no Authorization header while logged out', async () => {
    const { fetchImpl, calls } = fakeFetch({ '/api/health': () => json(200, { ok: true }) });
    const { api } = client({ storage: memoryStorage(), fetch: fetchImpl });
    await api.get('/health');
    expect(calls[0].authorization).toBeUndefined();
    expect(api.isLoggedIn()).toBe(false);
  });

  it('network edge: turns a problem+json answer into an ApiError with status, code, detail and invalid params', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'VALIDATION',
      detail: 'query.limit is too big',
      requestId: 'r1',
      invalidParams: [{ name: 'query.limit', reason: 'max 100' }],
    };
    const { fetchImpl } = fakeFetch({ '/api/v3/quotes': () => json(400, problem, 'application/problem+json') });
    const { api } = client({ storage: memoryStorage({ [TOKEN_STORAGE_KEY]: validToken }), fetch: fetchImpl });

    const error = await api.get('/v3/quotes', { limit: 1000 }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      detail: 'query.limit is too big',
      invalidParams: [{ name: 'query.limit', reason: 'max 100' }],
    });
  });

  it('network edge: turns a non-JSON error answer into an ApiError named by its status', async () => {
    const { fetchImpl } = fakeFetch({ '/api/v3/studies': () => new Response('Bad gateway', { status: 502 }) });
    const { api } = client({ storage: memoryStorage(), fetch: fetchImpl });
    await expect(api.get('/v3/studies')).rejects.toMatchObject({ status: 502, code: 'HTTP_502', detail: 'Bad gateway' });
  });

  it('network edge: reads exp from the token and treats it as expired 10 s early', () => {
    const token = jwt(NOW / 1000 + 10);
    expect(readTokenExpiry(token)).toBe(NOW / 1000 + 10);
    expect(isTokenExpired(token, NOW)).toBe(true);
    expect(isTokenExpired(jwt(NOW / 1000 + 11), NOW)).toBe(false);
    expect(isTokenExpired('not-a-jwt', NOW)).toBe(true);
  });

  it('network edge: refreshes a token within 10 s of exp before sending the call', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: jwt(NOW / 1000 + 5) });
    const { fetchImpl, calls } = fakeFetch({
      '/api/auth/refresh_token': () => json(200, { access_token: freshToken, token_type: 'Bearer', expires_in: 900 }),
      '/api/user': () => json(200, { data: { id: 'user-1' } }),
    });
    const { api } = client({ storage, fetch: fetchImpl });

    await api.get('/user');

    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh_token', '/api/user']);
    expect(calls[1].authorization).toBe(`Bearer ${freshToken}`);
    expect(storage.data.get(TOKEN_STORAGE_KEY)).toBe(freshToken);
    expect(storage.data.has(REFRESH_LOCK_STORAGE_KEY)).toBe(false);
  });

  it('network edge: on 401 while logged in refreshes once and retries once', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken });
    const { fetchImpl, calls } = fakeFetch({
      '/api/auth/refresh_token': () => json(200, { access_token: freshToken, token_type: 'Bearer', expires_in: 900 }),
      '/api/v3/studies': [() => json(401, { status: 401, code: 'TOKEN_EXPIRED', detail: 'expired' }), () => json(200, { data: ['s1'] })],
    });
    const { api } = client({ storage, fetch: fetchImpl });

    await expect(api.get('/v3/studies')).resolves.toEqual({ data: ['s1'] });
    expect(calls.map((call) => call.url)).toEqual(['/api/v3/studies', '/api/auth/refresh_token', '/api/v3/studies']);
    expect(calls[2].authorization).toBe(`Bearer ${freshToken}`);
  });

  it('network edge: a second 401 after the retry is an error, not another refresh', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken });
    const unauthorized = () => json(401, { status: 401, code: 'UNAUTHENTICATED', detail: 'no' });
    const { fetchImpl, calls } = fakeFetch({
      '/api/auth/refresh_token': () => json(200, { access_token: freshToken, token_type: 'Bearer', expires_in: 900 }),
      '/api/v3/studies': [unauthorized, unauthorized],
    });
    const { api } = client({ storage, fetch: fetchImpl });

    await expect(api.get('/v3/studies')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((call) => call.url === '/api/auth/refresh_token')).toHaveLength(1);
  });

  it('network edge: a refresh answering 401 resets the session and goes to the root', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken });
    const onSessionEnd = vi.fn();
    const { fetchImpl } = fakeFetch({
      '/api/auth/refresh_token': () => json(401, { status: 401, code: 'REFRESH_INVALID', detail: 'refresh token invalid' }, 'application/problem+json'),
      '/api/v3/studies': () => json(401, { status: 401, code: 'TOKEN_EXPIRED', detail: 'expired' }),
    });
    const { api } = client({ storage, fetch: fetchImpl, onSessionEnd });

    // SPEC §8: the request is aborted with 'Both token and refresh token have expired. Your request was aborted.'
    await expect(api.get('/v3/studies')).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED', detail: ERROR_TEXTS.bothExpired });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(api.isLoggedIn()).toBe(false);
    expect(storage.data.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(storage.data.has(REFRESH_LOCK_STORAGE_KEY)).toBe(false);
  });

  it('network edge: a refresh failing with another status is reported and keeps the session', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken });
    const onSessionEnd = vi.fn();
    const { fetchImpl } = fakeFetch({
      '/api/auth/refresh_token': () => json(503, { status: 503, code: 'HTTP_503', detail: 'down' }),
      '/api/v3/studies': () => json(401, { status: 401, code: 'TOKEN_EXPIRED', detail: 'expired' }),
    });
    const { api } = client({ storage, fetch: fetchImpl, onSessionEnd });

    await expect(api.get('/v3/studies')).rejects.toMatchObject({ status: 503 });
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(api.getToken()).toBe(validToken);
  });

  /** A fetch that never answers, but rejects like the browser's when its signal aborts (network edge). */
  const hangingFetch = (() =>
    vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    )) as unknown as () => typeof fetch;

  it('network edge: a call that takes too long fails with the timeout text of SPEC §8', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken });
    const { api } = client({ storage, fetch: hangingFetch(), timeoutMs: 20 });
    await expect(api.get('/v3/studies')).rejects.toMatchObject({ status: 408, code: 'TIMEOUT', detail: ERROR_TEXTS.timeout });
    // A per-call limit wins over the client's.
    const { api: patient } = client({ storage, fetch: hangingFetch(), timeoutMs: 60_000 });
    await expect(patient.request('/v3/studies', { timeoutMs: 20 })).rejects.toMatchObject({ detail: ERROR_TEXTS.timeout });
  });

  it('network edge: the caller’s own abort is not a timeout', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken });
    const { api } = client({ storage, fetch: hangingFetch(), timeoutMs: 60_000 });
    const controller = new AbortController();
    const pending = api.get('/v3/studies', undefined, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('network edge: a 422 without its own text reads "The given data was invalid." and names the fields it lists', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken });
    const { fetchImpl } = fakeFetch({
      '/api/orders': [() => json(422, { errors: { email: ['The email must be a valid email address.'] } }), () => new Response('', { status: 422 })],
    });
    const { api } = client({ storage, fetch: fetchImpl });
    await expect(api.post('/orders', {})).rejects.toMatchObject({
      status: 422,
      detail: ERROR_TEXTS.invalidData,
      invalidParams: [{ name: 'email', reason: 'The email must be a valid email address.' }],
    });
    await expect(api.post('/orders', {})).rejects.toMatchObject({ status: 422, detail: ERROR_TEXTS.invalidData });
  });

  it.each(['/auth/login', '/auth/logout', '/stories', '/stories/story-1'])('network edge: ignores a 401 on the %s page', async (pathname) => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken });
    const { fetchImpl, calls } = fakeFetch({ '/api/v3/stories': () => json(401, { status: 401, code: 'UNAUTHENTICATED', detail: 'no' }) });
    const { api } = client({ storage, fetch: fetchImpl, getPathname: () => pathname });

    await expect(api.get('/v3/stories')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(api.getToken()).toBe(validToken);
  });

  it('network edge: login and logout calls skip the session rules', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken });
    const { fetchImpl, calls } = fakeFetch({
      '/api/auth/login': () => json(401, { status: 401, code: 'INVALID_CREDENTIALS', detail: 'Wrong email or password. Please try again.' }),
    });
    const { api } = client({ storage, fetch: fetchImpl });

    await expect(api.post('/auth/login', { email: 'a@b.c', password: 'x' }, { isAuthCall: true })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(calls).toHaveLength(1);
    expect(calls[0].init?.body).toBe(JSON.stringify({ email: 'a@b.c', password: 'x' }));
  });

  it('network edge: an auth call with an expired token sends no token and does not refresh', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: jwt(NOW / 1000 - 60) });
    const { fetchImpl, calls } = fakeFetch({ '/api/auth/logout': () => new Response(null, { status: 204 }) });
    const { api } = client({ storage, fetch: fetchImpl });

    await expect(api.request('/auth/logout', { isAuthCall: true })).resolves.toBeUndefined();
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/logout']);
    expect(calls[0].authorization).toBeUndefined();
  });

  it('network edge: concurrent 401s in one tab share a single refresh', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken });
    const answer = (call: Call) =>
      call.authorization === `Bearer ${freshToken}` ? json(200, { data: call.url }) : json(401, { status: 401, code: 'TOKEN_EXPIRED', detail: 'expired' });
    const { fetchImpl, calls } = fakeFetch({
      '/api/auth/refresh_token': () => json(200, { access_token: freshToken, token_type: 'Bearer', expires_in: 900 }),
      '/api/v3/': answer,
    });
    const { api } = client({ storage, fetch: fetchImpl });

    const answers = await Promise.all([api.get('/v3/studies'), api.get('/v3/tags'), api.get('/v3/categories')]);

    expect(answers).toHaveLength(3);
    expect(calls.filter((call) => call.url === '/api/auth/refresh_token')).toHaveLength(1);
  });

  it('network edge: waits every 500 ms while another tab holds the refresh lock and takes its new token', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken, [REFRESH_LOCK_STORAGE_KEY]: String(NOW - 1000) });
    const { fetchImpl, calls } = fakeFetch({
      '/api/v3/studies': [() => json(401, { status: 401, code: 'TOKEN_EXPIRED', detail: 'expired' }), () => json(200, { data: [] })],
    });
    const sleeps: number[] = [];
    let clock = NOW;
    const api = createApiClient({
      baseUrl: '/api',
      storage,
      fetch: fetchImpl,
      now: () => clock,
      getPathname: () => '/studies',
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
        // The other tab finishes its refresh during the second wait.
        if (sleeps.length === 2) {
          storage.setItem(TOKEN_STORAGE_KEY, freshToken);
          storage.removeItem(REFRESH_LOCK_STORAGE_KEY);
        }
      },
    });

    await api.get('/v3/studies');

    expect(sleeps).toEqual([500, 500]);
    expect(calls.map((call) => call.url)).toEqual(['/api/v3/studies', '/api/v3/studies']);
    expect(calls[1].authorization).toBe(`Bearer ${freshToken}`);
  });

  it('network edge: a refresh lock older than 5 s is stale and is taken over', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken, [REFRESH_LOCK_STORAGE_KEY]: String(NOW - 5000) });
    const { fetchImpl, calls } = fakeFetch({
      '/api/auth/refresh_token': () => json(200, { access_token: freshToken, token_type: 'Bearer', expires_in: 900 }),
      '/api/v3/studies': [() => json(401, { status: 401, code: 'TOKEN_EXPIRED', detail: 'expired' }), () => json(200, { data: [] })],
    });
    const { api, sleeps } = client({ storage, fetch: fetchImpl });

    await api.get('/v3/studies');

    expect(sleeps).toEqual([]);
    expect(calls.map((call) => call.url)).toEqual(['/api/v3/studies', '/api/auth/refresh_token', '/api/v3/studies']);
  });

  it('network edge: a lock that is never released expires after 5 s and the waiter refreshes itself', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: validToken, [REFRESH_LOCK_STORAGE_KEY]: String(NOW) });
    const { fetchImpl, calls } = fakeFetch({
      '/api/auth/refresh_token': () => json(200, { access_token: freshToken, token_type: 'Bearer', expires_in: 900 }),
      '/api/v3/studies': [() => json(401, { status: 401, code: 'TOKEN_EXPIRED', detail: 'expired' }), () => json(200, { data: [] })],
    });
    const { api, sleeps } = client({ storage, fetch: fetchImpl });

    await api.get('/v3/studies');

    expect(sleeps).toEqual(Array(10).fill(500));
    expect(calls.map((call) => call.url)).toEqual(['/api/v3/studies', '/api/auth/refresh_token', '/api/v3/studies']);
  });

  it('network edge: keeps the token in memory when localStorage throws', async () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const { fetchImpl, calls } = fakeFetch({ '/api/user': () => json(200, { data: {} }) });
    const { api } = client({ storage: broken, fetch: fetchImpl });

    api.setToken(validToken);
    await api.get('/user');

    expect(calls[0].authorization).toBe(`Bearer ${validToken}`);
  });
});

describe('sessionEndHref', () => {
  it('sends an ended session to the login page keeping the current page as redirect_url', () => {
    expect(sessionEndHref({ pathname: '/studies/s1/quotes', search: '?q=price&client_id=c1', hash: '#top' })).toBe(
      `/auth/login?redirect_url=${encodeURIComponent('/studies/s1/quotes?q=price&client_id=c1#top')}&session_expired=true`,
    );
  });

  it('goes to the plain login page from the root or an auth page', () => {
    expect(sessionEndHref({ pathname: '/' })).toBe('/auth/login');
    expect(sessionEndHref({ pathname: '/auth/logout', search: '' })).toBe('/auth/login');
    expect(sessionEndHref({ pathname: '/login', search: '?code=x' })).toBe('/auth/login');
  });
});
