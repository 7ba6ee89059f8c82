import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '@insight/contracts';
import { DEMO_STUDIES } from './content';
import { buildWorkspaceModel, finishWorkspaceModel, type RenderedMedia } from './model';
import { computeChart, describeChart, planInterviews, planQuotes, spokenLines, validateStudy } from './plan';
import { buildTranscriptSections } from './transcript';

/** Fake line times: each line 2 s long, 0.5 s apart, starting at 0.5 s. */
const fakeTimes = (count: number) => Array.from({ length: count }, (_, i) => ({ start: 0.5 + i * 2.5, end: 2.5 + i * 2.5 }));

describe('demo content', () => {
  it('seed: every study is consistent (answers match their task type, every line has an English translation)', () => {
    expect(DEMO_STUDIES.flatMap(validateStudy)).toEqual([]);
  });

  it('seed: covers both clients, all five languages and at least 30 interviews of 45–75 s of speech', () => {
    const completed = DEMO_STUDIES.filter((s) => s.status === 'COMPLETED');
    expect(new Set(DEMO_STUDIES.map((s) => s.client))).toEqual(new Set(['acme', 'nordic']));
    expect(new Set(completed.map((s) => s.language))).toEqual(new Set(CONTENT_LANGUAGES));
    expect(DEMO_STUDIES.some((s) => s.status === 'IN_PREPARATION')).toBe(true);
    const plans = completed.flatMap((s) => planInterviews(s));
    expect(plans.length).toBeGreaterThanOrEqual(30);
    for (const plan of plans) {
      // Measured with espeak-ng at 165 wpm: 545–755 characters of speech (plus pauses) render as 45–53 s.
      const characters = plan.lines.reduce((n, l) => n + l.text.length, 0);
      expect(characters, `${plan.study.key} #${plan.index}`).toBeGreaterThanOrEqual(540);
      expect(characters, `${plan.study.key} #${plan.index}`).toBeLessThanOrEqual(1000);
    }
  });

  it('seed: participants of a study give different interviews, deterministically', () => {
    for (const study of DEMO_STUDIES.filter((s) => s.participants.length)) {
      const plans = planInterviews(study);
      const texts = plans.map((p) => p.lines.map((l) => l.text).join(' '));
      expect(new Set(texts).size).toBe(plans.length);
      expect(planInterviews(study).map((p) => p.lines)).toEqual(plans.map((p) => p.lines));
      // A longer pause marks every task change.
      expect(spokenLines(plans[0]).filter((l) => l.pauseBefore).length).toBe(study.tasks.length - 1);
    }
  });

  it('seed: in a completed study no two participants give the same answer to a task', () => {
    for (const study of DEMO_STUDIES.filter((s) => s.status === 'COMPLETED')) {
      const plans = planInterviews(study);
      for (const task of study.tasks) {
        const texts = plans.map((p) => (p.answers.find((a) => a.task.key === task.key)?.answer.lines ?? []).map((l) => l.text).join(' '));
        expect(new Set(texts).size, `${study.key}/${task.key}`).toBe(plans.length);
      }
    }
  });

  it('seed: charts count what the participants said', () => {
    const study = DEMO_STUDIES.find((s) => s.key === 'plant-snacks-dk');
    if (!study) throw new Error('missing study');
    const plans = planInterviews(study);
    const radio = study.tasks.find((t) => t.type === 'RADIO');
    const scoring = study.tasks.find((t) => t.type === 'SCORING');
    if (!radio || !scoring) throw new Error('missing tasks');
    const radioChart = computeChart(radio, plans);
    expect(radioChart.total_count).toBe(plans.length);
    expect(radioChart.points.reduce((n, p) => n + p.count, 0)).toBe(plans.length);
    const scores = plans.map((p) => p.answers.find((a) => a.task.key === scoring.key)?.answer.score ?? 0);
    const scoringChart = computeChart(scoring, plans);
    expect(scoringChart.points).toHaveLength(scoring.scalePoints ?? 0);
    expect(scoringChart.average_value).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 2);
    expect(describeChart(scoring, scoringChart)).toMatch(/^Average score \d\.\d of 5 \(7 participants\)\.$/);
  });

  it('seed: transcripts share chunk times between the original and English, quotes are 2–4 whole answers', () => {
    const study = DEMO_STUDIES.find((s) => s.key === 'meal-kits-es');
    if (!study) throw new Error('missing study');
    const [plan] = planInterviews(study);
    const times = fakeTimes(plan.lines.length);
    const taskIds = study.tasks.map((t) => `task-${t.key}`);
    const original = buildTranscriptSections(plan, times, taskIds, 'original');
    const en = buildTranscriptSections(plan, times, taskIds, 'en');
    const chunks = (sections: typeof original) => sections.flatMap((s) => s.tasks.flatMap((t) => t.chunks));
    expect(chunks(original).map((c) => [c.start, c.end])).toEqual(chunks(en).map((c) => [c.start, c.end]));
    expect(chunks(original)[0].text).toMatch(/^Hola, me llamo/);
    expect(chunks(en)[0].text).toMatch(/^Hello, my name is/);
    // Every chunk carries its words, spread over the line's audible span.
    for (const chunk of [...chunks(original), ...chunks(en)]) {
      expect(chunk.words?.map((w) => w.text).join(' ')).toBe(chunk.text);
      expect(chunk.words?.[0].start).toBeCloseTo(chunk.start, 2);
      expect(chunk.words?.at(-1)?.end).toBeCloseTo(chunk.end, 2);
    }
    expect(original.flatMap((s) => s.tasks.map((t) => t.id))).toEqual(taskIds);
    expect(original[0].html.startsWith('<p>')).toBe(true);
    const quotes = planQuotes(plan);
    expect(quotes.length).toBeGreaterThanOrEqual(2);
    expect(quotes.length).toBeLessThanOrEqual(4);
  });

  it('seed: the workspace model links every row and escapes HTML', () => {
    const model = buildWorkspaceModel(DEMO_STUDIES, new Date('2026-06-01T12:00:00Z'));
    const media = new Map<string, RenderedMedia>(model.interviews.map((job) => [job.id, { duration: 60, lines: fakeTimes(job.plan.lines.length) }]));
    const rows = finishWorkspaceModel(model, media);
    expect(rows.interviews.length).toBe(model.interviews.length);
    const quoteIds = new Set(rows.quotes.map((q) => q.id));
    expect(rows.insightQuotes.every((iq) => quoteIds.has(iq.quoteId as string))).toBe(true);
    expect(rows.insights.every((i) => rows.insightQuotes.some((iq) => iq.insightId === i.id))).toBe(true);
    expect(rows.stories.length).toBeGreaterThanOrEqual(2);
    expect(model.images.some((i) => i.key.endsWith('/cover.jpg') && i.key.startsWith('studies/'))).toBe(true);
    expect(model.studies.flatMap((s) => s.tasks).some((t) => t.positionName === 'b' && t.parentTaskId)).toBe(true);
    expect(JSON.stringify(rows.insights.map((i) => i.content))).not.toMatch(/<(?!\/?p>)/);
  });

  it('seed: no two quotes of a study say the same words, and every interview is quoted', () => {
    const model = buildWorkspaceModel(DEMO_STUDIES, new Date('2026-06-01T12:00:00Z'));
    const media = new Map<string, RenderedMedia>(model.interviews.map((job) => [job.id, { duration: 60, lines: fakeTimes(job.plan.lines.length) }]));
    const rows = finishWorkspaceModel(model, media);
    for (const study of model.studies) {
      const texts = rows.quotes.filter((q) => q.studyId === study.id).map((q) => q.contentOriginal);
      expect(new Set(texts).size, study.content.key).toBe(texts.length);
    }
    const quotedInterviews = new Set(rows.quotes.map((q) => q.interviewId));
    expect(rows.interviews.every((i) => quotedInterviews.has(i.id as string))).toBe(true);
  });

  it('seed: tasks, subtasks and options of non-English studies carry their English text; English studies none', () => {
    const model = buildWorkspaceModel(DEMO_STUDIES, new Date('2026-06-01T12:00:00Z'));
    for (const study of model.studies) {
      const english = study.content.language === 'en';
      for (const task of study.tasks) {
        if (english) expect(task.textEn ?? null).toBeNull();
        else {
          expect(task.textEn, `${study.content.key} task ${task.positionName}`).toMatch(/\w/);
          expect(task.textEn).not.toBe(task.text);
          expect(task.htmlEn).toMatch(/^<p>[^<>]+<\/p>$/);
          expect((task.options ?? []).every((o) => typeof o.text_en === 'string')).toBe(true);
        }
      }
    }
  });

  it('seed: one curated reel per completed study (3–4 quotes of different participants, published) and one custom reel, all CREATED', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const model = buildWorkspaceModel(DEMO_STUDIES, now);
    const media = new Map<string, RenderedMedia>(model.interviews.map((job) => [job.id, { duration: 60, lines: fakeTimes(job.plan.lines.length) }]));
    const rows = finishWorkspaceModel(model, media);
    const quoteById = new Map(rows.quotes.map((q) => [q.id, q]));
    const completed = model.studies.filter((s) => s.content.status === 'COMPLETED');
    const curated = rows.showreels.filter((r) => r.type === 'CURATED');
    expect(curated.map((r) => r.studyId).sort()).toEqual(completed.map((s) => s.id).sort());
    expect(curated.every((r) => r.published && r.createdBy === null)).toBe(true);
    for (const reel of rows.showreels) {
      expect(reel.status).toBe('CREATED');
      expect(reel.title.length).toBeGreaterThan(10);
      expect(reel.description?.length).toBeGreaterThan(20);
      const clips = rows.showreelQuotes.filter((c) => c.showreelId === reel.id);
      expect(clips.length).toBeGreaterThanOrEqual(3);
      expect(clips.length).toBeLessThanOrEqual(4);
      expect(clips.map((c) => c.position)).toEqual(clips.map((_, i) => i));
      const quotes = clips.map((c) => quoteById.get(c.quoteId)!);
      expect(quotes.every((q) => q.studyId === reel.studyId)).toBe(true);
      expect(new Set(quotes.map((q) => q.interviewId)).size).toBe(quotes.length);
      expect(clips.every((c, i) => c.start === quotes[i].start && c.end === quotes[i].end)).toBe(true);
      expect(reel.duration).toBeCloseTo(
        clips.reduce((sum, c) => sum + c.end - c.start, 0),
        6,
      );
      expect((reel.createdAt as Date).getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const custom = rows.showreels.filter((r) => r.type === 'CUSTOM');
    expect(custom).toHaveLength(1);
    const customStudy = model.studies.find((s) => s.id === custom[0].studyId)!;
    expect((customStudy.row.createdAt as Date).getTime()).toBeGreaterThanOrEqual(Date.parse('2022-10-21T00:00:00Z'));
    const author = model.users.find((u) => u.id === custom[0].createdBy);
    expect(author?.clientId).toBe(customStudy.clientId);
    expect(['Researcher', 'Master']).toContain(author?.roleName);
    expect(custom[0].published).toBe(false);
    // The first insight and the analysis of each completed study show its curated reel (SPEC §3 showreel {id, type}).
    for (const reel of curated) {
      expect(rows.insights.find((i) => i.studyId === reel.studyId && i.position === 0)?.showreelId).toBe(reel.id);
      const analysis = rows.analyses.find((a) => a.studyId === reel.studyId);
      if (analysis) expect(analysis.showreelId).toBe(reel.id);
    }
  });
});
