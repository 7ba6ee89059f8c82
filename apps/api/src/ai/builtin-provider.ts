/**
 * The built-in AI provider (issue 12): no model, deterministic and honest. Rates a brief by explicit checks, builds
 * outlines and designs by matching the brief to the question banks, and answers from retrieved sources with an
 * extractive summary that says it is one. Translation needs a model: it rejects with `unavailable`.
 */
import { AI_TEXTS, AiDesignOutput, AiOutlineOutput, type AiProviderInfo, type AiTask, type BriefRating } from '@insight/contracts';
import { analyseBrief, marketsOf, type BriefDomain, type BriefFacts } from './brief-facts';
import { AiError, type AiProvider, type AnswerInput, type DesignInput, type OutlineInput } from './provider';
import { QUESTION_BANK, THEMES, intentsIn, intentsInOrder, type BankQuestion, type Intent } from './question-bank';
import { AUDIENCE_WORDS, clip, isContentWord, MARKET_WORDS, sentences, subjectOf, words } from './text';

const INFO: AiProviderInfo = { kind: 'builtin', model: null, label: AI_TEXTS.builtinLabel, can_translate: false };

const OBJECTIVE = /\b(understand|learn|explore|find out|discover|test|evaluate|assess|identify|measure|objective|goal|aim|purpose|why|how do|how does)\b/i;
const STIMULI =
  /\b(concept|concepts|prototype|packaging|pack|ad|ads|advert|commercial|video|website|app|stimul\w*|mock-?ups?|designs?|images?|screens?|campaign)\b/i;
const DECISIONS = /\b(decide|decision|decisions|inform|so that|in order to|will use|go\/no-go|prioriti[sz]e|choose between|launch|roadmap|next step)\b/i;

/** Words naming an audience: from the list, or an age range such as "25-40" / "aged 30". */
function hasAudience(text: string): boolean {
  return words(text).some((w) => AUDIENCE_WORDS.has(w)) || /\b(aged?\s*\d+|\d+\s*[-–to]+\s*\d+\s*(year|yo)|years old)\b/i.test(text);
}
/** A country, or a word for a market or region ("Nordic", "urban"); "US" and "UK" only in capitals ("tell us"). */
const hasMarket = (text: string) => marketsOf(text).length > 0 || words(text).some((w) => MARKET_WORDS.has(w) && w !== 'us' && w !== 'uk');

/** Rates a brief by five explicit checks (20 points each) with suggestions naming the brief's subject and audience. */
export function rateBriefBuiltin(brief: string, stimuli: string[]): Omit<BriefRating, 'provider'> {
  const subject = subjectOf(brief);
  const facts = analyseBrief(brief, stimuli);
  const who = facts.audience.kind === 'b2b' ? 'operations or IT managers at companies with 50–500 employees who chose' : 'adults aged 25–45 who bought';
  const raw: { key: BriefRating['checks'][number]['key']; label: string; passed: boolean; suggestion: string }[] = [
    {
      key: 'objective',
      label: 'Objective',
      passed: OBJECTIVE.test(brief),
      suggestion: `State what you want to learn, e.g. "We want to understand why ${facts.audience.label} choose ${facts.subject} and what would make them switch."`,
    },
    {
      key: 'audience',
      label: 'Audience',
      passed: hasAudience(brief),
      suggestion: `Say who you want to hear from, e.g. "${who} ${facts.subject} in the last year".`,
    },
    {
      key: 'market',
      label: 'Market',
      passed: hasMarket(brief),
      suggestion: 'Name the market or country (and language) of the participants, e.g. "in Denmark, in Danish".',
    },
    {
      key: 'stimuli',
      label: 'Stimuli',
      passed: stimuli.length > 0 || STIMULI.test(brief),
      suggestion: `Add what participants should see or try (a concept, packaging, an ad, the app), or say that the study explores ${subject} without stimuli.`,
    },
    {
      key: 'decisions',
      label: 'Decisions to inform',
      passed: DECISIONS.test(brief),
      suggestion: `Say which decisions the answers will inform, e.g. "Decisions to inform: which ${subject} concept to launch next year, and at what price."`,
    },
  ];
  const checks: BriefRating['checks'] = raw.map((c) => ({ ...c, suggestion: c.passed ? null : c.suggestion }));
  const passed = checks.filter((c) => c.passed).length;
  const wordCount = words(brief).length;
  const score = Math.max(0, passed * 20 - (wordCount < 15 ? 10 : 0));
  const summary =
    passed === checks.length
      ? `A complete brief about ${subject}: it states the objective, audience, market, stimuli and the decisions to inform.`
      : `The brief about ${subject} covers ${passed} of ${checks.length} checks; ${checks
          .filter((c) => !c.passed)
          .map((c) => c.label.toLowerCase())
          .join(', ')} ${passed === checks.length - 1 ? 'is' : 'are'} missing.`;
  const suggestions = checks.flatMap((c) => (c.suggestion ? [c.suggestion] : []));
  if (wordCount < 15) suggestions.push('Write at least two or three sentences: the more context, the better the outline.');
  return { score, summary, checks, suggestions };
}

