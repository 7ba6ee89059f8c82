import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';
import { searchTranscriptLines } from './search.repository';

describe(`global search on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let outsider: string;
  let consumer: string;
  let betaMaster: string;
  let researcher: string;
  const search = async (query: string, token = master) => {
    const res = await t.get(`/api/v3/search?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return SearchResponse.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    const outsiderUser = await createUser(t.db, w.acme.id, { roleName: 'Researcher' });
    const researcherUser = await createUser(t.db, w.acme.id, { roleName: 'Researcher', autoGrantNewProjects: true });
    [master, outsider, consumer, betaMaster, researcher] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(outsiderUser.email, outsiderUser.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
      t.login(w.users.betaUser.email, w.users.betaUser.password),
      t.login(researcherUser.email, researcherUser.password),
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
    // Quotes in English on request, so a quote found through its translation shows the words it was found by.
    expect(en.data.quotes.find((q) => q.id === w.quotes.cycling.id)).toMatchObject({
      content: 'Jeg elsker at cykle til arbejde hver dag',
      translation: 'original',
    });
    const english = await search('q=cycling&translation=en');
    expect(english.data.quotes.find((q) => q.id === w.quotes.cycling.id)).toMatchObject({ content: 'I love cycling to work every day', translation: 'en' });
    // Found only through the English translation: the answer says so (the original holds none of the words)…
    expect(en.data.quotes.find((q) => q.id === w.quotes.cycling.id)?.found_in).toBe('en');
    expect(english.data.quotes.find((q) => q.id === w.quotes.cycling.id)?.found_in).toBe('en');
    // …and found in the original (Danish, stemmed) it is the original's.
    expect(da.data.quotes.find((q) => q.id === w.quotes.cycling.id)?.found_in).toBe('original');
    const insight = await search('q=barrier');
    expect(insight.data.insights.map((i) => i.id)).toEqual([w.insight.id]);
    const study = await search('q=plant-based');
    expect(study.data.studies.map((s) => s.id)).toEqual([w.study.id]);
  });

  it('filters by study, language and tag; tenancy and project access hold', async () => {
    expect((await search(`q=cycling&study_id=${w.draft.id}`)).data.quotes).toEqual([]);
    expect((await search('q=cycling&language=en')).data.quotes).toEqual([]);
    expect((await search('q=cycling', outsider)).data).toEqual({ quotes: [], transcripts: [], notes: [], insights: [], studies: [] });
    const beta = await search('q=cykle', betaMaster);
    expect(beta.data.quotes.map((q) => q.id)).toEqual([w.quotes.beta.id]);
    expect(beta.data.transcripts.every((line) => line.study.id === w.betaStudy.id)).toBe(true);
    expect((await search(`q=cycling&tag_id=${w.tags.snacks.id}`)).data.quotes).toEqual([]);
    expect((await t.get('/api/v3/search?q=cycling', consumer)).statusCode).toBe(403);
    const bad = await t.get('/api/v3/search?q=%20', master);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('q');
    const badTranslation = await t.get('/api/v3/search?q=cycling&translation=fr', master);
    expect(badTranslation.statusCode).toBe(400);
    expect(badTranslation.json().invalidParams[0].name).toBe('translation');
    expect((await t.get('/api/v3/search?q=x&from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', master)).statusCode).toBe(400);
  });

  it("finds notes: the team's and the viewer's own private ones only, of visible studies and the own client", async () => {
    const note = async (token: string, interviewId: string, body: string, visibility: 'TEAM' | 'PRIVATE', quoteId?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v3/interviews/${interviewId}/notes`,
        headers: { authorization: `Bearer ${token}` },
        payload: { start: 1, end: 2, body, visibility, ...(quoteId ? { quote_id: quoteId } : {}) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const team = await note(researcher, w.interviews.one.id, 'Thermos flasks came up twice', 'TEAM', w.quotes.cycling.id);
    const researcherOwn = await note(researcher, w.interviews.one.id, 'My hunch: the thermos is a gift', 'PRIVATE');
    const masterOwn = await note(master, w.interviews.two.id, 'Ask about the thermos price', 'PRIVATE');
    const betaNote = await note(betaMaster, w.interviews.beta.id, 'Beta thermos note', 'TEAM');
    const notesOf = async (query: string, token: string) => (await search(query, token)).data.notes;

    const seenByMaster = await notesOf('q=thermos', master);
    expect(seenByMaster.map((n) => n.id).sort()).toEqual([team, masterOwn].sort());
    expect(seenByMaster.find((n) => n.id === team)).toMatchObject({
      interview: { id: w.interviews.one.id },
      study: { id: w.study.id },
      quote: { id: w.quotes.cycling.id },
      visibility: 'TEAM',
      is_mine: false,
      start: 1,
      end: 2,
      text: 'Thermos flasks came up twice',
    });
    expect(seenByMaster.find((n) => n.id === masterOwn)).toMatchObject({ visibility: 'PRIVATE', is_mine: true, quote: null });
    expect((await notesOf('q=thermos', researcher)).map((n) => n.id).sort()).toEqual([team, researcherOwn].sort());
    // Project access, the other client, and the filters.
    expect(await notesOf('q=thermos', outsider)).toEqual([]);
    expect((await notesOf('q=thermos', betaMaster)).map((n) => n.id)).toEqual([betaNote]);
    expect((await notesOf(`q=thermos&study_id=${w.draft.id}`, master)).map((n) => n.id)).toEqual([]);
    expect((await notesOf(`q=thermos&segment_id=${w.segments.aarhus.id}`, master)).map((n) => n.id)).toEqual([masterOwn]);
    expect(await notesOf('q=thermos&language=en', master)).toEqual([]);
    expect(await notesOf(`q=thermos&tag_id=${w.tags.snacks.id}`, master)).toEqual([]);
    expect(await notesOf('q=thermos&from=2999-01-01T00:00:00Z', master)).toEqual([]);
    const both = await search('q=thermos', master);
    expect(both.study_titles[w.study.id]).toBe('Plant snacks in Denmark');
  });

  it('a mixed-language any-word search finds what its words find one by one (each distinct parsed query OR-ed once, decision 0350)', async () => {
    // After the notes test: "thermos" is in notes. Danish "grøntsager" and English "cycling" in quotes and transcript lines.
    const keys = (answer: SearchResponse) => ({
      quotes: answer.data.quotes.map((q) => q.id),
      transcripts: answer.data.transcripts.map((line) => `${line.interview.id}@${line.start}/${line.language}`),
      notes: answer.data.notes.map((note) => note.id),
    });
    const sorted = (lists: string[][]) => [...new Set(lists.flat())].sort();
    const words = ['grøntsager', 'cycling', 'thermos'];
    const each = await Promise.all(words.map(async (word) => keys(await search(`q=${encodeURIComponent(word)}&limit=50`))));
    const any = keys(await search(`q=${encodeURIComponent(words.join(' or '))}&limit=50`));
    expect({ quotes: [...any.quotes].sort(), transcripts: [...any.transcripts].sort(), notes: [...any.notes].sort() }).toEqual({
      quotes: sorted(each.map((e) => e.quotes)),
      transcripts: sorted(each.map((e) => e.transcripts)),
      notes: sorted(each.map((e) => e.notes)),
    });
    expect(any.quotes).toEqual(expect.arrayContaining([w.quotes.vegetables.id, w.quotes.cycling.id]));
    // Lines of the Danish transcript ("grøntsager") and of its English one ("cycling").
    for (const language of ['da', 'en'])
      expect(any.transcripts.some((key) => key.startsWith(`${w.interviews.one.id}@`) && key.endsWith(`/${language}`))).toBe(true);
    expect(any.notes.length).toBeGreaterThan(0);
  });

  it('filters insights by date like the other kinds', async () => {
    expect((await search('q=barrier')).data.insights.map((i) => i.id)).toEqual([w.insight.id]);
    expect((await search('q=barrier&from=2999-01-01T00:00:00Z')).data.insights).toEqual([]);
    expect((await search('q=barrier&to=2000-01-01T00:00:00Z')).data.insights).toEqual([]);
  });

  it('finds transcript lines of older interviews too, within the filters and project access (the second tier)', async () => {
    const lines = (visibleProjectIds: string[] | null, studyId?: string) =>
      searchTranscriptLines(t.db, w.acme.id, 'cykle', { visibleProjectIds, studyId }, 20, 1);
    // The first tier holds the newest interview only (interview two); "cykle" is said in interview one.
    const all = await lines(null);
    expect(all.some((l) => l.interview_id === w.interviews.one.id)).toBe(true);
    expect(all.every((l) => l.study_id === w.study.id || l.study_id === w.draft.id)).toBe(true);
    expect((await lines([w.projects.snacks.id])).some((l) => l.interview_id === w.interviews.one.id)).toBe(true);
    expect(await lines([w.projects.drinks.id])).toEqual([]);
    expect(await lines(null, w.draft.id)).toEqual([]);
  });
});
