import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, createApiClient, type KeyValueStorage } from './api-client';
import { EARLY_REQUEST_MAX_AGE_MS, EARLY_REQUEST_WAIT_MS, takeEarlyResponse, type EarlyRequests } from './early-requests';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

/** An unsigned JWT expiring `exp` (seconds); the client only reads its payload. */
function jwt(exp: number, sub = 'user-1'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub, cid: 'client-1', exp })}.signature`;
}

const token = jwt(NOW / 1000 + 900);
const freshToken = jwt(NOW / 1000 + 1800, 'user-1-fresh');
const INTERVIEW_URL = '/api/v3/interviews/i1?client_id=c1';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function storageWith(value: string): KeyValueStorage {
  const data = new Map([[TOKEN_STORAGE_KEY, value]]);
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, item) => void data.set(key, item), removeItem: (key) => void data.delete(key) };
}

/** An API client whose early calls are `early` and whose own calls go to `answer` (counted in `sent`). */
function clientWith(early: EarlyRequests, answer: (url: string, authorization: string | undefined) => Response) {
  const sent: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push(url);
    if (url.endsWith('/auth/refresh_token')) return json(200, { access_token: freshToken });
    return answer(url, (init?.headers as Record<string, string> | undefined)?.Authorization);
  });
  const api = createApiClient({
    baseUrl: '/api',
    fetch: fetchImpl as unknown as typeof fetch,
    storage: storageWith(token),
    now: () => NOW,
    getPathname: () => '/studies/s1/videos/i1',
    takeEarly: (url, sentToken) => takeEarlyResponse(url, sentToken, early, 0),
  });
  return { api, sent };
}

describe('early requests (decision 0340)', () => {
  it('takes a 2xx answer once, for the identical URL and token', async () => {
    const early: EarlyRequests = { [INTERVIEW_URL]: { token, response: Promise.resolve(json(200, { data: { id: 'i1' } })) } };
    const taken = await takeEarlyResponse(INTERVIEW_URL, token, early, 0);
    expect(taken?.status).toBe(200);
    expect(await takeEarlyResponse(INTERVIEW_URL, token, early, 0)).toBeNull();
  });

  it('never answers for another URL, another token, an error answer or a failed fetch, and forgets the call either way', async () => {
    const early: EarlyRequests = {
      [INTERVIEW_URL]: { token, response: Promise.resolve(json(200, {})) },
      '/api/user': { token, response: Promise.resolve(json(401, {})) },
      '/api/user/clients': { token, response: Promise.reject(new TypeError('offline')) },
    };
    expect(await takeEarlyResponse('/api/v3/interviews/i1?client_id=c2', token, early, 0)).toBeNull();
    expect(await takeEarlyResponse(INTERVIEW_URL, freshToken, early, 0)).toBeNull();
    expect(early[INTERVIEW_URL]).toBeUndefined();
    expect(await takeEarlyResponse('/api/user', token, early, 0)).toBeNull();
    expect(await takeEarlyResponse('/api/user/clients', token, early, 0)).toBeNull();
    expect(await takeEarlyResponse(INTERVIEW_URL, token, undefined, 0)).toBeNull();
  });

  it('a call the script started that never answers counts as none after the wait, so the page sends it itself', async () => {
    vi.useFakeTimers();
    try {
      const early: EarlyRequests = { [INTERVIEW_URL]: { token, response: new Promise<Response>(() => {}) } };
      const taking = takeEarlyResponse(INTERVIEW_URL, token, early, 0);
      await vi.advanceTimersByTimeAsync(EARLY_REQUEST_WAIT_MS);
      expect(await taking).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets every call left over once the page is older than the early calls may be', async () => {
    const early: EarlyRequests = {
      [INTERVIEW_URL]: { token, response: Promise.resolve(json(200, {})) },
      '/api/user': { token, response: Promise.resolve(json(200, {})) },
    };
    expect(takeEarlyResponse(INTERVIEW_URL, token, early, EARLY_REQUEST_MAX_AGE_MS + 1)).toBeNull();
    expect(early).toEqual({});
  });

  it('api client: a taken answer is not asked again; a second call of the same URL is sent', async () => {
    const early: EarlyRequests = { [INTERVIEW_URL]: { token, response: Promise.resolve(json(200, { data: { id: 'early' } })) } };
    const { api, sent } = clientWith(early, () => json(200, { data: { id: 'sent' } }));
    expect(await api.get('/v3/interviews/i1', { client_id: 'c1' })).toEqual({ data: { id: 'early' } });
    expect(sent).toEqual([]);
    expect(await api.get('/v3/interviews/i1', { client_id: 'c1' })).toEqual({ data: { id: 'sent' } });
    expect(sent).toEqual([INTERVIEW_URL]);
  });

  it('api client: after an early 401 the call is sent itself and refreshes as before', async () => {
    const early: EarlyRequests = { [INTERVIEW_URL]: { token, response: Promise.resolve(json(401, {})) } };
    const { api, sent } = clientWith(early, (_url, authorization) =>
      authorization === `Bearer ${freshToken}` ? json(200, { data: { id: 'fresh' } }) : json(401, { code: 'TOKEN_EXPIRED' }),
    );
    expect(await api.get('/v3/interviews/i1', { client_id: 'c1' })).toEqual({ data: { id: 'fresh' } });
    expect(sent).toEqual([INTERVIEW_URL, '/api/auth/refresh_token', INTERVIEW_URL]);
  });

  it('api client: writes and downloads never take an early answer', async () => {
    const early: EarlyRequests = { '/api/v3/notes': { token, response: Promise.resolve(json(200, { data: 'early' })) } };
    const { api, sent } = clientWith(early, () => json(200, { data: 'sent' }));
    expect(await api.post('/v3/notes', { text: 'x' })).toEqual({ data: 'sent' });
    expect(sent).toEqual(['/api/v3/notes']);
    expect(early['/api/v3/notes']).toBeDefined();
  });
});