/** The bank question for `intent` asked of `facts`' audience: written for that audience (and its product field if there is one), else for any. */
function bankQuestion(intent: Intent, facts: BriefFacts): BankQuestion | undefined {
  const fits = QUESTION_BANK.filter(
    (q) => q.intent === intent && (q.audience === facts.audience.kind || q.audience === 'any') && (!q.domain || q.domain === facts.domain),
  );
  return fits.find((q) => q.domain) ?? fits.find((q) => q.audience !== 'any') ?? fits[0];
}

/** A business question to ask: its intent and, for a preference, what it is about ("flavour"). */
type Pick = { intent: Intent; dimension: string | null };

/** The singular of a simple English plural ("flavours" → "flavour", "varieties" → "variety"). */
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');

/** The thing a "which …" asks about: the last content word of the run after "which" ("which new flavours to launch" → "flavours"). */
function whichHead(text: string): string | null {
  const match = /\b(?:which|what)\s+(.+)/i.exec(text);
  if (!match) return null;
  const run: string[] = [];
  for (const w of words(match[1])) {
    if (['to', 'do', 'does', 'should', 'we', 'is', 'are', 'will', 'would', 'for', 'in', 'and', 'of', 'that', 'people', 'they', 'our'].includes(w)) break;
    run.push(w);
    if (run.length === 4) break;
  }
  return run.filter(isContentWord).pop() ?? null;
}

/** The business questions a decision asks for: what its "which …" names (else a preference about it), then the intents it mentions. */
function decisionPicks(decision: string): Pick[] {
  const picks: Pick[] = [];
  const head = whichHead(decision);
  if (head) {
    const named = intentsIn(`which ${head}`)[0] ?? intentsIn(head)[0];
    picks.push(named ? { intent: named, dimension: null } : { intent: 'preference', dimension: singular(head) });
  }
  for (const intent of intentsInOrder(decision)) picks.push({ intent, dimension: intent === 'preference' ? singular(head ?? 'option') : null });
  return picks;
}

/** Intents that treat the subject as a product: left out when the brief is about a visit to a place (the subject is the store). */
const PRODUCT_INTENTS = new Set<Intent>(['journey', 'drivers', 'usage', 'experience', 'needs', 'relevance']);

/** The study type's templates: which intents its catalogue templates stand for, and whether it is a B2B type. */
function studyTypeOf(input: OutlineInput): { intents: Intent[]; isB2b: boolean } {
  const templates = input.studyType ? input.templates.filter((t) => t.typeName?.toLowerCase() === input.studyType?.toLowerCase()) : [];
  const keys = new Set(templates.map((t) => t.key));
  return {
    intents: QUESTION_BANK.filter((q) => q.template && keys.has(q.template)).map((q) => q.intent),
    isB2b: templates.length > 0 && templates.every((t) => t.audience === 'BUSINESS_PROFESSIONALS'),
  };
}

