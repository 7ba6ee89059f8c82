import { describe, expect, it } from 'vitest';
import type { Client, User } from '@insight/contracts/user';
import { EARLY_REQUESTS_GLOBAL, EARLY_REQUESTS_SCRIPT, INTERVIEW_PAGE_PATTERN, INTERVIEW_POSTER_ELEMENT_ID } from '@insight/contracts/early-requests';
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

type Page = {
  href: string;
  token?: string | null;
  storedClient?: string | null;
  user?: Partial<User>;
  clients?: Client[];
  status?: number;
  /** The shell's video element, when the page has the interview shell. */
  shellVideo?: Record<string, string>;
};

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
      getElementById: (id: string) => (id === INTERVIEW_POSTER_ELEMENT_ID ? (page.shellVideo ?? null) : null),
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

  it('asks at once for the interview and the study of the guessed client and the session, and preloads the poster', async () => {
    const { fetched, authorization, preloads, early } = await run({ href: `/studies/${STUDY}/videos/${INTERVIEW}` });
    expect(fetched).toEqual([
      `/api/v3/interviews/${INTERVIEW}?client_id=${HOME.id}`,
      `/api/v3/studies/${STUDY}?client_id=${HOME.id}`,
      '/api/user',
      '/api/user/clients',
    ]);
    expect(authorization).toMatch(/^Bearer /);
    expect(Object.keys(early ?? {})).toEqual(fetched);
    expect(preloads).toEqual([{ rel: 'preload', as: 'image', href: '/api/media/t.jpg?sig=1', fetchPriority: 'high' }]);
  });

  it('guesses the client the SPA picks: the URL’s, else the tab’s, else the token’s home client', async () => {
    const cases: { page: Page; guess: string }[] = [
      { page: { href: `/study-segments/${STUDY}/interviews/${INTERVIEW}?client_id=${OTHER.id}`, storedClient: HOME.id }, guess: OTHER.id },
      { page: { href: `/study-segment-groups/${STUDY}/interviews/${INTERVIEW}`, storedClient: OTHER.id }, guess: OTHER.id },
      { page: { href: `/studies/${STUDY}/videos/${INTERVIEW}` }, guess: HOME.id },
    ];
    for (const { page, guess } of cases) {
      const { fetched } = await run(page);
      expect(fetched[0], page.href).toBe(`/api/v3/interviews/${INTERVIEW}?client_id=${guess}`);
    }
    expect((await run(cases[0].page)).fetched[1]).toBe(`/api/v3/segments/${STUDY}?client_id=${OTHER.id}`);
    expect((await run(cases[1].page)).fetched[1]).toBe(`/api/v3/segment-groups/${STUDY}?client_id=${OTHER.id}`);
  });

  it('guesses right in every case the SPA’s pick does not depend on the client list', () => {
    // The guess is wrong only for a user who may act for other clients, arriving without a client id in the URL or the
    // tab, whose first client is not their own (or with a client id they may not use): the SPA then sends its own call.
    const user = (permissions: string[]) => ({ client: HOME, permissions }) as unknown as User;
    expect(pickActiveClient(user([]), [HOME, OTHER], OTHER.id)).toBe(HOME);
    expect(pickActiveClient(user(['access_multiple_clients']), [HOME, OTHER], OTHER.id)).toBe(OTHER);
    expect(pickActiveClient(user(['access_all_clients']), [HOME, OTHER], null)).toBe(HOME);
    expect(pickActiveClient(user(['access_all_clients']), [OTHER, HOME], null)).toBe(OTHER);
  });

  it('asks for nothing without a token, with an expired or unreadable one, or on another page; never throws', async () => {
    expect((await run({ href: `/studies/${STUDY}/videos/${INTERVIEW}`, token: null })).fetched).toEqual([]);
    expect((await run({ href: `/studies/${STUDY}/videos/${INTERVIEW}`, token: jwt(Date.now() / 1000 + 5) })).fetched).toEqual([]);
    expect((await run({ href: `/studies/${STUDY}/videos/${INTERVIEW}`, token: 'not-a-jwt' })).fetched).toEqual([]);
    expect((await run({ href: '/studies' })).fetched).toEqual([]);
  });

  it('asks for no poster when the interview does not answer 2xx (the SPA then makes every call itself)', async () => {
    const { fetched, preloads } = await run({ href: `/studies/${STUDY}/videos/${INTERVIEW}`, status: 401 });
    expect(fetched).toHaveLength(4);
    expect(preloads).toEqual([]);
  });

  it('shows the poster on the shell’s video when the page has it', async () => {
    const video: Record<string, string> = {};
    const { preloads } = await run({ href: `/studies/${STUDY}/videos/${INTERVIEW}`, shellVideo: video });
    expect(preloads).toHaveLength(1);
    expect(video).toEqual({ poster: '/api/media/t.jpg?sig=1' });
  });
});
