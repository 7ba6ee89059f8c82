/**
 * A small two-client workspace for the read-endpoint tests, built with the factories (not the demo seed):
 * client Acme with a Danish study (two segments, business questions, tasks with a subtask, interviews
 * with original and English transcripts, quotes, an insight, a showreel, materials, tags), an English
 * draft study and a story; client Beta with one study, interview and quote. Users of every role.
 */
import { recruitmentItems, studyTypes, type Database } from '@insight/db';
import {
  createBusinessQuestion,
  createCategory,
  createClient,
  createInsight,
  createInterview,
  createProject,
  createQuote,
  createSegment,
  createShowreel,
  createStory,
  createStudy,
  createStudyMaterial,
  createTag,
  createTask,
  createUser,
} from './factories';

/** Builds the workspace; answers every row the tests refer to. */
export async function buildReadWorkspace(db: Database) {
  const acme = await createClient(db, { name: 'Acme Foods', socratClientId: 'socrat-acme' });
  const beta = await createClient(db, { name: 'Beta Drinks' });

  const master = await createUser(db, acme.id, { roleName: 'Master' });
  const consumer = await createUser(db, acme.id, { roleName: 'Consumer' });
  const admin = await createUser(db, acme.id, { roleName: 'Admin' });
  // Auto-grant: sees every project's studies (SPEC §6 project access) in both clients.
  const multi = await createUser(db, acme.id, {
    roleName: 'Researcher',
    extraPermissions: ['access_multiple_clients'],
    extraClientIds: [beta.id],
    autoGrantNewProjects: true,
  });
  const betaUser = await createUser(db, beta.id, { roleName: 'Master' });

  const [studyType] = await db
    .insert(studyTypes)
    .values({ name: `Concept test ${acme.id.slice(0, 6)}` })
    .returning();
  const snacksProject = await createProject(db, acme.id, { title: 'Snacks' });
  const drinksProject = await createProject(db, acme.id, { title: 'Drinks' });
  const t0 = Date.now();
  const study = await createStudy(db, acme.id, {
    projectId: snacksProject.id,
    studyTypeId: studyType.id,
    title: 'Plant snacks in Denmark',
    purpose: 'Understand how Danes choose plant-based snacks',
    language: 'da',
    coverImageKey: 'studies/cover.jpg',
    keyTakeaways: { title: 'Key takeaways', text: 'Price matters', html: '<p>Price matters</p>' },
    completedAt: new Date(t0 - 1000),
    createdAt: new Date(t0 - 10_000),
  });
  const draft = await createStudy(db, acme.id, {
    projectId: drinksProject.id,
    title: 'Oat drinks at breakfast',
    purpose: 'Morning routines with oat milk',
    language: 'en',
    status: 'DRAFT',
    displayStatusCode: 'IN_PREPARATION',
    dataSource: 'CAPTURE',
    createdAt: new Date(t0 - 5_000),
  });
  const betaStudy = await createStudy(db, beta.id, { title: 'Beta secret study', language: 'da' });

  const snacksTag = await createTag(db, acme.id, 'Snacks', [study.id]);
  const denmarkTag = await createTag(db, acme.id, 'Denmark', [study.id]);
  const breakfastTag = await createTag(db, acme.id, 'Breakfast', [draft.id]);
  await createTag(db, beta.id, 'Snacks', [betaStudy.id]);
  const category = await createCategory(db, acme.id, 'Food');
  await createCategory(db, beta.id, 'Beverages');

  const segCopenhagen = await createSegment(db, study, { title: 'Copenhagen', language: 'da', position: 0 });
  const segAarhus = await createSegment(db, study, { title: 'Aarhus', language: 'da', position: 1 });
  const betaSegment = await createSegment(db, betaStudy, { title: 'Beta segment', language: 'da' });
  await db.insert(recruitmentItems).values({
    clientId: acme.id,
    studyId: study.id,
    segmentId: segCopenhagen.id,
    method: 'SPECIALIST',
    ageMin: 25,
    ageMax: 45,
    countries: ['DK'],
    gender: ['Women', 'Men'],
    devices: ['MOBILE'],
    language: 'da',
    requiredInterviews: 6,
    customCriteria: ['Buys snacks weekly'],
  });

  const bqChoice = await createBusinessQuestion(db, study, { title: 'How do people choose snacks?', position: 0 });
  const bqPrice = await createBusinessQuestion(db, study, { title: 'What role does price play?', position: 1 });
  const taskCommute = await createTask(db, study, {
    text: 'Hvordan kommer du på arbejde?',
    textEn: 'How do you get to work?',
    htmlEn: '<p>How do you get to work?</p>',
    businessQuestionId: bqChoice.id,
    position: 1,
  });
  const taskShopping = await createTask(db, study, { text: 'Fortæl om dine indkøb', businessQuestionId: bqPrice.id, position: 2, type: 'SUBTASKS' });
  const subtaskOats = await createTask(db, study, {
    text: 'Hvad med havre?',
    textEn: 'What about oats?',
    htmlEn: '<p>What about oats?</p>',
    parentTaskId: taskShopping.id,
    position: 1,
    positionName: 'a',
  });
  const taskPrice = await createTask(db, study, { text: 'Hvad synes du om prisen?', position: 3 });

  const interviewOne = await createInterview(db, segCopenhagen, {
    participantName: 'Mette',
    participantAge: 31,
    participantCountry: 'DK',
    lines: [
      { start: 0, end: 4, text: 'Jeg elsker at cykle til arbejde hver dag', taskId: taskCommute.id },
      { start: 4, end: 8.5, text: 'Vi købte mange grøntsager i butikken', taskId: taskShopping.id },
    ],
    en: [
      { start: 0, end: 4, text: 'I love cycling to work every day', taskId: taskCommute.id },
      { start: 4, end: 8.5, text: 'We bought many vegetables in the shop', taskId: taskShopping.id },
    ],
    createdAt: new Date(t0 - 3000),
  });
  const interviewTwo = await createInterview(db, segAarhus, {
    participantName: 'Jonas',
    lines: [{ start: 0, end: 6.25, text: 'Prisen er for høj for mig' }],
    createdAt: new Date(t0 - 2000),
  });
  const betaInterview = await createInterview(db, betaSegment, { participantName: 'Beta person' });

  const qCycling = await createQuote(db, interviewOne, {
    contentOriginal: 'Jeg elsker at cykle til arbejde hver dag',
    contentEn: 'I love cycling to work every day',
    taskId: taskCommute.id,
    businessQuestionId: bqChoice.id,
    start: 0.5,
    end: 3.9,
  });
  const qVegetables = await createQuote(db, interviewOne, {
    contentOriginal: 'Vi købte mange grøntsager i butikken',
    contentEn: 'We bought many vegetables in the shop',
    taskId: taskShopping.id,
    start: 4.2,
    end: 8.1,
  });
  const qOats = await createQuote(db, interviewOne, {
    contentOriginal: 'Snacks med havre smager godt',
    contentEn: 'Snacks with oats taste good',
    taskId: subtaskOats.id,
    start: 8.2,
    end: 8.4,
  });
  const qPrice = await createQuote(db, interviewTwo, {
    contentOriginal: 'Prisen er for høj for mig',
    contentEn: 'The price is too high for me',
    taskId: taskPrice.id,
    start: 0,
    end: 3,
  });
  const qBikes = await createQuote(db, interviewTwo, {
    contentOriginal: 'Cyklerne står i kælderen',
    contentEn: 'The bicycles are in the basement',
    start: 3,
    end: 6,
  });
  const betaQuote = await createQuote(db, betaInterview, { contentOriginal: 'Jeg elsker at cykle', contentEn: 'I love cycling' });

  const insight = await createInsight(db, study, { title: 'Price is a barrier', businessQuestionId: bqPrice.id }, [qPrice.id]);
  const showreel = await createShowreel(db, study, { title: 'Best of' }, [
    { quoteId: qVegetables.id, start: 4.2, end: 8.1 },
    { quoteId: qPrice.id, start: 0, end: 3 },
  ]);
  const curated = await createShowreel(db, study, { title: 'Curated', type: 'CURATED' });
  const material = await createStudyMaterial(db, study, { title: 'Snack shelf', link: 'https://example.com/shelf', position: 0 });
  const fileMaterial = await createStudyMaterial(db, study, {
    kind: 'FILE',
    title: 'Pack shot',
    link: null,
    fileKey: 'studies/materials/pack.png',
    fileName: 'pack.png',
    fileMimeType: 'image/png',
    position: 1,
  });

  const story = await createStory(db, acme.id, {
    title: 'Why Danes snack on plants',
    tags: ['Snacks'],
    highlightedInterviewIds: [interviewOne.id, betaInterview.id],
    coverVideo: { key: 'stories/cover.mp4', duration: 12.5 },
    slides: [{ id: 'slide-1', label: 'Intro', title: 'Meet Mette', description: null, cover_video: { key: 'stories/slide1.mp4', duration: 4 } }],
    counts: { interviews: 2, markets: 1 },
  });
  const betaStory = await createStory(db, beta.id, { title: 'Beta story' });

  return {
    acme,
    beta,
    users: { master, consumer, admin, multi, betaUser },
    studyType,
    projects: { snacks: snacksProject, drinks: drinksProject },
    study,
    draft,
    betaStudy,
    tags: { snacks: snacksTag, denmark: denmarkTag, breakfast: breakfastTag },
    category,
    segments: { copenhagen: segCopenhagen, aarhus: segAarhus, beta: betaSegment },
    businessQuestions: { choice: bqChoice, price: bqPrice },
    tasks: { commute: taskCommute, shopping: taskShopping, oats: subtaskOats, price: taskPrice },
    interviews: { one: interviewOne, two: interviewTwo, beta: betaInterview },
    quotes: { cycling: qCycling, vegetables: qVegetables, oats: qOats, price: qPrice, bikes: qBikes, beta: betaQuote },
    insight,
    showreel,
    curated,
    materials: { link: material, file: fileMaterial },
    story,
    betaStory,
  };
}

/** The workspace built by {@link buildReadWorkspace}. */
export type ReadWorkspace = Awaited<ReturnType<typeof buildReadWorkspace>>;
