/**
 * Benchmark (not a test; issue 10 "Must show"): (1) every chart of a study of 1,000 participants computed in SQL through
 * GET /api/studies/{id}/analyze_results, without and with analyze-results filters, target < 100 ms; (2) the PowerPoint
 * export (POST /api/v1/insights/export) of a deck of about 20 slides, target < 5 s. Prints the median and worst of
 * repeated runs. Uses an in-memory PGlite (or DATABASE_URL) like the API tests.
 * Run: `npx tsx bench/findings.ts`.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { insightTasks, interviews, participantAnswers } from '@insight/db';
import { createTestApp } from '../apps/api/test/app';
import {
  createBusinessQuestion,
  createClient,
  createInsight,
  createInterview,
  createQuote,
  createSegment,
  createStudy,
  createTask,
  createUser,
} from '../apps/api/test/factories';

const PARTICIPANTS = 1000;
const RUNS = 20;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const options = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i}`, text: `${prefix} option ${i + 1}`, position: i }));

/** Median and maximum of `samples` in ms, one decimal. */
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)].toFixed(1), max: sorted[sorted.length - 1].toFixed(1) };
}

async function main() {
  const t = await createTestApp();
  try {
    const client = await createClient(t.db);
    const user = await createUser(t.db, client.id, { roleName: 'Master' });
    const token = await t.login(user.email, user.password);
    const headers = { authorization: `Bearer ${token}` };
    const study = await createStudy(t.db, client.id, {
      title: 'Benchmark study',
      keyTakeaways: { title: 'Key takeaways', text: 'One. Two. Three.', html: '<p>One.</p><p>Two.</p><p>Three.</p>' },
    });
    const segments = await Promise.all(['en', 'da', 'de', 'sv'].map((language) => createSegment(t.db, { ...study, language })));
    const questions = await Promise.all(
      [0, 1, 2, 3].map((position) => createBusinessQuestion(t.db, study, { position, title: `Business question ${position + 1}` })),
    );
    const tasks = [
      await createTask(t.db, study, { type: 'RADIO', options: options(5, 'radio'), businessQuestionId: questions[0].id }),
      await createTask(t.db, study, { type: 'CHECKBOX', options: options(6, 'check'), businessQuestionId: questions[1].id }),
      await createTask(t.db, study, {
        type: 'SCORING',
        scalePoints: 10,
        options: Array.from({ length: 10 }, (_, i) => ({ id: `score-${i + 1}`, text: String(i + 1), position: i, value: i + 1 })),
        businessQuestionId: questions[2].id,
      }),
      await createTask(t.db, study, { type: 'NUMBER', businessQuestionId: questions[3].id }),
      await createTask(t.db, study, { type: 'FREE_TEXT', businessQuestionId: questions[3].id }),
      await createTask(t.db, study, { type: 'RADIO', options: options(3, 'radio2'), businessQuestionId: questions[0].id }),
    ];

    // 1,000 participants spread over the segments, each answering every task.
    const made = performance.now();
    const rows = Array.from({ length: PARTICIPANTS }, (_, i) => {
      const segment = segments[i % segments.length];
      return {
        id: randomUUID(),
        clientId: client.id,
        studyId: study.id,
        segmentId: segment.id,
        language: segment.language,
        participantName: `P${i}`,
        duration: 60,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await t.db.insert(interviews).values(rows.slice(i, i + 500));
    const answers = rows.flatMap((row, i) =>
      [
        { taskId: tasks[0].id, optionIds: [`radio-${i % 5}`] },
        { taskId: tasks[1].id, optionIds: [`check-${i % 6}`, `check-${(i * 7) % 6}`].filter((v, k, a) => a.indexOf(v) === k) },
        { taskId: tasks[2].id, optionIds: [`score-${(i % 10) + 1}`], numberValue: (i % 10) + 1 },
        { taskId: tasks[3].id, numberValue: i % 7 },
        { taskId: tasks[4].id, texts: [`Answer ${i % 40}`] },
        { taskId: tasks[5].id, optionIds: [`radio2-${i % 3}`] },
      ].map((a) => ({ clientId: client.id, studyId: study.id, interviewId: row.id, segmentId: row.segmentId, language: row.language, ...a })),
    );
    for (let i = 0; i < answers.length; i += 1000) await t.db.insert(participantAnswers).values(answers.slice(i, i + 1000));
    console.log(`[findings bench] ${PARTICIPANTS} participants, ${answers.length} answers written in ${((performance.now() - made) / 1000).toFixed(1)} s`);

    const filters: [string, string][] = [
      ['no filters', ''],
      ['segment (role)', `role=${segments[1].id}`],
      ['language + segment', `language=da,de&role=${segments[1].id},${segments[2].id}`],
      ['answers to other tasks (audience_answer)', `audience_answer=${tasks[0].id}:radio-1,${tasks[5].id}:radio2-2`],
      [
        'participants (user, 500 ids)',
        `user=${rows
          .slice(0, 500)
          .map((r) => r.id)
          .join(',')}`,
      ],
    ];
    for (const [name, query] of filters) {
      const samples: number[] = [];
      for (let run = 0; run < RUNS + 2; run += 1) {
        const started = performance.now();
        const res = await t.app.inject({ method: 'GET', url: `/api/studies/${study.id}/analyze_results?${query}`, headers });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (run >= 2) samples.push(ms);
      }
      const s = stats(samples);
      console.log(
        `[findings bench] charts of ${tasks.length} tasks, ${PARTICIPANTS} participants, ${name}: median ${s.median} ms, max ${s.max} ms (target < 100 ms)`,
      );
    }

    // A deck of about 20 slides: title, key takeaways, 4 business questions × 2 insights with a chart and 3 quotes each.
    await t.storage.putBuffer('bench/thumb.png', PNG, 'image/png');
    const interview = await createInterview(t.db, segments[0], { thumbnailKey: 'bench/thumb.png' });
    for (const [q, question] of questions.entries()) {
      for (let k = 0; k < 2; k += 1) {
        const quoteIds = [];
        for (let n = 0; n < 3; n += 1)
          quoteIds.push((await createQuote(t.db, interview, { contentOriginal: `Quote ${q}-${k}-${n}: a sentence a participant said.` })).id);
        const insight = await createInsight(
          t.db,
          study,
          { title: `Insight ${q + 1}.${k + 1}`, lead: 'A lead.', content: '<p>Content.</p>', businessQuestionId: question.id, position: k },
          quoteIds,
        );
        await t.db.insert(insightTasks).values({ insightId: insight.id, taskId: tasks[q].id, position: 0 });
      }
    }
    const samples: number[] = [];
    let slides = 0;
    for (let run = 0; run < 6; run += 1) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/insights/export', headers, payload: { study_id: study.id, public_showreels: true } });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (run === 0) slides = new Set(res.rawPayload.toString('latin1').match(/ppt\/slides\/slide\d+\.xml/g)).size;
      else samples.push(ms);
    }
    const s = stats(samples);
    console.log(
      `[findings bench] export of a ${slides}-slide deck (${PARTICIPANTS} participants' charts): median ${s.median} ms, max ${s.max} ms (target < 5000 ms)`,
    );
  } finally {
    await t.close();
  }
}

await main();
