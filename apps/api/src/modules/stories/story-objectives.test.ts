import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { StoryObjectivesResponse } from '@insight/contracts';
import { quotes } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`story objectives (GET /v3/stories/{id}/objectives) on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;
  let grantedConsumer: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    const granted = await createUser(t.db, w.acme.id, { roleName: 'Consumer', autoGrantNewProjects: true });
    [master, consumer, grantedConsumer] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
      t.login(granted.email, granted.password),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the business questions of the story's studies with their insights and charts; Beta's highlighted interview adds nothing", async () => {
    const res = await t.get(`/api/v3/stories/${w.story.id}/objectives`, master);
    expect(res.statusCode).toBe(200);
    const { data } = StoryObjectivesResponse.parse(res.json());
    expect(data.map((q) => q.id).sort()).toEqual([w.businessQuestions.choice.id, w.businessQuestions.price.id].sort());
    expect(new Set(data.map((q) => q.study_id))).toEqual(new Set([w.study.id]));
    const price = data.find((q) => q.id === w.businessQuestions.price.id)!;
    expect(price.insights.map((i) => i.id)).toEqual([w.insight.id]);
    expect(res.body).not.toContain(w.betaStudy.id);
  });

  it("carries each insight's supporting quotes in both languages with the interview's video, which a Consumer can play", async () => {
    const res = await t.get(`/api/v3/stories/${w.story.id}/objectives?translation=original`, grantedConsumer);
    expect(res.statusCode).toBe(200);
    const price = StoryObjectivesResponse.parse(res.json()).data.find((q) => q.id === w.businessQuestions.price.id)!;
    const [quote] = price.insights[0].quotes;
    expect(price.insights[0].quotes.map((q) => q.id)).toEqual([w.quotes.price.id]);
    expect(quote).toMatchObject({ interview_id: w.quotes.price.interviewId, start: w.quotes.price.start, end: w.quotes.price.end });
    expect(quote.content_original).toBe(w.quotes.price.contentOriginal);
    expect(quote.video?.url).toMatch(/^\/api\/media\/|^http/);
  });

  it('leaves out a supporting quote deleted while a reel still uses it', async () => {
    await t.db.update(quotes).set({ deletedAt: new Date() }).where(eq(quotes.id, w.quotes.price.id));
    try {
      const res = await t.get(`/api/v3/stories/${w.story.id}/objectives`, master);
      const price = StoryObjectivesResponse.parse(res.json()).data.find((q) => q.id === w.businessQuestions.price.id)!;
      expect(price.insights[0].quotes).toEqual([]);
    } finally {
      await t.db.update(quotes).set({ deletedAt: null }).where(eq(quotes.id, w.quotes.price.id));
    }
  });

  it('a Consumer with project access reads the objectives; without it the story shows none', async () => {
    const granted = await t.get(`/api/v3/stories/${w.story.id}/objectives`, grantedConsumer);
    expect(granted.statusCode).toBe(200);
    expect(StoryObjectivesResponse.parse(granted.json()).data.length).toBe(2);
    const plain = await t.get(`/api/v3/stories/${w.story.id}/objectives`, consumer);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toEqual([]);
  });

  it("answers 404 for another client's story and for an unknown id; 400 for a malformed id", async () => {
    const other = await t.get(`/api/v3/stories/${w.betaStory.id}/objectives`, master);
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe('Story not found');
    const unknown = await t.get('/api/v3/stories/00000000-0000-4000-8000-000000000000/objectives', master);
    expect(unknown.statusCode).toBe(404);
    expect((await t.get('/api/v3/stories/nope/objectives', master)).statusCode).toBe(400);
  });
});