/** The facts of the input's brief, with a B2B study type making the audience business professionals. */
function factsOf(input: OutlineInput): BriefFacts {
  const facts = analyseBrief(input.brief, input.stimuli);
  if (studyTypeOf(input).isB2b && facts.audience.kind === 'consumer')
    return { ...facts, audience: { kind: 'b2b', label: facts.audience.label === 'people' ? 'business buyers' : facts.audience.label } };
  return facts;
}

/**
 * Which business questions to ask, in order: the decisions to inform first (what the study is for), a comparison when
 * it names several markets, the study type's questions, what the stimuli and the objective ask for, then the theme the
 * objective belongs to; only questions written for the brief's audience (consumer or B2B).
 */
function outlinePicks(input: OutlineInput, facts: BriefFacts): Pick[] {
  const kind = facts.audience.kind;
  const themes = THEMES[kind];
  const picks: Pick[] = [];
  const objective = intentsInOrder(facts.objective).filter((intent) => intent !== 'markets' && intent !== 'preference');
  const isVisit = objective.includes('store-visit') || objective.includes('store-navigation');
  const add = ({ intent, dimension }: Pick) => {
    if (picks.length >= 5 || picks.some((p) => p.intent === intent) || !bankQuestion(intent, facts)) return;
    if (isVisit && PRODUCT_INTENTS.has(intent)) return;
    if (intent === 'markets' && facts.markets.length < 2) return;
    picks.push({ intent, dimension });
  };
  for (const decision of facts.decisions) decisionPicks(decision).forEach(add);
  if (facts.markets.length >= 2) add({ intent: 'markets', dimension: null });
  if (/\b(prefer\w*|favou?rite)\b/i.test(facts.objective)) add({ intent: 'preference', dimension: singular(whichHead(facts.objective) ?? 'option') });
  // The study type: the theme its templates' questions fill best, in the theme's order.
  const typeIntents = studyTypeOf(input).intents;
  const overlap = (theme: readonly Intent[]) => theme.filter((intent) => typeIntents.includes(intent)).length;
  const typeTheme = themes.reduce((best, theme) => (overlap(theme) > overlap(best) ? theme : best));
  typeTheme.filter((intent) => typeIntents.includes(intent)).forEach((intent) => add({ intent, dimension: null }));
  for (const stimulus of facts.stimuli)
    intentsIn(stimulus)
      .slice(0, 1)
      .forEach((intent) => add({ intent, dimension: null }));
  objective.forEach((intent) => add({ intent, dimension: null }));
  const lead = objective.find((intent) => themes.some((t) => t.includes(intent))) ?? picks.find((p) => themes.some((t) => t.includes(p.intent)))?.intent;
  const theme = (lead && (themes.find((t) => t[0] === lead) ?? themes.find((t) => t.includes(lead)))) || themes[themes.length - 1];
  for (const intent of [...theme, ...themes[themes.length - 1]]) {
    if (picks.length >= 4) break;
    add({ intent, dimension: null });
  }
  return picks;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Denmark, Sweden and Germany". */
const andList = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? ''));

/** `text` with the bank's slots filled from the brief. */
function fillSlots(text: string, facts: BriefFacts, dimension: string | null): string {
  const dim = dimension ?? 'option';
  return text
    .replaceAll('{subject}', facts.subject)
    .replaceAll('{audience}', facts.audience.label)
    .replaceAll('{markets}', andList(facts.markets))
    .replaceAll('{Dimension}', capitalise(dim))
    .replaceAll('{dimension}', dim);
}

/** The built-in outline: 4–5 business questions about the brief's subject, for its audience, led by its decisions to inform. */
export function outlineBuiltin(input: OutlineInput): AiOutlineOutput {
  const facts = factsOf(input);
  const business_questions = outlinePicks(input, facts).map(({ intent, dimension }) => {
    const q = bankQuestion(intent, facts) as BankQuestion;
    return { title: capitalise(fillSlots(q.title, facts, dimension)), description: fillSlots(q.description, facts, dimension) };
  });
  return AiOutlineOutput.parse({ business_questions });
}

