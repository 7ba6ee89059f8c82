import { describe, expect, it } from 'vitest';
import { TASK_TYPES, type AiDesignOutput, type AiOutlineOutput } from '@insight/contracts';
import { DEMO_STUDY_TYPES, DEMO_TEMPLATES } from '../seed/content';
import { designBuiltin, draftBriefBuiltin, outlineBuiltin, rateBriefBuiltin } from './builtin-provider';
import type { TemplateInfo } from './provider';

/** The catalogue as the AI service reads it from the database: key, study type name, audience. */
const TEMPLATES: TemplateInfo[] = DEMO_TEMPLATES.map((t) => ({
  key: t.key,
  name: t.name,
  typeName: DEMO_STUDY_TYPES.find((type) => type.key === t.type)?.name ?? null,
  audience: t.audience,
}));

/** Words of business-to-business research: never in a study of private consumers. */
const B2B_ONLY = /\b(suppliers?|vendors?|procurement|compan(?:y|ies|y’s)|colleagues|your team|at work|deal|budget)\b/i;
/** Words of household and shopping research: never in a study of professionals. */
const CONSUMER_ONLY = /\b(households?|famil(?:y|ies)|at home|supermarket|shelf|shoppers?|your day)\b/i;

type Case = {
  name: string;
  brief: string;
  stimuli?: string[];
  /** What every business question must name. */
  subject: RegExp;
  audience: 'consumer' | 'b2b';
  /** Business questions the decisions to inform (or the brief's point) call for: each pattern matches one title. */
  asks: RegExp[];
};

const CASES: Case[] = [
  {
    name: 'consumer food (the oat-drink brief that got B2B questions)',
    brief: 'Objective: learn how families in Sweden choose oat drinks.\nAudience: parents.\nMarket: Sweden.\nDecisions to inform: which flavour to launch.',
    subject: /oat drinks/i,
    audience: 'consumer',
    asks: [/which flavour of oat drinks do parents prefer/i, /how do parents choose oat drinks/i],
  },
  {
    name: 'a B2B software purchase',
    brief:
      'We want to learn how IT managers at mid-sized companies in the UK choose a project management tool, so that we can decide how to price our new tool and which integrations to build first.',
    subject: /project management tools/i,
    audience: 'b2b',
    asks: [/features of project management tools/i, /budget and pricing model/i, /companies decide to buy/i],
  },
  {
    name: 'a financial service',
    brief:
      'Understand why young adults in Spain open (or do not open) a first savings account, and what makes them trust a bank. Decisions to inform: which savings account features to highlight in our campaign and what fees to charge.',
    subject: /savings accounts/i,
    audience: 'consumer',
    asks: [/features of savings accounts/i, /message about savings accounts/i, /fees/i, /trust/i],
  },
  {
    name: 'a retail store visit',
    brief:
      'We want to understand how shoppers experience a visit to our furniture store in Copenhagen: what draws them in, how they find their way and why some leave without buying. Decisions to inform: the new store layout.',
    subject: /the furniture store/i,
    audience: 'consumer',
    asks: [/find what they need in the furniture store/i, /visit to the furniture store/i, /leave without buying/i],
  },
  {
    name: 'a multi-market study',
    brief: 'Explore how coffee drinkers in Denmark, Sweden and Germany choose coffee pods, to decide which markets to enter first.',
    subject: /coffee pods/i,
    audience: 'consumer',
    asks: [/differ between Denmark, Sweden and Germany/, /how do coffee drinkers choose coffee pods/i],
  },
  {
    name: 'a vague one-line brief',
    brief: 'Coffee pods.',
    subject: /coffee pods/i,
    audience: 'consumer',
    asks: [/what do people think and feel about coffee pods/i],
  },
  {
    name: 'a concept brief with packaging stimuli',
    brief:
      'Objective: understand how families choose plant-based snacks.\nAudience: parents aged 25-45 who buy snacks weekly.\nMarket: Denmark.\nDecisions to inform: which concept to launch next spring.',
    stimuli: ['Packaging concept A https://concepts.example.com/a', 'Packaging concept B https://concepts.example.com/b'],
    subject: /plant-based snacks/i,
    audience: 'consumer',
    asks: [/which concept for plant-based snacks appeals most to parents/i, /packaging of plant-based snacks/i],
  },
  {
    name: 'a usability test of an app',
    brief:
      'Test the onboarding flow of our new banking app with first-time users in the UK: where do people get stuck, and can they open an account without help?',
    subject: /the banking app/i,
    audience: 'consumer',
    asks: [/complete the key tasks with the banking app/i, /confusion or friction/i],
  },
];

