import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnalysesResponse,
  AnalysisImportResponse,
  AnalysisResponse,
  AnalyzeResultsResponse,
  BusinessQuestionResponse,
  BusinessQuestionsResponse,
  InsightResponse,
  InsightsResponse,
  ObjectiveInsightsResponse,
  StudyBusinessQuestionsResponse,
  type Chart,
} from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { buildFindingsWorkspace, type FindingsWorkspace } from '../../../test/findings-workspace';

describe(`findings API on ${testDriver}`, () => {
  let t: TestApp;
  let w: FindingsWorkspace;
  const tok = {} as Record<'master' | 'researcher' | 'consumer' | 'stranger' | 'outsider', string>;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildFindingsWorkspace(t.db);
    for (const [name, user] of Object.entries(w.users)) tok[name as keyof typeof tok] = await t.login(user.email, user.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const invalidNames = (body: string) => (JSON.parse(body) as { invalidParams?: { name: string }[] }).invalidParams?.map((p) => p.name) ?? [];
  const points = (chart: Chart | undefined) => chart?.points.map((p) => [p.title, p.count, p.value]);
  const optionIds = (chart: Chart | undefined) => chart?.points.map((p) => p.option_id);
  const analyze = async (query: string, token = tok.master) => {
    const res = await send('GET', `/studies/${w.study.id}/analyze_results?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = AnalyzeResultsResponse.parse(res.json());
    return { ...data, chart: (taskId: string) => data.charts.find((c) => c.task.id === taskId) };
  };

  describe('charts computed in SQL from the answers (counted by hand)', () => {
    it('counts RADIO, CHECKBOX and SCORING options in percent of answering participants, with the SCORING average', async () => {
      const { chart, participants } = await analyze('');
      expect(participants).toEqual({ matching: 5, total: 5 });
      expect(points(chart(w.tasks.radio.id))).toEqual([
        ['Price (en)', 3, 60],
        ['Taste (en)', 1, 20],
        ['Brand (en)', 1, 20],
      ]);
      expect(chart(w.tasks.radio.id)).toMatchObject({ total_count: 5, average_value: null });
      expect(optionIds(chart(w.tasks.radio.id))).toEqual(['opt-price', 'opt-taste', 'opt-brand']);
      expect(points(chart(w.tasks.checkbox.id))).toEqual([
        ['Online (en)', 2, 50],
        ['Store (en)', 3, 75],
        ['Friends (en)', 2, 50],
      ]);
      expect(chart(w.tasks.checkbox.id)?.total_count).toBe(4);
      expect(points(chart(w.tasks.scoring.id))).toEqual([
        ['1', 0, 0],
        ['2', 1, 20],
        ['3', 1, 20],
        ['4', 2, 40],
        ['5', 1, 20],
      ]);
      expect(chart(w.tasks.scoring.id)).toMatchObject({ total_count: 5, average_value: 3.6 });
    });

    it('charts NUMBER and NUMBER_RANGE by value with averages, FREE_TEXT and OPEN_LIST by most frequent text; TEXT_ONLY has no chart', async () => {
      const { chart, charts } = await analyze('');
      expect(points(chart(w.tasks.number.id))).toEqual([
        ['2', 2, 66.7],
        ['3', 1, 33.3],
      ]);
      expect(chart(w.tasks.number.id)?.average_value).toBe(2.33);
      expect(points(chart(w.tasks.range.id))).toEqual([
        ['10–20', 2, 66.7],
        ['20–30', 1, 33.3],
      ]);
      expect(chart(w.tasks.range.id)?.average_value).toBe(18.33);
      expect(points(chart(w.tasks.freeText.id))).toEqual([
        ['Too sweet', 2, 66.7],
        ['Lovely', 1, 33.3],
      ]);
      expect(points(chart(w.tasks.openList.id))).toEqual([
        ['Milk', 2, 66.7],
        ['bread', 1, 33.3],
        ['eggs', 1, 33.3],
      ]);
      expect(chart(w.tasks.textOnly.id)).toBeUndefined();
      expect(optionIds(chart(w.tasks.freeText.id))).toEqual([null, null]);
      expect(charts).toHaveLength(7);
    });

    it('recomputes under a segment (role) or language filter, and clearing it restores the totals', async () => {
      for (const query of [`role=${w.segments.da.id}`, 'language=da']) {
        const { chart, participants } = await analyze(query);
        expect(participants).toEqual({ matching: 2, total: 5 });
        expect(points(chart(w.tasks.radio.id))).toEqual([
          ['Price (en)', 1, 50],
          ['Taste (en)', 0, 0],
          ['Brand (en)', 1, 50],
        ]);
        expect(points(chart(w.tasks.checkbox.id))).toEqual([
          ['Online (en)', 0, 0],
          ['Store (en)', 0, 0],
          ['Friends (en)', 1, 100],
        ]);
      }
      expect((await analyze('')).chart(w.tasks.radio.id)?.total_count).toBe(5);
    });

    it('keeps only participants who chose an option of another task (audience_answer), ANDed across tasks', async () => {
      const price = await analyze(`audience_answer=${w.tasks.radio.id}:opt-price`);
      expect(price.participants.matching).toBe(3);
      expect(points(price.chart(w.tasks.checkbox.id))).toEqual([
        ['Online (en)', 2, 100],
        ['Store (en)', 2, 100],
        ['Friends (en)', 1, 50],
      ]);
      expect(price.chart(w.tasks.scoring.id)).toMatchObject({ total_count: 3, average_value: 3 });
      const both = await analyze(`audience_answer=${w.tasks.radio.id}:opt-price,${w.tasks.checkbox.id}:opt-friends`);
      expect(both.participants.matching).toBe(1);
      expect(both.chart(w.tasks.radio.id)?.total_count).toBe(1);
      const either = await analyze(`audience_answer=${w.tasks.radio.id}:opt-taste,${w.tasks.radio.id}:opt-brand`);
      expect(either.participants.matching).toBe(2);
    });

    it('filters by participant (user), limits to tasks (task) and shows only chosen options (task_options)', async () => {
      const users = await analyze(`user=${w.interviews[0].id},${w.interviews[1].id}&task=${w.tasks.scoring.id}`);
      expect(users.charts).toHaveLength(1);
      expect(users.chart(w.tasks.scoring.id)).toMatchObject({ total_count: 2, average_value: 4.5 });
      const opts = await analyze(`task=${w.tasks.radio.id}&task_options=opt-price,opt-taste`);
      expect(points(opts.chart(w.tasks.radio.id))).toEqual([
        ['Price (en)', 3, 60],
        ['Taste (en)', 1, 20],
      ]);
    });

    it('answers 400 naming the field for bad or too many filter values, another study’s task, and 404 for another client', async () => {
      const manyTasks = Array.from({ length: 21 }, () => w.tasks.radio.id).join(',');
      const cases: [string, string][] = [
        [`task=${manyTasks}`, 'task'],
        ['role=not-a-uuid', 'role'],
        ['audience_answer=nonsense', 'audience_answer'],
        ['language=<script>', 'language'],
        [`task=${w.otherBq.id}`, 'task'],
      ];
      for (const [query, field] of cases) {
        const res = await send('GET', `/studies/${w.study.id}/analyze_results?${query}`, tok.master);
        expect(res.statusCode, query).toBe(400);
        expect(invalidNames(res.body).join(' ')).toContain(field);
      }
      expect((await send('GET', `/studies/${w.otherStudy.id}/analyze_results`, tok.master)).statusCode).toBe(404);
      expect((await send('GET', `/studies/${w.hiddenStudy.id}/analyze_results`, tok.researcher)).statusCode).toBe(404);
      expect((await send('GET', `/studies/${w.study.id}/analyze_results`, tok.consumer)).statusCode).toBe(403);
    });
  });

  describe('insights', () => {
    it('lists a study’s insights by business question with charts; objective_id and q filter', async () => {
      const res = await send('GET', `/v3/insights?study_id=${w.study.id}`, tok.researcher);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = InsightsResponse.parse(res.json());
      expect(data.map((i) => i.title)).toEqual(['Price drives the choice', 'People like it', 'Stores still matter']);
      expect(data[0]).toMatchObject({
        business_question: { id: w.bqPrice.id, title: 'What drives the choice?' },
        counts: { quotes: 2 },
        showreel: { type: 'CURATED' },
      });
      expect(data[0].charts[0]).toMatchObject({ total_count: 5, task: { id: w.tasks.radio.id } });
      const byQuestion = InsightsResponse.parse((await send('GET', `/v3/insights?study_id=${w.study.id}&objective_id=${w.bqHabits.id}`, tok.master)).json());
      expect(byQuestion.data.map((i) => i.title)).toEqual(['Stores still matter']);
      const search = InsightsResponse.parse((await send('GET', `/v3/insights?study_id=${w.study.id}&q=LIKE%20IT`, tok.master)).json());
      expect(search.data.map((i) => i.title)).toEqual(['People like it']);
    });

    it('lists a project’s insights; another client’s and an invisible project’s are not shown or 404', async () => {
      const all = InsightsResponse.parse((await send('GET', `/v3/insights?project_id=${w.project.id}`, tok.researcher)).json());
      expect(all.data).toHaveLength(3);
      const everything = InsightsResponse.parse((await send('GET', '/v3/insights?limit=100', tok.researcher)).json());
      expect(everything.data.map((i) => i.title)).not.toContain('Hidden insight');
      expect(everything.data.map((i) => i.title)).not.toContain('Other client insight');
      expect((await send('GET', `/v3/insights?project_id=${w.hiddenProject.id}`, tok.researcher)).statusCode).toBe(404);
      expect((await send('GET', `/v3/insights?study_id=${w.otherStudy.id}`, tok.master)).statusCode).toBe(404);
      expect((await send('GET', '/v3/insights', tok.consumer)).statusCode).toBe(403);
      expect(invalidNames((await send('GET', '/v3/insights?objective_id=x', tok.master)).body)).toContain('objective_id');
    });

    it('pages with a cursor', async () => {
      const first = InsightsResponse.parse((await send('GET', `/v3/insights?study_id=${w.study.id}&limit=2`, tok.master)).json());
      expect(first.data).toHaveLength(2);
      const second = InsightsResponse.parse(
        (await send('GET', `/v3/insights?study_id=${w.study.id}&limit=2&cursor=${first.meta.next_cursor}`, tok.master)).json(),
      );
      expect(second.data.map((i) => i.title)).toEqual(['Stores still matter']);
      expect(invalidNames((await send('GET', '/v3/insights?cursor=zzz', tok.master)).body)).toContain('cursor');
    });

    it('answers one insight with content, quotes in the translation asked for, charts and previous/next', async () => {
      const res = await send('GET', `/v3/insights/${w.insights.price.id}?translation=en`, tok.researcher);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = InsightResponse.parse(res.json());
      expect(data.quotes.map((q) => q.content)).toEqual(['Price is everything', 'The price is everything']);
      expect(data.quotes[1].participant).toMatchObject({ name: 'Dan', country: 'DK' });
      expect(data.previous).toBeNull();
      expect(data.next).toEqual({ id: w.insights.score.id });
      const last = InsightResponse.parse((await send('GET', `/v3/insights/${w.insights.shop.id}`, tok.master)).json()).data;
      expect(last).toMatchObject({ previous: { id: w.insights.score.id }, next: null });
      expect((await send('GET', `/v3/insights/${w.insights.other.id}`, tok.master)).statusCode).toBe(404);
      expect((await send('GET', `/v3/insights/${w.insights.hidden.id}`, tok.researcher)).statusCode).toBe(404);
      expect((await send('GET', `/v3/insights/${w.insights.price.id}`, tok.outsider)).statusCode).toBe(404);
    });

    it('edits an insight with update_study; others 403; a stale updated_at is a 409 that changes nothing', async () => {
      const current = InsightResponse.parse((await send('GET', `/v3/insights/${w.insights.score.id}`, tok.master)).json()).data;
      const forbidden = await send('PATCH', `/v3/insights/${w.insights.score.id}`, tok.researcher, { updated_at: current.updated_at, title: 'Nope' });
      expect(forbidden.statusCode).toBe(403);
      const ok = await send('PATCH', `/v3/insights/${w.insights.score.id}`, tok.master, {
        updated_at: current.updated_at,
        title: 'People love it',
        key_takeaways: { title: 'Takeaway', html: '<p>Score &amp; love</p>' },
        quote_ids: [w.quotes.q3.id, w.quotes.q1.id],
        showreel_id: w.showreels.unpublished.id,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const edited = InsightResponse.parse(ok.json()).data;
      expect(edited).toMatchObject({ title: 'People love it', key_takeaways: { text: 'Score & love' }, showreel: { id: w.showreels.unpublished.id } });
      expect(edited.quotes.map((q) => q.id)).toEqual([w.quotes.q3.id, w.quotes.q1.id]);
      const stale = await send('PATCH', `/v3/insights/${w.insights.score.id}`, tok.master, { updated_at: current.updated_at, title: 'Stale' });
      expect(stale.statusCode).toBe(409);
      const after = InsightResponse.parse((await send('GET', `/v3/insights/${w.insights.score.id}`, tok.master)).json()).data;
      expect(after.title).toBe('People love it');
    });

    it('keeps only safe rich text of content and key takeaways (scripts, handlers and unsafe links are dropped on save)', async () => {
      const current = InsightResponse.parse((await send('GET', `/v3/insights/${w.insights.shop.id}`, tok.master)).json()).data;
      const res = await send('PATCH', `/v3/insights/${w.insights.shop.id}`, tok.master, {
        updated_at: current.updated_at,
        content:
          '<h3>Why</h3><p onclick="steal()">Shoppers <strong>compare</strong> <em>prices</em><script>alert(1)</script></p>' +
          '<ul><li>online</li></ul><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a><a href="https://example.com/">ok</a>',
        key_takeaways: { title: 'Takeaways', html: '<p>Price <iframe src="https://evil.example/"></iframe>matters</p>' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = InsightResponse.parse(res.json());
      expect(data.content).toBe(
        '<h3>Why</h3><p>Shoppers <strong>compare</strong> <em>prices</em></p><ul><li>online</li></ul><a rel="noopener noreferrer">link</a><a href="https://example.com/" rel="noopener noreferrer">ok</a>',
      );
      expect(data.key_takeaways).toMatchObject({ html: '<p>Price matters</p>', text: 'Price matters' });
    });

    it('answers 400 naming the field for another client’s quote or showreel, and 404 for another client’s insight', async () => {
      const current = InsightResponse.parse((await send('GET', `/v3/insights/${w.insights.shop.id}`, tok.master)).json()).data;
      const badQuote = await send('PATCH', `/v3/insights/${w.insights.shop.id}`, tok.master, {
        updated_at: current.updated_at,
        quote_ids: [w.quotes.otherQuote.id],
      });
      expect(badQuote.statusCode).toBe(400);
      expect(invalidNames(badQuote.body)).toEqual(['quote_ids']);
      const badReel = await send('PATCH', `/v3/insights/${w.insights.shop.id}`, tok.master, {
        updated_at: current.updated_at,
        showreel_id: w.insights.other.id,
      });
      expect(invalidNames(badReel.body)).toEqual(['showreel_id']);
      const noDate = await send('PATCH', `/v3/insights/${w.insights.shop.id}`, tok.master, { title: 'x' });
      expect(invalidNames(noDate.body).join()).toContain('updated_at');
      const empty = await send('PATCH', `/v3/insights/${w.insights.shop.id}`, tok.master, { updated_at: current.updated_at, title: '  ' });
      expect(invalidNames(empty.body).join()).toContain('title');
      expect((await send('PATCH', `/v3/insights/${w.insights.other.id}`, tok.master, { updated_at: current.updated_at, title: 'x' })).statusCode).toBe(404);
      const unchanged = InsightResponse.parse((await send('GET', `/v3/insights/${w.insights.shop.id}`, tok.master)).json()).data;
      expect(unchanged.quotes.map((q) => q.id)).toEqual([w.quotes.q3.id]);
    });
  });

  describe('business questions and objectives', () => {
    it('lists business questions and objectives of a study, a segment and a project', async () => {
      for (const url of [`/v3/business-questions?study_id=${w.study.id}`, `/v3/objectives?study_id=${w.study.id}`]) {
        const { data } = BusinessQuestionsResponse.parse((await send('GET', url, tok.researcher)).json());
        expect(data.map((q) => q.title)).toEqual(['What drives the choice?', 'How do people shop?']);
        expect(data[0].counts.insights).toBe(2);
      }
      for (const url of [`/v3/segments/${w.segments.da.id}/objectives`, `/projects/${w.project.id}/objectives`]) {
        const res = await send('GET', url, tok.researcher);
        expect(res.statusCode, res.body).toBe(200);
        expect(StudyBusinessQuestionsResponse.parse(res.json()).data.map((q) => q.id)).toEqual([w.bqPrice.id, w.bqHabits.id]);
      }
      expect((await send('GET', `/projects/${w.hiddenProject.id}/objectives`, tok.researcher)).statusCode).toBe(404);
      const all = BusinessQuestionsResponse.parse((await send('GET', '/v3/business-questions?limit=100', tok.stranger)).json());
      expect(all.data).toEqual([]);
    });

    it('answers objective_insights grouped by objective', async () => {
      const res = await send('GET', `/v2/studies/${w.study.id}/objective_insights`, tok.master);
      const { data } = ObjectiveInsightsResponse.parse(res.json());
      expect(data.map((o) => [o.title, o.insights.length])).toEqual([
        ['What drives the choice?', 2],
        ['How do people shop?', 1],
      ]);
      expect((await send('GET', `/v2/studies/${w.otherStudy.id}/objective_insights`, tok.master)).statusCode).toBe(404);
    });

    it('answers a business question page: tasks with charts, insights, showreels; edits with the 409 rule', async () => {
      const res = await send('GET', `/v3/business-questions/${w.bqPrice.id}`, tok.researcher);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = BusinessQuestionResponse.parse(res.json());
      expect(data.insights.map((i) => i.title)).toEqual(['Price drives the choice', expect.any(String)]);
      expect(data.charts.map((c) => c.task.id)).toContain(w.tasks.radio.id);
      expect(data.showreels.map((s) => s.title)).toContain('Snack reel');
      expect((await send('GET', `/v3/business-questions/${w.otherBq.id}`, tok.master)).statusCode).toBe(404);
      expect((await send('GET', `/v3/business-questions/${w.hiddenBq.id}`, tok.researcher)).statusCode).toBe(404);
      expect((await send('PATCH', `/v3/business-questions/${w.bqPrice.id}`, tok.researcher, { updated_at: data.updated_at, title: 'x' })).statusCode).toBe(403);
      const ok = await send('PATCH', `/v3/business-questions/${w.bqPrice.id}`, tok.master, {
        updated_at: data.updated_at,
        title: 'What drives the choice most?',
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const stale = await send('PATCH', `/v3/business-questions/${w.bqPrice.id}`, tok.master, { updated_at: data.updated_at, title: 'Stale' });
      expect(stale.statusCode).toBe(409);
      expect(BusinessQuestionResponse.parse((await send('GET', `/v3/business-questions/${w.bqPrice.id}`, tok.master)).json()).data.title).toBe(
        'What drives the choice most?',
      );
    });
  });

  describe('analyses', () => {
    it('lists and reads analyses of the client only; edits with update_study and the 409 rule', async () => {
      const list = AnalysesResponse.parse((await send('GET', '/v3/analyses', tok.master)).json());
      expect(list.data.map((a) => a.title)).toEqual(['Snack analysis']);
      expect(list.data[0]).toMatchObject({ study_id: w.study.id, showreel: { id: w.showreels.curated.id, type: 'CURATED' }, tags: ['snacks'] });
      expect(list.data[0].business_questions.map((q) => q.id)).toEqual([w.bqPrice.id, w.bqHabits.id]);
      for (const url of [`/v3/analyses/${w.analysis.id}`, `/analysis/${w.analysis.id}`]) {
        expect(AnalysisResponse.parse((await send('GET', url, tok.researcher)).json()).data.id).toBe(w.analysis.id);
      }
      expect((await send('GET', `/v3/analyses/${w.otherAnalysis.id}`, tok.master)).statusCode).toBe(404);
      expect((await send('GET', `/v3/analyses/${w.analysis.id}`, tok.stranger)).statusCode).toBe(404);
      expect(invalidNames((await send('GET', '/v3/analyses?category_ids=x', tok.master)).body).join()).toContain('category_ids');
      const current = AnalysisResponse.parse((await send('GET', `/v3/analyses/${w.analysis.id}`, tok.master)).json()).data;
      expect((await send('PATCH', `/v3/analyses/${w.analysis.id}`, tok.researcher, { updated_at: current.updated_at, title: 'x' })).statusCode).toBe(403);
      const ok = await send('PATCH', `/v3/analyses/${w.analysis.id}`, tok.master, { updated_at: current.updated_at, lead: 'Updated lead' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await send('PATCH', `/v3/analyses/${w.analysis.id}`, tok.master, { updated_at: current.updated_at, lead: 'Stale' })).statusCode).toBe(409);
      expect(AnalysisResponse.parse((await send('GET', `/v3/analyses/${w.analysis.id}`, tok.master)).json()).data.lead).toBe('Updated lead');
    });
  });

  describe('analysis import', () => {
    it('builds one insight per business question without one from the answers; a repeat is 409 Already imported', async () => {
      const { createBusinessQuestion, createTask } = await import('../../../test/factories');
      const { participantAnswers } = await import('@insight/db');
      const bq = await createBusinessQuestion(t.db, w.study, { title: 'Would they pay more?', position: 5 });
      const task = await createTask(t.db, w.study, {
        type: 'RADIO',
        text: 'Pay 10% more?',
        businessQuestionId: bq.id,
        options: [
          { id: 'yes', text: 'Yes', position: 0 },
          { id: 'no', text: 'No', position: 1 },
        ],
      });
      await t.db.insert(participantAnswers).values(
        w.interviews.map((iv, n) => ({
          clientId: w.client.id,
          studyId: w.study.id,
          interviewId: iv.id,
          segmentId: iv.segmentId,
          taskId: task.id,
          language: iv.language,
          optionIds: [n < 4 ? 'yes' : 'no'],
        })),
      );
      expect((await send('GET', `/v3/studies/${w.study.id}/import-analyses`, tok.master)).statusCode).toBe(404);
      expect((await send('POST', `/v3/studies/${w.study.id}/import-analyses`, tok.researcher, {})).statusCode).toBe(403);
      expect((await send('POST', `/v3/studies/${w.otherStudy.id}/import-analyses`, tok.master, {})).statusCode).toBe(404);
      const started = await send('POST', `/v3/studies/${w.study.id}/import-analyses`, tok.master, {});
      expect(started.statusCode, started.body).toBe(202);
      expect(AnalysisImportResponse.parse(started.json()).data).toMatchObject({ status: 'DONE', progress: 100 });
      const again = await send('POST', `/v3/studies/${w.study.id}/import-analyses`, tok.master, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ detail: 'Already imported' });
      const list = InsightsResponse.parse((await send('GET', `/v3/insights?study_id=${w.study.id}&objective_id=${bq.id}`, tok.master)).json()).data;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ title: 'Would they pay more?', lead: '4 of 5 participants answered “Yes” to “Pay 10% more?”.' });
      expect(points(list[0].charts[0])).toEqual([
        ['Yes', 4, 80],
        ['No', 1, 20],
      ]);
      // Questions that had insights keep exactly theirs.
      expect(
        InsightsResponse.parse((await send('GET', `/v3/insights?study_id=${w.study.id}&objective_id=${w.bqHabits.id}`, tok.master)).json()).data,
      ).toHaveLength(1);
    });
  });
});