/** Options of choice tasks that depend on the product field (the bank's are general). */
const DOMAIN_OPTIONS: Partial<Record<Intent, Partial<Record<BriefDomain, string[]>>>> = {
  drivers: {
    food: ['Taste', 'Price', 'Brand', 'Healthiness', 'Packaging', 'Sustainability'],
    finance: ['Interest rate or fees', 'Trust in the provider', 'An easy app', 'Personal advice', 'Recommendations'],
  },
  channel: {
    food: ['A supermarket', 'A convenience store', 'An online grocery shop', 'A café or restaurant', 'Somewhere else'],
    finance: ['A bank branch', 'The provider’s website', 'A banking app', 'A comparison site', 'An adviser'],
  },
};

/** The tasks of `q` for the brief: slots filled, choice options from the stimuli or the product field where they fit. */
function tasksOf(q: BankQuestion, facts: BriefFacts, dimension: string | null): AiTask[] {
  return q.tasks.map(({ optionsFrom, ...task }) => {
    const options =
      optionsFrom === 'stimuli' && facts.stimuli.length >= 2
        ? facts.stimuli.slice(0, 6).map((s) => clip(s, 120))
        : ((task.options.length > 0 && DOMAIN_OPTIONS[q.intent]?.[facts.domain]) || task.options).map((o) => fillSlots(o, facts, dimension));
    return { ...task, text: fillSlots(task.text, facts, dimension), options };
  });
}

/** The intents a business question asks for, most specific first, that the bank has for the brief's audience (its subject and audience left out, so their words do not count). */
function intentsOfQuestion(title: string, facts: BriefFacts): Intent[] {
  const plain = title.replaceAll(facts.subject, 'it').replaceAll(facts.audience.label, 'people');
  return intentsIn(plain).filter((intent) => bankQuestion(intent, facts));
}

/**
 * One intent per business question: a question with one intent gets it first, the others their most specific intent
 * no other question took ("Which packaging concept do parents prefer?" beside a packaging question: the concept one),
 * so two sections do not repeat the same tasks; when every intent is taken, the most specific.
 */
function assignIntents(titles: string[], facts: BriefFacts): (Intent | null)[] {
  const candidates = titles.map((title) => intentsOfQuestion(title, facts));
  const taken = new Set(candidates.filter((c) => c.length === 1).map((c) => c[0]));
  return candidates.map((c) => {
    if (c.length <= 1) return c[0] ?? null;
    const free = c.find((intent) => !taken.has(intent)) ?? c[0];
    taken.add(free);
    return free;
  });
}

/**
 * The built-in design: one section per business question, with the tasks of the bank question of its intent (a
 * preference gets a choice and a "why"); a question the bank does not know gets an open and a scoring task about it.
 */
export function designBuiltin(input: DesignInput): AiDesignOutput {
  const facts = factsOf(input);
  const questions = input.businessQuestions.slice(0, 12);
  const intents = assignIntents(
    questions.map((bq) => bq.title),
    facts,
  );
  const sections = questions.map((bq, index) => {
    const intent = intents[index];
    const q = intent && bankQuestion(intent, facts);
    // What a preference is about: "Which flavour of oat drinks …" → "flavour".
    const head = intent === 'preference' ? whichHead(bq.title.replaceAll(facts.subject, 'it')) : null;
    const asked = bq.title.replace(/\?$/, '');
    const tasks: AiTask[] = q
      ? tasksOf(q, facts, head && head !== 'it' ? singular(head) : null)
      : [
          { type: 'FREE_TEXT', text: `${asked}? Tell us in your own words, with an example.`, options: [], scale_points: null, shows_stimuli: false },
          { type: 'SCORING', text: `How important is this to you: ${asked}?`, options: [], scale_points: 5, shows_stimuli: false },
        ];
    return { business_question_index: index, title: asked, tasks };
  });
  return AiDesignOutput.parse({ sections });
}