const texts = (outline: AiOutlineOutput, design: AiDesignOutput) => [
  ...outline.business_questions.map((q) => q.title),
  ...design.sections.flatMap((s) => s.tasks.flatMap((t) => [t.text, ...t.options])),
];

/** A question that asks people to choose between options (a preference). */
const PREFERENCE = /\b(prefer|appeals most|stands out|fits \S+ best|understand and believe)\b/i;

describe('the built-in outline and design follow the brief: its subject, its audience and its decisions', () => {
  it.each(CASES)('$name', ({ brief, stimuli = [], subject, audience, asks }) => {
    const input = { brief, stimuli, studyType: null, language: 'en', templates: TEMPLATES };
    const outline = outlineBuiltin(input);
    const titles = outline.business_questions.map((q) => q.title);
    expect(titles.length).toBeGreaterThanOrEqual(4);
    expect(titles.length).toBeLessThanOrEqual(5);
    expect(new Set(titles.map((t) => t.toLowerCase())).size).toBe(titles.length);
    // Every business question names the brief's subject.
    for (const title of titles) expect(title).toMatch(subject);
    // The decisions to inform and the point of the brief became business questions.
    for (const ask of asks)
      expect(
        titles.some((t) => ask.test(t)),
        `${ask} in ${titles.join(' | ')}`,
      ).toBe(true);

    const design = designBuiltin({ ...input, businessQuestions: outline.business_questions });
    // No question or task from the other kind of research.
    for (const text of texts(outline, design)) expect(text).not.toMatch(audience === 'consumer' ? B2B_ONLY : CONSUMER_ONLY);
    // Every task links to a business question and is a valid, complete task.
    expect(design.sections.map((s) => s.business_question_index)).toEqual(titles.map((_, i) => i));
    for (const [i, section] of design.sections.entries()) {
      expect(section.tasks.length).toBeGreaterThan(0);
      for (const task of section.tasks) {
        expect(TASK_TYPES).toContain(task.type);
        expect(task.type).not.toBe('SUBTASKS');
        if (task.type === 'RADIO' || task.type === 'CHECKBOX') expect(task.options.length).toBeGreaterThanOrEqual(2);
        if (task.type === 'SCORING') expect(task.scale_points).toBeGreaterThanOrEqual(2);
        expect(task.text).not.toMatch(/[{}]/);
      }
      // Tasks fit their question: a preference gets a choice and an open "why"; a price a number; a usability question an observation.
      const kinds = section.tasks.map((t) => t.type);
      if (PREFERENCE.test(titles[i])) {
        expect(
          kinds.some((k) => k === 'RADIO' || k === 'CHECKBOX'),
          titles[i],
        ).toBe(true);
        expect(
          section.tasks.some((t) => t.type === 'FREE_TEXT' && /\bwhy\b/i.test(t.text)),
          titles[i],
        ).toBe(true);
      }
      if (/\b(price|fees|budget)\b/i.test(titles[i]))
        expect(
          kinds.some((k) => k === 'NUMBER' || k === 'NUMBER_RANGE'),
          titles[i],
        ).toBe(true);
      if (/complete the key tasks/i.test(titles[i])) expect(kinds).toContain('OBSERVATION');
    }
  });

  it('outlines the assistant’s drafted brief: its decision first, no concept or pack question when it says there are no stimuli', () => {
    const brief = draftBriefBuiltin('Draft a study brief about oat drinks for families in Sweden');
    const titles = outlineBuiltin({ brief, stimuli: [], studyType: null, language: 'en', templates: TEMPLATES }).business_questions.map((q) => q.title);
    expect(titles[0]).toBe('What would improve oat drinks for families?');
    for (const title of titles) expect(title).not.toMatch(/concept|pack/i);
  });

  it('takes a choice task’s options from the stimuli when there are at least two', () => {
    const input = { brief: CASES[6].brief, stimuli: CASES[6].stimuli ?? [], studyType: null, language: 'en', templates: TEMPLATES };
    const outline = outlineBuiltin(input);
    const design = designBuiltin({ ...input, businessQuestions: outline.business_questions });
    const choice = design.sections[0].tasks.find((t) => t.type === 'RADIO');
    expect(choice?.options).toEqual(['Packaging concept A', 'Packaging concept B']);
    expect(choice?.shows_stimuli).toBe(true);
    expect(design.sections.flatMap((s) => s.tasks).filter((t) => t.type === 'FREE_TEXT' && t.shows_stimuli)).toEqual([]);
  });

  it('designs for business questions the user wrote: a preference gets a choice and a why, an unknown question open tasks', () => {
    const design = designBuiltin({
      brief: CASES[6].brief,
      stimuli: [],
      studyType: null,
      language: 'en',
      templates: TEMPLATES,
      businessQuestions: [
        { title: 'Which packaging concept do parents prefer for plant-based snacks?', description: '' },
        { title: 'How should the sales team be briefed?', description: '' },
        { title: 'Which packaging of plant-based snacks stands out, and what does it tell parents?', description: '' },
      ],
    });
    const [preference, unknown, packaging] = design.sections;
    expect(preference.tasks.map((t) => t.type)).toEqual(expect.arrayContaining(['RADIO', 'FREE_TEXT']));
    expect(preference.tasks.some((t) => /\bwhy\b/i.test(t.text))).toBe(true);
    // Beside the packaging question it asks about the concepts, so the two sections do not repeat the same tasks.
    expect(preference.tasks.map((t) => t.text)).not.toEqual(packaging.tasks.map((t) => t.text));
    expect(packaging.tasks[0].text).toBe('Which pack of plant-based snacks would you pick up first?');
    expect(unknown.tasks.map((t) => t.type)).toEqual(['FREE_TEXT', 'SCORING']);
    expect(unknown.tasks[0].text).toContain('How should the sales team be briefed?');
  });

  it('asks the questions of the study type: a B2B type makes a vague brief a study of professionals', () => {
    const outline = outlineBuiltin({
      brief: 'Expense reporting software.',
      stimuli: [],
      studyType: 'Business professionals',
      language: 'en',
      templates: TEMPLATES,
    });
    for (const { title } of outline.business_questions) {
      expect(title).toMatch(/expense reporting software/i);
      expect(title).not.toMatch(CONSUMER_ONLY);
    }
    expect(outline.business_questions.some((q) => /companies decide to buy/i.test(q.title))).toBe(true);
  });

  it('rates a brief with suggestions for its own audience', () => {
    const b2b = rateBriefBuiltin('Project management tools for IT managers at mid-sized companies.', []);
    expect(b2b.checks.find((c) => c.key === 'audience')?.passed).toBe(true);
    const market = b2b.checks.find((c) => c.key === 'market');
    expect(market?.passed).toBe(false);
    // "Tell us" names no market.
    expect(rateBriefBuiltin('Tell us what parents think of oat drinks.', []).checks.find((c) => c.key === 'market')?.passed).toBe(false);
    expect(rateBriefBuiltin('Oat drinks in the US.', []).checks.find((c) => c.key === 'market')?.passed).toBe(true);
    const vague = rateBriefBuiltin('Expense software for finance managers at companies.', []);
    expect(vague.checks.find((c) => c.key === 'decisions')?.suggestion).toMatch(/Decisions to inform: which expense software/);
  });
});
