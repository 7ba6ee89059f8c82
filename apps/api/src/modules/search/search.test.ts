import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`global search on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let outsider: string;
  let consumer: string;
  let betaMaster: string;
  const search = async (query: string, token = master) => {
    const res = await t.get(`/api/v3/search?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return SearchResponse.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    const outsiderUser = await createUser(t.db, w.acme.id, { roleName: 'Researcher' });
    [master, outsider, consumer, betaMaster] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(outsiderUser.email, outsiderUser.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
      t.login(w.users.betaUser.email, w.users.betaUser.password),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds quotes, transcript lines, insights and studies in both languages, grouped by kind, with study titles', async () => {
    // Danish "cykle" (stemmed) in quotes and transcripts; the English translation too.
    const da = await search('q=cykler');
    expect(da.data.quotes.map((q) => q.id)).toContain(w.quotes.cycling.id);
    expect(da.data.quotes.map((q) => q.id)).not.toContain(w.quotes.beta.id);
    expect(da.data.transcripts.some((line) => line.interview.id === w.interviews.one.id && line.language === 'da')).toBe(true);
    const en = await search('q=cycling');
    expect(en.data.quotes.map((q) => q.id)).toContain(w.quotes.cycling.id);
    expect(en.data.transcripts.some((line) => line.interview.id === w.interviews.one.id && line.language === 'en')).toBe(true);
    expect(en.study_titles[w.study.id]).toBe('Plant snacks in Denmark');
    const insight = await search('q=barrier');
    expect(insight.data.insights.map((i) => i.id)).toEqual([w.insight.id]);
    const study = await search('q=plant-based');
    expect(study.data.studies.map((s) => s.id)).toEqual([w.study.id]);
  });

  it('filters by study, language and tag; tenancy and project access hold', async () => {
    expect((await search(`q=cycling&study_id=${w.draft.id}`)).data.quotes).toEqual([]);
    expect((await search('q=cycling&language=en')).data.quotes).toEqual([]);
    expect((await search('q=cycling', outsider)).data).toEqual({ quotes: [], transcripts: [], insights: [], studies: [] });
    const beta = await search('q=cykle', betaMaster);
    expect(beta.data.quotes.map((q) => q.id)).toEqual([w.quotes.beta.id]);
    expect(beta.data.transcripts.every((line) => line.study.id === w.betaStudy.id)).toBe(true);
    expect((await search(`q=cycling&tag_id=${w.tags.snacks.id}`)).data.quotes).toEqual([]);
    expect((await t.get('/api/v3/search?q=cycling', consumer)).statusCode).toBe(403);
    const bad = await t.get('/api/v3/search?q=%20', master);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('q');
    expect((await t.get('/api/v3/search?q=x&from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', master)).statusCode).toBe(400);
  });
});
