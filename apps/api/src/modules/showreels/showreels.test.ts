import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS, PublicShowreelResponse, ShowreelResponse, ShowreelsPageResponse, ShowreelsResponse, ShowreelQuotesResponse } from '@insight/contracts';
import { eq } from 'drizzle-orm';
import { clients, insights, projectUsers, roles, showreels, studies, users } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createClient, createInterview, createProject, createQuote, createSegment, createStudy, createUser } from '../../../test/factories';

describe(`showreels API on ${testDriver}`, () => {
  let t: TestApp;
  let master: string;
  let researcher: string;
  let consumer: string;
  let noPublish: string;
  let admin: string;
  let other: string;
  let stranger: string;
  const w = {} as {
    project: { id: string };
    hiddenStudy: { id: string; projectId: string | null };
    hiddenQuote: { id: string };
    client: { id: string };
    study: { id: string };
    oldStudy: { id: string };
    segment: { id: string };
    quotes: { id: string; start: number; end: number }[];
    oldQuote: { id: string };
    otherQuote: { id: string };
    interviewDuration: number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.db;
    const client = await createClient(db);
    const otherClient = await createClient(db);
    // SPEC §6 project access: the Researcher and the Viewer are granted `project`; nobody but Admin/Master sees `hiddenProject`.
    const project = await createProject(db, client.id);
    const hiddenProject = await createProject(db, client.id);
    const study = await createStudy(db, client.id, { createdAt: new Date('2023-03-01T00:00:00Z'), projectId: project.id });
    const oldStudy = await createStudy(db, client.id, { createdAt: new Date('2022-10-20T12:00:00Z'), projectId: project.id });
    const hiddenStudy = await createStudy(db, client.id, { createdAt: new Date('2023-03-01T00:00:00Z'), projectId: hiddenProject.id });
    const segment = await createSegment(db, { ...study, language: 'en' });
    const oldSegment = await createSegment(db, { ...oldStudy, language: 'en' });
    const lines = [
      { start: 0, end: 4, text: 'I like to cycle to work' },
      { start: 5, end: 9, text: 'The bike lane is too narrow' },
      { start: 10, end: 14, text: 'Rain makes it hard' },
    ];
    const interview = await createInterview(db, segment, { lines });
    const oldInterview = await createInterview(db, oldSegment, { lines });
    const quotes = [];
    for (const line of lines) quotes.push(await createQuote(db, interview, { contentOriginal: line.text, start: line.start, end: line.end }));
    const oldQuote = await createQuote(db, oldInterview, { contentOriginal: 'old', start: 0, end: 4 });
    const hiddenInterview = await createInterview(db, await createSegment(db, { ...hiddenStudy, language: 'en' }), { lines });
    const hiddenQuote = await createQuote(db, hiddenInterview, { contentOriginal: 'hidden', start: 0, end: 4 });
    const otherStudy = await createStudy(db, otherClient.id);
    const otherSegment = await createSegment(db, { ...otherStudy, language: 'en' });
    const otherInterview = await createInterview(db, otherSegment, { lines });
    const otherQuote = await createQuote(db, otherInterview, { contentOriginal: 'x', start: 0, end: 4 });
    Object.assign(w, { client, project, study, oldStudy, hiddenStudy, segment, quotes, oldQuote, hiddenQuote, otherQuote, interviewDuration: 14 });

    const users_ = await Promise.all([
      createUser(db, client.id, { roleName: 'Master' }),
      createUser(db, client.id, { roleName: 'Researcher' }),
      createUser(db, client.id, { roleName: 'Consumer' }),
      createUser(db, client.id, { roleName: 'Admin' }),
      createUser(db, otherClient.id, { roleName: 'Master' }),
      createUser(db, client.id, { roleName: 'Researcher' }),
      createUser(db, client.id, { roleName: 'Researcher' }),
    ]);
    await db.insert(projectUsers).values([users_[1], users_[5]].map((u) => ({ projectId: project.id, userId: u.id })));
    // A role without publish_videos (SPEC §6: roles are data).
    const [viewerRole] = await db
      .insert(roles)
      .values({ name: 'Viewer', permissions: ['ai_assistant'] })
      .returning();
    await db.update(users).set({ roleId: viewerRole.id }).where(eq(users.id, users_[5].id));
    [master, researcher, consumer, admin, other, noPublish, stranger] = await Promise.all(users_.map((u) => t.login(u.email, u.password)));
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (body: Record<string, unknown> = {}, token = master, version = 'v3') => {
    const res = await send('POST', `/api/${version}/showreels`, token, {
      study_id: w.study.id,
      title: 'Cycling',
      quotes: w.quotes.map((q) => ({ id: q.id })),
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return ShowreelResponse.parse(res.json()).data;
  };
  const invalidNames = (body: string) => (JSON.parse(body) as { invalidParams?: { name: string }[] }).invalidParams?.map((p) => p.name);

  it('creates a showreel with the SPEC §3 shape and a playable edit list on the reel timeline', async () => {
    const reel = await create({ description: 'Commute', quotes: [{ id: w.quotes[1].id, start: 5.5, end: 8 }, { id: w.quotes[0].id }] });
    expect(reel).toMatchObject({
      published: false,
      client_id: w.client.id,
      study_id: w.study.id,
      type: 'CUSTOM',
      status: 'CREATED',
      error: null,
      title: 'Cycling',
      description: 'Commute',
      duration: 6.5,
      quotes: [
        { id: w.quotes[1].id, start: 5.5, end: 8 },
        { id: w.quotes[0].id, start: 0, end: 4 },
      ],
      video: { combined_url: null, face_url: null, subtitles: { en: { url: null }, original: { url: null } } },
      ready_at: null,
    });
    expect(reel.edit_list.duration).toBe(6.5);
    expect(reel.edit_list.clips.map((c) => [c.start, c.end, c.offset])).toEqual([
      [5.5, 8, 0],
      [0, 4, 2.5],
    ]);
    expect(reel.edit_list.clips[0].video_url).toMatch(/^\/api\/media\/interviews\/.+\/video\.mp4\?expires=/);
    const cues = reel.edit_list.subtitles.original;
    expect(cues.length).toBeGreaterThan(0);
    for (const cue of cues) {
      expect(cue.start).toBeGreaterThanOrEqual(0);
      expect(cue.end).toBeLessThanOrEqual(6.5 + 1e-9);
    }
    expect(cues[0]).toEqual({ start: 0, end: 0.167, text: 'The' });
  });

  it("a reel made without project_id takes its study's project and lists under it (project_id filter)", async () => {
    const reel = await create({ title: 'Project reel' });
    expect(reel.project_id).toBe(w.project.id);
    const listed = await t.get(`/api/v1/showreels?project_id=${w.project.id}&per_page=100`, master);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { data: { id: string }[] }).data.map((r) => r.id)).toContain(reel.id);
    const elsewhere = await t.get(`/api/v1/showreels?project_id=${w.hiddenStudy.projectId}&per_page=100`, master);
    expect((elsewhere.json() as { data: { id: string }[] }).data.map((r) => r.id)).not.toContain(reel.id);
  });

  it('GET one, v1 and v3; another client gets 404; consumer 403; no token 401', async () => {
    const reel = await create();
    for (const version of ['v1', 'v3']) {
      const res = await t.get(`/api/${version}/showreels/${reel.id}`, master);
      expect(res.statusCode).toBe(200);
      expect(ShowreelResponse.parse(res.json()).data.id).toBe(reel.id);
    }
    const foreign = await t.get(`/api/v3/showreels/${reel.id}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail ?? foreign.json().title).toBeDefined();
    expect((await t.get(`/api/v3/showreels/${reel.id}`, consumer)).statusCode).toBe(403);
    expect((await send('GET', `/api/v3/showreels/${reel.id}`, null)).statusCode).toBe(401);
    expect((await t.get('/api/v3/showreels/not-a-uuid', master)).statusCode).toBe(400);
    expect((await send('POST', '/api/v3/showreels', consumer, { study_id: w.study.id, title: 'x', quotes: [{ id: w.quotes[0].id }] })).statusCode).toBe(403);
  });

  it('edit-list subtitles from the clips’ overlapping transcript lines equal those cut from the whole transcripts (decision 0240)', async () => {
    // A Danish interview with an English transcript; two clips of it share a line, a third clip is of another interview.
    const segment = await createSegment(t.db, { ...w.study, clientId: w.client.id, language: 'da' });
    const da = [
      { start: 0, end: 3, text: 'Jeg cykler hver dag' },
      { start: 3, end: 6, text: 'Det er sundt og billigt' },
      { start: 6, end: 9, text: 'Men det regner ofte' },
    ];
    const en = [
      { start: 0, end: 3, text: 'I cycle every day' },
      { start: 3, end: 6, text: 'It is healthy and cheap' },
      { start: 6, end: 9, text: 'But it often rains' },
    ];
    const interview = await createInterview(t.db, segment, { lines: da, en });
    const a = await createQuote(t.db, interview, { contentOriginal: 'a', start: 1, end: 4.5 });
    const b = await createQuote(t.db, interview, { contentOriginal: 'b', start: 4, end: 8 });
    const reel = await create({ quotes: [{ id: a.id }, { id: w.quotes[1].id }, { id: b.id, start: 4.2 }] });
    const { interviewTranscripts } = await import('@insight/db');
    const { inArray } = await import('drizzle-orm');
    const { reelCues } = await import('../../video/showreel-timeline');
    const transcripts = await t.db
      .select()
      .from(interviewTranscripts)
      .where(inArray(interviewTranscripts.interviewId, [interview.id, reel.edit_list.clips[1].interview_id]));
    const of = (id: string, english: boolean) =>
      (english ? transcripts.find((x) => x.interviewId === id && x.language === 'en') : undefined) ??
      transcripts.find((x) => x.interviewId === id && x.isOriginal)!;
    const timeline = reel.edit_list.clips.map((clip) => ({ interviewId: clip.interview_id, start: clip.start, end: clip.end }));
    const expected = {
      original: reelCues(timeline, (id) => of(id, false).sections),
      en: reelCues(timeline, (id) => of(id, true).sections),
    };
    expect(expected.en.length).toBeGreaterThan(5);
    expect(expected.en).not.toEqual(expected.original);
    expect(reel.edit_list.subtitles).toEqual(expected);
    const listed = ShowreelsResponse.parse((await t.get(`/api/v3/showreels?study_id=${w.study.id}&limit=100`, master)).json()).data;
    expect(listed.find((r) => r.id === reel.id)?.edit_list.subtitles).toEqual(expected);
    await send('DELETE', `/api/v3/showreels/${reel.id}`, master);
  });

  it('lists with filters, search, sort and cursor (v3) and pages (v1)', async () => {
    await create({ title: 'Alpha searchable', description: 'zzz' });
    await create({ title: 'Beta', description: 'searchable too' });
    const all = ShowreelsResponse.parse((await t.get(`/api/v3/showreels?study_id=${w.study.id}&limit=2&sort_by=title&sort_order=asc`, master)).json());
    expect(all.data).toHaveLength(2);
    expect(all.data[0].title <= all.data[1].title).toBe(true);
    expect(all.meta.next_cursor).not.toBeNull();
    const page2 = ShowreelsResponse.parse(
      (await t.get(`/api/v3/showreels?study_id=${w.study.id}&limit=2&sort_by=title&sort_order=asc&cursor=${all.meta.next_cursor}`, master)).json(),
    );
    expect(page2.data[0].title >= all.data[1].title).toBe(true);
    const search = ShowreelsResponse.parse((await t.get('/api/v3/showreels?search=searchable', master)).json());
    expect(search.data.map((r) => r.title).sort()).toEqual(['Alpha searchable', 'Beta']);
    expect(ShowreelsResponse.parse((await t.get('/api/v3/showreels?type=CURATED', master)).json()).data).toHaveLength(0);
    expect(ShowreelsResponse.parse((await t.get(`/api/v3/showreels?segment_ids=${w.segment.id}`, master)).json()).data).toHaveLength(0);
    const v1 = ShowreelsPageResponse.parse((await t.get('/api/v1/showreels?page=1&per_page=2&sort_by=created_at&sort_order=desc', master)).json());
    expect(v1.meta.per_page).toBe(2);
    expect(v1.meta.total).toBeGreaterThanOrEqual(4);
    expect(ShowreelsPageResponse.parse((await t.get('/api/v1/showreels', other)).json()).meta.total).toBe(0);
    const bad = await t.get('/api/v3/showreels?sort_by=nope', master);
    expect(bad.statusCode).toBe(400);
    expect(invalidNames(bad.body)).toContain('sort_by');
    expect(invalidNames((await t.get('/api/v3/showreels?cursor=%%%', master)).body)).toContain('cursor');
  });

  it('created_by=me lists only the reels the signed-in user made', async () => {
    const mine = await create({ title: 'Made by the researcher' }, researcher);
    const theirs = await create({ title: 'Made by the master' });
    const ids = async (token: string) =>
      ShowreelsPageResponse.parse((await t.get('/api/v1/showreels?created_by=me&per_page=100', token)).json()).data.map((r) => r.id);
    expect(await ids(researcher)).toEqual([mine.id]);
    expect(await ids(master)).toContain(theirs.id);
    expect(await ids(master)).not.toContain(mine.id);
    expect(invalidNames((await t.get('/api/v3/showreels?created_by=someone', master)).body)).toContain('created_by');
  });

  it('GET /{id}/quotes answers the quotes in clip order with clip times', async () => {
    const reel = await create({ quotes: [{ id: w.quotes[2].id, start: 10.5, end: 12 }, { id: w.quotes[0].id }] });
    const res = await t.get(`/api/v1/showreels/${reel.id}/quotes`, master);
    const body = ShowreelQuotesResponse.parse(res.json());
    expect(body.data.map((q) => [q.id, q.clip.start, q.clip.end, q.clip.position])).toEqual([
      [w.quotes[2].id, 10.5, 12, 0],
      [w.quotes[0].id, 0, 4, 1],
    ]);
    expect((await t.get(`/api/v3/showreels/${reel.id}/quotes`, other)).statusCode).toBe(404);
  });

  it('rejects bad clips with 400 naming the field', async () => {
    const post = (quotes: unknown) => send('POST', '/api/v3/showreels', master, { study_id: w.study.id, title: 'x', quotes });
    const cases: [unknown, string][] = [
      [[], 'quotes'],
      [[{ id: '00000000-0000-4000-8000-000000000000' }], 'quotes'],
      [[{ id: w.otherQuote.id }], 'quotes'],
      [[{ id: w.quotes[0].id, start: 3, end: 2 }], 'quotes.end'],
      [[{ id: w.quotes[0].id, start: 0, end: 99 }], 'quotes.end'],
      [[{ id: w.quotes[0].id, start: 50, end: 60 }], 'quotes.start'],
      [[{ id: w.quotes[0].id, start: -1, end: 2 }], 'quotes'],
      [[{ id: 'nope' }], 'quotes'],
    ];
    for (const [quotes, name] of cases) {
      const res = await post(quotes);
      expect(res.statusCode, JSON.stringify(quotes)).toBe(400);
      expect(invalidNames(res.body)?.[0], JSON.stringify(quotes)).toMatch(new RegExp(`^${name.replace('.', '\\.')}`));
    }
    const noTitle = await send('POST', '/api/v3/showreels', master, { study_id: w.study.id, quotes: [{ id: w.quotes[0].id }] });
    expect(invalidNames(noTitle.body)).toContain('title');
    const foreignStudy = await send('POST', '/api/v3/showreels', other, { study_id: w.study.id, title: 'x', quotes: [{ id: w.quotes[0].id }] });
    expect(foreignStudy.statusCode).toBe(400);
    expect(invalidNames(foreignStudy.body)).toContain('study_id');
  });

  it('custom showreels: on for studies from 2022-10-21, else only with the client custom_showreel flag; CURATED needs the research team', async () => {
    const old = await send('POST', '/api/v3/showreels', master, { study_id: w.oldStudy.id, title: 'x', quotes: [{ id: w.oldQuote.id }] });
    expect(old.statusCode).toBe(403);
    const curated = await send('POST', '/api/v3/showreels', master, { study_id: w.study.id, type: 'CURATED', title: 'x', quotes: [{ id: w.quotes[0].id }] });
    expect(curated.statusCode).toBe(403);
    const byAdmin = await create({ type: 'CURATED', title: 'Curated' }, admin);
    expect(byAdmin.type).toBe('CURATED');
    const { clients } = await import('@insight/db');
    await t.db
      .update(clients)
      .set({ features: ['custom_showreel'] })
      .where(eq(clients.id, w.client.id));
    const flagged = await create({ study_id: w.oldStudy.id, quotes: [{ id: w.oldQuote.id }] });
    expect(flagged.type).toBe('CUSTOM');
    await t.db.update(clients).set({ features: [] }).where(eq(clients.id, w.client.id));
  });

  it('a CURATED reel: only the research team changes or deletes it; publishing stays with publish_videos', async () => {
    const reel = await create({ type: 'CURATED', title: 'Curated by the team' }, admin);
    const titled = await send('PATCH', `/api/v3/showreels/${reel.id}`, master, { title: 'Mine now' });
    expect(titled.statusCode).toBe(403);
    expect(titled.json().detail).toBe('Only the research team can change or delete curated showreels');
    expect((await send('PATCH', `/api/v3/showreels/${reel.id}`, researcher, { quotes: [{ id: w.quotes[0].id }] })).statusCode).toBe(403);
    expect((await send('DELETE', `/api/v3/showreels/${reel.id}`, master)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/v1/showreels/${reel.id}`, researcher)).statusCode).toBe(403);
    // Nothing changed, and the client may still publish it.
    const kept = ShowreelResponse.parse((await t.get(`/api/v3/showreels/${reel.id}`, master)).json()).data;
    expect(kept).toMatchObject({ title: 'Curated by the team', quotes: reel.quotes });
    const published = await send('PATCH', `/api/v3/showreels/${reel.id}`, master, { published: true });
    expect(published.statusCode).toBe(200);
    expect((await send('PATCH', `/api/v3/showreels/${reel.id}`, admin, { title: 'Retitled by the team' })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/v3/showreels/${reel.id}`, admin)).statusCode).toBe(204);
  });

  it('PATCH edits, keeps the last quote, answers 409 on a stale updated_at and changes nothing', async () => {
    const reel = await create();
    const patch = (body: unknown, token = master) => send('PATCH', `/api/v3/showreels/${reel.id}`, token, body);
    const ok = await patch({ title: 'Renamed', quotes: [{ id: w.quotes[2].id }, { id: w.quotes[0].id, start: 1, end: 3 }], updated_at: reel.updated_at });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = ShowreelResponse.parse(ok.json()).data;
    expect(saved.title).toBe('Renamed');
    expect(saved.quotes).toEqual([
      { id: w.quotes[2].id, start: 10, end: 14 },
      { id: w.quotes[0].id, start: 1, end: 3 },
    ]);
    expect(saved.duration).toBe(6);
    const stale = await patch({ title: 'Lost edit', updated_at: reel.updated_at });
    expect(stale.statusCode).toBe(409);
    const after = ShowreelResponse.parse((await t.get(`/api/v3/showreels/${reel.id}`, master)).json()).data;
    expect(after.title).toBe('Renamed');
    expect(after.updated_at).toBe(saved.updated_at);
    const last = await patch({ quotes: [] });
    expect(last.statusCode).toBe(400);
    expect(invalidNames(last.body)).toEqual(['quotes']);
    const unknown = await patch({ quotes: [{ id: w.otherQuote.id }] });
    expect(invalidNames(unknown.body)).toEqual(['quotes']);
    expect((await patch({ title: 'x' }, other)).statusCode).toBe(404);
    expect((await patch({ title: 'x' }, consumer)).statusCode).toBe(403);
    const v1 = await send('PATCH', `/api/v1/showreels/${reel.id}`, master, { description: 'v1 edit' });
    expect(ShowreelResponse.parse(v1.json()).data.description).toBe('v1 edit');
  });

  it('publish needs publish_videos; the public read shows only published reels without sign-in', async () => {
    const reel = await create({ title: 'To publish' });
    const publicGet = () => send('GET', `/api/v1/public/published_showreels/${reel.id}`, null);
    const hidden = await publicGet();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toBe(ERROR_TEXTS.showreelNotPublished);
    expect((await send('GET', '/api/v1/public/published_showreels/00000000-0000-4000-8000-000000000000', null)).json().detail).toBe(
      ERROR_TEXTS.showreelNotPublished,
    );
    const malformed = await send('GET', '/api/v1/public/published_showreels/not-an-id', null);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().detail).toBe(ERROR_TEXTS.showreelNotPublished);

    expect((await send('POST', '/api/v1/public/published_showreels', noPublish, { showreel_id: reel.id })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/v3/showreels/${reel.id}`, noPublish, { published: true })).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/v3/showreels', noPublish, { study_id: w.study.id, title: 'x', published: true, quotes: [{ id: w.quotes[0].id }] })).statusCode,
    ).toBe(403);
    expect((await send('POST', '/api/v1/public/published_showreels', other, { showreel_id: reel.id })).statusCode).toBe(404);
    const missingId = await send('POST', '/api/v1/public/published_showreels', master, {});
    expect(invalidNames(missingId.body)).toContain('showreel_id');

    const published = await send('POST', '/api/v1/public/published_showreels', researcher, { showreel_id: reel.id });
    expect(published.statusCode, published.body).toBe(200);
    expect(ShowreelResponse.parse(published.json()).data.published).toBe(true);
    const open = await publicGet();
    expect(open.statusCode).toBe(200);
    const body = PublicShowreelResponse.parse(open.json()).data;
    expect(body.title).toBe('To publish');
    expect(body).not.toHaveProperty('client_id');
    // The public page names the client and study, and who speaks in each clip.
    const [client] = await t.db.select().from(clients).where(eq(clients.id, w.client.id));
    const [study] = await t.db.select().from(studies).where(eq(studies.id, w.study.id));
    expect(body.client_name).toBe(client.name);
    expect(body.study_title).toBe(study.title);
    expect(body.clips).toHaveLength(reel.quotes.length);
    expect(body.clips[0].participant.name).not.toBe('');
    expect(body.clips[0].duration).toBeGreaterThan(0);

    const [insight] = await t.db.insert(insights).values({ clientId: w.client.id, studyId: w.study.id, title: 'I', showreelId: reel.id }).returning();
    const listed = await t.get(`/api/v1/published_showreels?study_id=${w.study.id}`, master);
    expect(listed.json().data.map((r: { id: string }) => r.id)).toEqual([reel.id]);
    expect((await t.get(`/api/v1/published_showreels?insight_id=${insight.id}`, master)).json().data).toHaveLength(1);
    expect((await t.get('/api/v1/published_showreels', other)).json().data).toHaveLength(0);
    expect((await t.get('/api/v1/published_showreels', consumer)).statusCode).toBe(403);

    expect((await send('DELETE', `/api/v1/public/published_showreels/${reel.id}`, noPublish)).statusCode).toBe(403);
    const unpublished = await send('DELETE', `/api/v1/public/published_showreels/${reel.id}`, master);
    expect(ShowreelResponse.parse(unpublished.json()).data.published).toBe(false);
    expect((await publicGet()).statusCode).toBe(404);

    const viaPatch = await send('PATCH', `/api/v3/showreels/${reel.id}`, master, { published: true });
    expect(ShowreelResponse.parse(viaPatch.json()).data.published).toBe(true);
    expect((await publicGet()).statusCode).toBe(200);
  });

  it('an unknown or another client’s segment_id or project_id is a 400 naming the field, the same answer for both', async () => {
    const otherClient = await createClient(t.db);
    const otherProject = await createProject(t.db, otherClient.id);
    const otherStudy = await createStudy(t.db, otherClient.id, { projectId: otherProject.id });
    const otherSegment = await createSegment(t.db, { ...otherStudy, language: 'en' });
    const unknownId = '00000000-0000-4000-8000-000000000001';
    for (const version of ['v1', 'v3']) {
      for (const [field, foreignId] of [
        ['segment_id', otherSegment.id],
        ['project_id', otherProject.id],
      ] as const) {
        const answers = [];
        for (const id of [unknownId, foreignId]) {
          const res = await send('POST', `/api/${version}/showreels`, master, {
            study_id: w.study.id,
            title: 'Probe',
            quotes: [{ id: w.quotes[0].id }],
            [field]: id,
          });
          expect(res.statusCode, `${version} ${field} ${res.body}`).toBe(400);
          expect(invalidNames(res.body)).toEqual([field]);
          answers.push(res.json().detail);
        }
        expect(answers[0]).toBe(answers[1]);
      }
    }
    // A segment of this study and a project the viewer can see are fine.
    const ok = await send('POST', '/api/v3/showreels', master, {
      study_id: w.study.id,
      title: 'Ok',
      quotes: [{ id: w.quotes[0].id }],
      segment_id: w.segment.id,
      project_id: w.project.id,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('the public read hands out only the reel’s own rendered file, thumbnail and subtitles, never the interviews', async () => {
    const reel = await create({ title: 'Public reel', published: true });
    const interviewIds = reel.edit_list.clips.map((clip) => clip.interview_id);
    const before = await send('GET', `/api/v1/public/published_showreels/${reel.id}`, null);
    expect(before.statusCode).toBe(200);
    const preparing = PublicShowreelResponse.parse(before.json()).data;
    expect(before.json().data).not.toHaveProperty('edit_list');
    expect(preparing.status).not.toBe('READY');
    expect(preparing.video.combined_url).toBeNull();
    for (const id of interviewIds) expect(before.body).not.toContain(id);
    expect(before.body).not.toContain('interviews/');

    await t.db
      .update(showreels)
      .set({
        status: 'READY',
        videoKey: `showreels/${reel.id}/r1/reel.mp4`,
        thumbnailKey: `showreels/${reel.id}/r1/thumb.jpg`,
        subtitlesEnKey: `showreels/${reel.id}/r1/en.vtt`,
        subtitlesOriginalKey: `showreels/${reel.id}/r1/original.vtt`,
        duration: 12,
      })
      .where(eq(showreels.id, reel.id));
    const after = await send('GET', `/api/v1/public/published_showreels/${reel.id}`, null);
    const ready = PublicShowreelResponse.parse(after.json()).data;
    expect(ready.video.combined_url).toContain(`showreels/${reel.id}/r1/reel.mp4`);
    expect(ready.thumbnail).toContain(`showreels/${reel.id}/r1/thumb.jpg`);
    expect(ready.video.subtitles.en.url).toContain('en.vtt');
    for (const id of interviewIds) expect(after.body).not.toContain(id);
    expect(after.body).not.toContain('interviews/');
  });

  it('DELETE removes the reel (v1 and v3); another client 404', async () => {
    for (const version of ['v1', 'v3']) {
      const reel = await create();
      expect((await send('DELETE', `/api/${version}/showreels/${reel.id}`, other)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/${version}/showreels/${reel.id}`, master)).statusCode).toBe(204);
      expect((await t.get(`/api/${version}/showreels/${reel.id}`, master)).statusCode).toBe(404);
    }
  });

  it('retry re-queues an ERROR reel (status CREATED, error cleared)', async () => {
    const reel = await create();
    const { showreels } = await import('@insight/db');
    await t.db.update(showreels).set({ status: 'ERROR', error: 'boom' }).where(eq(showreels.id, reel.id));
    const res = await send('POST', `/api/v3/showreels/${reel.id}/render`, master);
    expect(res.statusCode).toBe(202);
    expect(ShowreelResponse.parse(res.json()).data).toMatchObject({ status: 'CREATED', error: null });
    await t.db.update(showreels).set({ status: 'ERROR', error: 'boom' }).where(eq(showreels.id, reel.id));
    const viaPatch = await send('PATCH', `/api/v3/showreels/${reel.id}`, master, { retry: true });
    expect(ShowreelResponse.parse(viaPatch.json()).data).toMatchObject({ status: 'CREATED', error: null });
  });

  it("project access (SPEC §6): without a grant for the study's project a reel is 404 and left out of lists; with it, visible", async () => {
    const hidden = await create({ study_id: w.hiddenStudy.id, title: 'Hidden reel', quotes: [{ id: w.hiddenQuote.id }], published: true });
    const open = await create({ title: 'Open reel' });
    // Master sees both; the granted Researcher sees the open one only; a Researcher without grants sees neither.
    for (const version of ['v1', 'v3']) {
      expect((await t.get(`/api/${version}/showreels/${hidden.id}`, master)).statusCode).toBe(200);
      expect((await t.get(`/api/${version}/showreels/${open.id}`, researcher)).statusCode).toBe(200);
      for (const token of [researcher, stranger]) {
        expect((await t.get(`/api/${version}/showreels/${hidden.id}`, token)).statusCode).toBe(404);
        expect((await t.get(`/api/${version}/showreels/${hidden.id}/quotes`, token)).statusCode).toBe(404);
      }
      expect((await t.get(`/api/${version}/showreels/${open.id}`, stranger)).statusCode).toBe(404);
    }
    const ids = async (url: string, token: string) => {
      const res = await t.get(url, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { id: string }[] }).data.map((r) => r.id);
    };
    for (const url of ['/api/v3/showreels?limit=100', '/api/v1/showreels?per_page=100', `/api/v3/showreels?study_id=${w.hiddenStudy.id}`]) {
      expect(await ids(url, master)).toContain(hidden.id);
      expect(await ids(url, researcher)).not.toContain(hidden.id);
      expect(await ids(url, stranger)).toEqual([]);
    }
    expect(await ids('/api/v3/showreels?limit=100', researcher)).toContain(open.id);
    const published = (token: string) => ids(`/api/v1/published_showreels?study_id=${w.hiddenStudy.id}`, token);
    expect(await published(master)).toEqual([hidden.id]);
    expect(await published(researcher)).toEqual([]);
    expect(await published(stranger)).toEqual([]);

    // Writes answer 404 (400 naming study_id on create) and change nothing.
    expect((await send('PATCH', `/api/v3/showreels/${hidden.id}`, researcher, { title: 'Taken' })).statusCode).toBe(404);
    expect((await send('POST', `/api/v3/showreels/${hidden.id}/render`, researcher)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v1/public/published_showreels/${hidden.id}`, researcher)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v1/showreels/${hidden.id}`, researcher)).statusCode).toBe(404);
    const created = await send('POST', '/api/v3/showreels', researcher, { study_id: w.hiddenStudy.id, title: 'x', quotes: [{ id: w.hiddenQuote.id }] });
    expect(created.statusCode).toBe(400);
    expect(invalidNames(created.body)).toContain('study_id');
    const still = ShowreelResponse.parse((await t.get(`/api/v3/showreels/${hidden.id}`, master)).json()).data;
    expect(still).toMatchObject({ title: 'Hidden reel', published: true });
    // The public page stays public.
    expect((await send('GET', `/api/v1/public/published_showreels/${hidden.id}`, null)).statusCode).toBe(200);
    // A grant makes it visible.
    expect((await send('PATCH', `/api/v3/showreels/${open.id}`, researcher, { title: 'Renamed' })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/v3/showreels/${open.id}`, researcher)).statusCode).toBe(204);
  });
});
