import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ResolveResponse } from '@insight/contracts';
import { projectUsers, studies } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createProject, createSegmentGroup, createStudy, createUser } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`resolve endpoints on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;
  let betaMaster: string;
  let limited: string;
  let groupId: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    await t.db.update(studies).set({ socratStudyId: 'SOC-4711' }).where(eq(studies.id, w.study.id));
    groupId = (await createSegmentGroup(t.db, w.study, { title: 'Denmark' })).id;
    // A Researcher granted only a project without the study: the study is invisible to them (SPEC §6 project access).
    const other = await createProject(t.db, w.acme.id, { title: 'Elsewhere' });
    const researcher = await createUser(t.db, w.acme.id, { roleName: 'Researcher' });
    await t.db.insert(projectUsers).values({ projectId: other.id, userId: researcher.id });
    await createStudy(t.db, w.acme.id, { projectId: other.id, title: 'Visible to the researcher' });
    [master, consumer, betaMaster, limited] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
      t.login(w.users.betaUser.email, w.users.betaUser.password),
      t.login(researcher.email, researcher.password),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const resolve = async (kind: string, id: string, token = master) => {
    const res = await t.get(`/api/v3/${kind}/resolve/${encodeURIComponent(id)}`, token);
    return { status: res.statusCode, body: res.json() };
  };

  it('a study resolves from its id, its socrat_study_id, and the ids of its segment, group, interview and quote', async () => {
    const cases: [string, string][] = [
      [w.study.id, 'id'],
      ['SOC-4711', 'socrat_study_id'],
      [w.segments.aarhus.id, 'segment_id'],
      [groupId, 'segment_group_id'],
      [w.interviews.one.id, 'interview_id'],
      [w.quotes.price.id, 'quote_id'],
    ];
    for (const [given, matched] of cases) {
      const { status, body } = await resolve('studies', given);
      expect(status, given).toBe(200);
      const data = ResolveResponse.parse(body).data;
      expect(data).toMatchObject({ type: 'study', id: w.study.id, matched, client_id: w.acme.id, title: 'Plant snacks in Denmark' });
      expect(data.route).toBe(`/studies/${w.study.id}`);
    }
  });

  it('a segment resolves from itself, an interview or quote in it, its study (first segment) and a group', async () => {
    expect((await resolve('segments', w.segments.aarhus.id)).body.data).toMatchObject({
      type: 'segment',
      id: w.segments.aarhus.id,
      matched: 'id',
      study_id: w.study.id,
      title: 'Aarhus',
      route: `/study-segments/${w.segments.aarhus.id}`,
    });
    expect((await resolve('segments', w.interviews.two.id)).body.data).toMatchObject({ id: w.segments.aarhus.id, matched: 'interview_id' });
    expect((await resolve('segments', w.quotes.cycling.id)).body.data).toMatchObject({ id: w.segments.copenhagen.id, matched: 'quote_id' });
    expect((await resolve('segments', w.study.id)).body.data).toMatchObject({ id: w.segments.copenhagen.id, matched: 'study_id', title: 'Copenhagen' });
    expect((await resolve('segments', 'SOC-4711')).body.data).toMatchObject({ id: w.segments.copenhagen.id, matched: 'socrat_study_id' });
    expect((await resolve('segments', groupId)).body.data).toMatchObject({
      type: 'segment_group',
      id: groupId,
      title: 'Denmark',
      route: `/study-segment-groups/${groupId}`,
    });
  });

  it('an interview resolves from its id or a quote in it, to its page in its segment', async () => {
    const { status, body } = await resolve('interviews', w.quotes.price.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      type: 'interview',
      id: w.interviews.two.id,
      matched: 'quote_id',
      segment_id: w.segments.aarhus.id,
      route: `/study-segments/${w.segments.aarhus.id}/interviews/${w.interviews.two.id}`,
    });
    expect((await resolve('interviews', w.interviews.one.id)).body.data).toMatchObject({ id: w.interviews.one.id, matched: 'id' });
  });

  it('tenancy: ids of another client are 404 with the resource’s text, both ways', async () => {
    expect(await resolve('studies', w.betaStudy.id)).toMatchObject({ status: 404, body: { detail: 'Study not found' } });
    expect(await resolve('segments', w.segments.beta.id)).toMatchObject({ status: 404, body: { detail: 'Segment not found' } });
    expect(await resolve('interviews', w.quotes.beta.id)).toMatchObject({ status: 404, body: { detail: 'Interview not found' } });
    expect((await resolve('studies', 'SOC-4711', betaMaster)).status).toBe(404);
    expect((await resolve('studies', w.betaStudy.id, betaMaster)).status).toBe(200);
    // Asking for the other client explicitly changes nothing (not theirs).
    const res = await t.get(`/api/v3/studies/resolve/${w.betaStudy.id}?client_id=${w.beta.id}`, master);
    expect(res.statusCode).toBe(404);
  });

  it('project access: a study outside the viewer’s projects does not resolve', async () => {
    expect((await resolve('studies', w.study.id, limited)).status).toBe(404);
    expect((await resolve('interviews', w.interviews.one.id, limited)).status).toBe(404);
  });

  it('permissions and bad input: Consumer 403, unknown ids 404, malformed ids 400 naming id, no token 401', async () => {
    expect((await resolve('studies', w.study.id, consumer)).status).toBe(403);
    expect((await resolve('studies', 'NO-SUCH-ID')).status).toBe(404);
    expect((await resolve('interviews', 'not-a-uuid')).status).toBe(404);
    const bad = await resolve('studies', 'a b<script>');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');
    expect((await resolve('segments', 'x'.repeat(201))).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/studies/resolve/${w.study.id}` })).statusCode).toBe(401);
  });
});
