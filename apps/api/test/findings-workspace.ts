/**
 * A small findings workspace with answers counted by hand (SPEC §3 Chart): one study with a task of every chartable
 * type, five participants in two segments (i1–i3 English, i4–i5 Danish), two business questions, insights, quotes, an
 * analysis and showreels; plus another client's study and a study in a project the Researcher cannot see.
 */
import { analyses, insightTasks, participantAnswers, projectUsers, type Database } from '@insight/db';
import {
  createBusinessQuestion,
  createClient,
  createInsight,
  createInterview,
  createProject,
  createQuote,
  createSegment,
  createShowreel,
  createStudy,
  createTask,
  createUser,
} from './factories';

const opts = (...titles: string[]) => titles.map((text, position) => ({ id: `opt-${text.toLowerCase()}`, text, position, text_en: `${text} (en)` }));

/** Builds the workspace in `db`; answers ids and signed-in users' credentials. */
export async function buildFindingsWorkspace(db: Database) {
  const client = await createClient(db);
  const otherClient = await createClient(db);
  const project = await createProject(db, client.id, { title: 'Snacks project' });
  const hiddenProject = await createProject(db, client.id);
  const study = await createStudy(db, client.id, {
    projectId: project.id,
    title: 'Snack habits',
    purpose: 'Why people snack',
    displayStatusCode: 'COMPLETED',
    keyTakeaways: { title: 'Key takeaways', text: 'Price matters most.', html: '<p>Price matters most.</p>' },
  });
  const hiddenStudy = await createStudy(db, client.id, { projectId: hiddenProject.id });
  const otherStudy = await createStudy(db, otherClient.id);
  const bqPrice = await createBusinessQuestion(db, study, { title: 'What drives the choice?', position: 0 });
  const bqHabits = await createBusinessQuestion(db, study, { title: 'How do people shop?', position: 1 });
  const otherBq = await createBusinessQuestion(db, otherStudy, { title: 'Other' });
  const hiddenBq = await createBusinessQuestion(db, hiddenStudy, { title: 'Hidden' });

  const task = (type: 'RADIO' | 'CHECKBOX' | 'SCORING' | 'NUMBER' | 'NUMBER_RANGE' | 'FREE_TEXT' | 'OPEN_LIST' | 'TEXT_ONLY', extra = {}) =>
    createTask(db, study, { type, businessQuestionId: bqPrice.id, ...extra });
  const radio = await task('RADIO', { text: 'What matters most?', options: opts('Price', 'Taste', 'Brand') });
  const checkbox = await task('CHECKBOX', { text: 'Where do you buy?', options: opts('Online', 'Store', 'Friends'), businessQuestionId: bqHabits.id });
  const scoring = await task('SCORING', {
    text: 'How much do you like it?',
    scalePoints: 5,
    options: [1, 2, 3, 4, 5].map((v) => ({ id: `s${v}`, text: String(v), position: v - 1, value: v })),
  });
  const number = await task('NUMBER', { text: 'How many per day?' });
  const range = await task('NUMBER_RANGE', { text: 'Budget per week?' });
  const freeText = await task('FREE_TEXT', { text: 'Describe the taste' });
  const openList = await task('OPEN_LIST', { text: 'What do you buy?' });
  const textOnly = await task('TEXT_ONLY', { text: 'Think out loud' });

  const segEn = await createSegment(db, { ...study, language: 'en' });
  const segDa = await createSegment(db, { ...study, language: 'da' });
  const lines = [{ start: 0, end: 5, text: 'I buy what is cheap' }];
  const i = [
    await createInterview(db, segEn, { lines, participantName: 'Ann', participantCountry: 'GB' }),
    await createInterview(db, segEn, { lines, participantName: 'Ben', participantCountry: 'GB' }),
    await createInterview(db, segEn, { lines, participantName: 'Cai', participantCountry: 'GB' }),
    await createInterview(db, segDa, { lines, participantName: 'Dan', participantCountry: 'DK' }),
    await createInterview(db, segDa, { lines, participantName: 'Eva', participantCountry: 'DK' }),
  ];
  const answer = (n: number, t: { id: string }, values: Partial<typeof participantAnswers.$inferInsert>) => ({
    clientId: client.id,
    studyId: study.id,
    interviewId: i[n].id,
    segmentId: i[n].segmentId,
    taskId: t.id,
    language: i[n].language,
    ...values,
  });
  await db.insert(participantAnswers).values([
    // RADIO: Price 3, Taste 1, Brand 1 of 5.
    answer(0, radio, { optionIds: ['opt-price'] }),
    answer(1, radio, { optionIds: ['opt-taste'] }),
    answer(2, radio, { optionIds: ['opt-price'] }),
    answer(3, radio, { optionIds: ['opt-brand'] }),
    answer(4, radio, { optionIds: ['opt-price'] }),
    // CHECKBOX: Online 2, Store 3, Friends 2 of 4 (i5 did not answer).
    answer(0, checkbox, { optionIds: ['opt-online', 'opt-store'] }),
    answer(1, checkbox, { optionIds: ['opt-store'] }),
    answer(2, checkbox, { optionIds: ['opt-online', 'opt-store', 'opt-friends'] }),
    answer(3, checkbox, { optionIds: ['opt-friends'] }),
    // SCORING: 4, 5, 2, 4, 3 → average 3.6.
    ...[4, 5, 2, 4, 3].map((score, n) => answer(n, scoring, { optionIds: [`s${score}`], numberValue: score })),
    // NUMBER: 2, 3, 2.
    ...[2, 3, 2].map((v, n) => answer(n, number, { numberValue: v })),
    // NUMBER_RANGE: 10–20, 10–20, 20–30 → midpoints 15, 15, 25.
    ...[
      [10, 20],
      [10, 20],
      [20, 30],
    ].map(([lo, hi], n) => answer(n, range, { numberValue: lo, numberValueMax: hi })),
    // FREE_TEXT: "Too sweet" twice (case and spaces differ), "Lovely" once.
    answer(0, freeText, { texts: ['Too sweet'] }),
    answer(1, freeText, { texts: ['too sweet '] }),
    answer(2, freeText, { texts: ['Lovely'] }),
    // OPEN_LIST: milk 2, bread 1, eggs 1.
    answer(0, openList, { texts: ['milk', 'bread'] }),
    answer(1, openList, { texts: ['Milk'] }),
    answer(2, openList, { texts: ['eggs'] }),
  ]);

  const q1 = await createQuote(db, i[0], {
    contentOriginal: 'Price is everything',
    contentEn: 'Price is everything',
    start: 0,
    end: 3,
    businessQuestionId: bqPrice.id,
  });
  const q2 = await createQuote(db, i[3], {
    contentOriginal: 'Prisen er alt',
    contentEn: 'The price is everything',
    start: 0,
    end: 4,
    businessQuestionId: bqPrice.id,
  });
  const q3 = await createQuote(db, i[1], { contentOriginal: 'I shop online', start: 0, end: 2 });
  const curated = await createShowreel(db, study, { type: 'CURATED', title: 'Snack reel', published: true }, [{ quoteId: q1.id, start: 0, end: 3 }]);
  const unpublished = await createShowreel(db, study, { type: 'CUSTOM', title: 'Draft reel', published: false }, [{ quoteId: q2.id, start: 0, end: 4 }]);

  const insightPrice = await createInsight(
    db,
    study,
    {
      title: 'Price drives the choice',
      lead: 'Three in five pick on price',
      content: '<p>Price <b>wins</b><script>alert(1)</script></p>',
      businessQuestionId: bqPrice.id,
      position: 0,
      showreelId: curated.id,
    },
    [q1.id, q2.id],
  );
  const insightScore = await createInsight(db, study, { title: 'People like it', lead: 'Average 3.6', businessQuestionId: bqPrice.id, position: 1 });
  const insightShop = await createInsight(
    db,
    study,
    { title: 'Stores still matter', lead: 'Store is named most', businessQuestionId: bqHabits.id, position: 0 },
    [q3.id],
  );
  await db.insert(insightTasks).values([
    { insightId: insightPrice.id, taskId: radio.id, position: 0 },
    { insightId: insightScore.id, taskId: scoring.id, position: 0 },
    { insightId: insightShop.id, taskId: checkbox.id, position: 0 },
  ]);
  const otherInsight = await createInsight(db, otherStudy, { title: 'Other client insight', businessQuestionId: otherBq.id });
  const hiddenInsight = await createInsight(db, hiddenStudy, { title: 'Hidden insight', businessQuestionId: hiddenBq.id });
  const otherSegment = await createSegment(db, { ...otherStudy, language: 'en' });
  const otherQuote = await createQuote(db, await createInterview(db, otherSegment), { contentOriginal: 'not yours' });

  const [analysis] = await db
    .insert(analyses)
    .values({ clientId: client.id, studyId: study.id, title: 'Snack analysis', lead: 'What we learned', showreelId: curated.id, tags: ['snacks'] })
    .returning();
  const [otherAnalysis] = await db.insert(analyses).values({ clientId: otherClient.id, studyId: otherStudy.id, title: 'Other analysis' }).returning();

  const [master, researcher, consumer, stranger, outsider] = await Promise.all([
    createUser(db, client.id, { roleName: 'Master' }),
    createUser(db, client.id, { roleName: 'Researcher' }),
    createUser(db, client.id, { roleName: 'Consumer' }),
    createUser(db, client.id, { roleName: 'Researcher' }),
    createUser(db, otherClient.id, { roleName: 'Master' }),
  ]);
  // SPEC §6 project access: the Researcher sees `project` only; the stranger (a Researcher) no project at all.
  await db.insert(projectUsers).values({ projectId: project.id, userId: researcher.id });

  return {
    client,
    project,
    hiddenProject,
    study,
    hiddenStudy,
    otherStudy,
    bqPrice,
    bqHabits,
    otherBq,
    hiddenBq,
    tasks: { radio, checkbox, scoring, number, range, freeText, openList, textOnly },
    segments: { en: segEn, da: segDa },
    interviews: i,
    quotes: { q1, q2, q3, otherQuote },
    showreels: { curated, unpublished },
    insights: { price: insightPrice, score: insightScore, shop: insightShop, other: otherInsight, hidden: hiddenInsight },
    analysis,
    otherAnalysis,
    users: { master, researcher, consumer, stranger, outsider },
  };
}

/** The findings workspace. */
export type FindingsWorkspace = Awaited<ReturnType<typeof buildFindingsWorkspace>>;