const DRAFT_HEADINGS = ['Objective', 'Audience', 'Market', 'Stimuli', 'Decisions to inform'];

/** A brief drafted from the user's request: one line per check, filled with what the request says and marked where it does not. */
export function draftBriefBuiltin(request: string): string {
  const subject = subjectOf(request);
  const audience = words(request).find((w) => AUDIENCE_WORDS.has(w));
  const market = words(request).find((w) => MARKET_WORDS.has(w));
  const lines = [
    `Objective: We want to understand how people experience and choose ${subject}, and what would make them choose it more often.`,
    `Audience: ${audience ? `${audience} who have used or bought ${subject} in the last three months` : `adults aged 25–55 who have used or bought ${subject} in the last three months`} (to confirm).`,
    `Market: ${market ? market.charAt(0).toUpperCase() + market.slice(1) : 'the market where you sell (to confirm)'}.`,
    `Stimuli: none yet — add concepts, packaging or screens if you want reactions to them.`,
    `Decisions to inform: which improvements to ${subject} to prioritise next.`,
  ];
  return lines.map((line, i) => (line.startsWith(DRAFT_HEADINGS[i]) ? line : `${DRAFT_HEADINGS[i]}: ${line}`)).join('\n');
}

/** The extractive answer of the built-in provider: says what it is, then one cited line per source. */
export function answerTextBuiltin(input: AnswerInput): string {
  if (input.mode === 'draft_brief') {
    const related = input.sources.slice(0, 3);
    const grounding = related.length ? `\n\nRelated research you already have: ${related.map((s) => `${s.title} [${s.n}]`).join('; ')}.` : '';
    return `Here is a draft study brief (built-in assistant: drafted from your request by rules, no language model):\n\n${draftBriefBuiltin(input.question)}${grounding}\n\nUse "Start a study from this brief" to open it in the study wizard and edit it there.`;
  }
  if (input.sources.length === 0) {
    return 'I found nothing in the research you can access that matches your question. Try other words, such as a product, a study title or a country. (Built-in assistant: answers by search and extractive summary, no language model.)';
  }
  const lines = input.sources.map((s) => {
    const text = s.textEn && s.language !== 'en' ? s.textEn : s.text;
    const first = sentences(text).slice(0, 2).join(' ');
    const label = s.kind === 'quote' || s.kind === 'transcript' ? `"${clip(first, 220)}"` : clip(first, 240);
    return `- ${kindLabel(s.kind)} from ${s.studyTitle}: ${label} [${s.n}]`;
  });
  return `Extractive summary (built-in assistant: these passages from your research match your question; it quotes them and does not interpret them):\n\n${lines.join('\n')}`;
}

function kindLabel(kind: AnswerInput['sources'][number]['kind']): string {
  return { quote: 'A participant', transcript: 'An interview', insight: 'An insight', study: 'The study', business_question: 'A business question' }[kind];
}

/** Splits `text` into small chunks (a few words) for streaming. */
function* chunks(text: string): Generator<string> {
  const parts = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < parts.length; i += 4) yield parts.slice(i, i + 4).join('');
}

/** The built-in provider. */
export function createBuiltinProvider(): AiProvider {
  return {
    info: INFO,
    async rateBrief({ brief, stimuli }) {
      return rateBriefBuiltin(brief, stimuli);
    },
    async outline(input, progress) {
      await progress(40);
      const out = outlineBuiltin(input);
      await progress(90);
      return out;
    },
    async design(input, progress) {
      await progress(40);
      const out = designBuiltin(input);
      await progress(90);
      return out;
    },
    async translate() {
      throw new AiError('unavailable', AI_TEXTS.translateNeedsModel);
    },
    async *answer(input, signal) {
      for (const chunk of chunks(answerTextBuiltin(input))) {
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
