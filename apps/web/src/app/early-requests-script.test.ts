import { describe, expect, it } from 'vitest';
import type { Client, User } from '@insight/contracts/user';
import { EARLY_REQUESTS_GLOBAL, EARLY_REQUESTS_SCRIPT, INTERVIEW_PAGE_PATTERN } from '@insight/contracts/early-requests';
import { pickActiveClient } from './guards';
import { paths } from '../config/paths';
import type { EarlyRequests } from '../lib/early-requests';

const STUDY = '0ca96590-8a0e-49a0-8bcc-5c62f1a4b19c';
const INTERVIEW = '46d281a5-da9e-4b0b-9e77-72f83786eca7';
const HOME = { id: 'c-home', name: 'Home' } as Client;
const OTHER = { id: 'c-other', name: 'Other' } as Client;

function jwt(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', cid: HOME.id, exp })}.sig`;
}

type Page = { href: string; token?: string | null; storedClient?: string | null; user?: Partial<User>; clients?: Client[]; status?: number };

/** Runs the inline script as the browser would on `page`, with fake storage, fetch and head; answers what it asked for. */
async function run(page: Page) {
  const url = new URL(page.href, 'https://portal.test');
  const fetched: { url: string; authorization: string }[] = [];
  const preloads: Record<string, string>[] = [];
  const user = { client: HOME, permissions: [], ...page.user };
  const answer = (path: string): unknown =>
    path === '/api/user'
      ? { data: user }
      : path === '/api/user/clients'
        ? { data: page.clients ?? [HOME] }
        : { data: { id: INTERVIEW, thumbnail: '/api/media/t.jpg?sig=1' } };
  const window: Record<string, unknown> = {};
  const globals = {
    window,
    location: { pathname: url.pathname, search: url.search, href: url.href, origin: url.origin },
    localStorage: { getItem: () => (page.token === undefined ? jwt(Date.now() / 1000 + 900) : page.token) },
    sessionStorage: { getItem: () => page.storedClient ?? null },
    fetch: (input: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url: input, authorization: init.headers.Authorization });
      return Promise.resolve(new Response(JSON.stringify(answer(input)), { status: page.status ?? 200 }));
    },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: Record<string, string>) => preloads.push({ ...link }) },
    },
  };
  new Function(...Object.keys(globals), EARLY_REQUESTS_SCRIPT)(...Object.values(globals));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    fetched: fetched.map((call) => call.url),
    authorization: fetched[0]?.authorization,
    preloads,
    early: window[EARLY_REQUESTS_GLOBAL] as EarlyRequests | undefined,
  };
}

describe('early requests script (decision 0340)', () => {
  it('matches the three interview routes of the SPA and no other page', () => {
    for (const pattern of [paths.study.interview.path, paths.segment.interview.path, paths.segmentGroup.interview.path]) {
      expect(INTERVIEW_PAGE_PATTERN.test(pattern.replace(/:\w+/g, STUDY)), pattern).toBe(true);
    }
    for (const other of ['/studies', `/studies/${STUDY}/videos`, `/studies/${STUDY}/summary`, `/study-segments/${STUDY}/quotes/${STUDY}`]) {
      expect(INTERVIEW_PAGE_PATTERN.test(other), other).toBe(false);
    }
  });

  it('asks for the session, then the study and interview of the active client, and preloads the poster', async () => {
    const { fetched, authorization, preloads, early } = await run({ href: `/studies/${STUDY}/videos/${INTERVIEW}` });
    expect(fetched).toEqual([
      '/api/user',
      '/api/user/clients',
      `/api/v3/studies/${STUDY}?client_id=${HOME.id}`,
      `/api/v3/interviews/${INTERVIEW}?client_id=${HOME.id}`,
    ]);
    expect(authorization).toMatch(/^Bearer /);
    expect(Object.keys(early ?? {})).toEqual(fetched);
    expect(preloads).toEqual([{ rel: 'preload', as: 'image', href: '/api/media/t.jpg?sig=1', fetchPriority: 'high' }]);
  });

  it('picks the active client as the SPA does (URL, then the tab, then the first client; own client without the permission)', async () => {
    const cases: { page: Page; requested: string | null }[] = [
      { page: { href: `/study-segments/${STUDY}/interviews/${INTERVIEW}?client_id=${OTHER.id}` }, requested: OTHER.id },
      {
        page: {
          href: `/study-segments/${STUDY}/interviews/${INTERVIEW}?client_id=${OTHER.id}`,
          user: { permissions: ['access_multiple_clients'] },
          clients: [HOME, OTHER],
        },
        requested: OTHER.id,
      },
      {
        page: {
          href: `/study-segment-groups/${STUDY}/interviews/${INTERVIEW}`,
          storedClient: OTHER.id,
          user: { permissions: ['access_all_clients'] },
          clients: [HOME, OTHER],
        },
        requested: OTHER.id,
      },
      { page: { href: `/studies/${STUDY}/videos/${INTERVIEW}`, user: { permissions: ['access_all_clients'] }, clients: [OTHER, HOME] }, requested: null },
      { page: { href: `/studies/${STUDY}/videos/${INTERVIEW}?client_id=nope`, user: { permissions: ['access_all_clients'] }, clients: [] }, requested: 'nope' },
    ];
    for (const { page, requested } of cases) {
      const user = { client: HOME, permissions: [], ...page.user } as User;
      const expected = pickActiveClient(user, page.clients ?? [HOME], requested).id;
      const { fetched } = await run(page);
      expect(fetched.at(-1), page.href).toBe(`/api/v3/interviews/${INTERVIEW}?client_id=${expected}`);
    }
  });

  it('asks for nothing without a token, with an expired or unreadable one, or on another page; never throws', async () => {
    expect((await run({ href: `/studies/${STUDY}/videos/${INTERVIEW}`, token: null })).fetched).toEqual([]);
    expect((await run({ href: `/studies/${STUDY}/videos/${INTERVIEW}`, token: jwt(Date.now() / 1000 + 5) })).fetched).toEqual([]);
    expect((await run({ href: `/studies/${STUDY}/videos/${INTERVIEW}`, token: 'not-a-jwt' })).fetched).toEqual([]);
    expect((await run({ href: '/studies' })).fetched).toEqual([]);
  });

  it('stops after the session calls when they fail (the SPA then makes every call itself)', async () => {
    const { fetched, preloads } = await run({ href: `/studies/${STUDY}/videos/${INTERVIEW}`, status: 401 });
    expect(fetched).toEqual(['/api/user', '/api/user/clients']);
    expect(preloads).toEqual([]);
  });
});
