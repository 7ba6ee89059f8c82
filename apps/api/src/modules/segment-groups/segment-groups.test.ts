import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SegmentGroupResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createSegment, createSegmentGroup, createShowreel, createStory } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`segment group reads on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;
  let group: { id: string };
  let emptyGroup: { id: string };
  let betaGroup: { id: string };
  let story: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    [master, consumer] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
    ]);
    // Aarhus (position 1) and Copenhagen (position 0) form a group; a third segment of the study stays outside it.
    await createSegment(t.db, w.study, { title: 'Odense', language: 'da', position: 2 });
    group = await createSegmentGroup(t.db, w.study, { title: 'Danish cities' }, [w.segments.aarhus.id, w.segments.copenhagen.id]);
    emptyGroup = await createSegmentGroup(t.db, w.draft, { title: 'Nobody yet' });
    betaGroup = await createSegmentGroup(t.db, w.betaStudy, { title: 'Beta group' }, [w.segments.beta.id]);
    story = await createStory(t.db, w.acme.id, { title: 'Cities story', segmentGroupId: group.id });
    await createShowreel(t.db, w.study, { title: 'Aarhus reel', segmentId: w.segments.aarhus.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/v3/segment-groups/{id} answers the group with study, segments in position order, stories, business questions and counts', async () => {
    const res = await t.get(`/api/v3/segment-groups/${group.id}`, master);
    expect(res.statusCode).toBe(200);
    const { data } = SegmentGroupResponse.parse(res.json());
    expect(data).toMatchObject({
      id: group.id,
      client_id: w.acme.id,
      study_id: w.study.id,
      title: 'Danish cities',
      study: { id: w.study.id, title: 'Plant snacks in Denmark' },
      segments: [
        { id: w.segments.copenhagen.id, title: 'Copenhagen' },
        { id: w.segments.aarhus.id, title: 'Aarhus' },
      ],
      stories: [{ id: story.id }],
      // Interviews: one per segment; quotes: 3 + 2; the Aarhus showreel.
      counts: { interviews: 2, quotes: 5, showreels: 1 },
    });
    expect(data.business_questions.map((bq) => bq.id)).toEqual([w.businessQuestions.choice.id, w.businessQuestions.price.id]);
    expect(Number.isNaN(Date.parse(data.updated_at))).toBe(false);
  });

  it('answers a group without segments with zero counts', async () => {
    const { data } = SegmentGroupResponse.parse((await t.get(`/api/v3/segment-groups/${emptyGroup.id}`, master)).json());
    expect(data).toMatchObject({ segments: [], stories: [], business_questions: [], counts: { interviews: 0, quotes: 0, showreels: 0 } });
  });

  it('answers 404 for another client’s group, 400 for a malformed id, 403 for the Consumer role', async () => {
    const foreign = await t.get(`/api/v3/segment-groups/${betaGroup.id}`, master);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Segment group not found');
    // A segment id is not a group id.
    expect((await t.get(`/api/v3/segment-groups/${w.segments.aarhus.id}`, master)).statusCode).toBe(404);
    const bad = await t.get('/api/v3/segment-groups/nope', master);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('id');
    expect((await t.get(`/api/v3/segment-groups/${group.id}`, consumer)).statusCode).toBe(403);
  });

  it('a segment in a group names it in GET /api/v3/segments/{id}', async () => {
    const { data } = (await t.get(`/api/v3/segments/${w.segments.aarhus.id}`, master)).json();
    expect(data.segment_group).toEqual({ id: group.id, title: 'Danish cities' });
  });
});
