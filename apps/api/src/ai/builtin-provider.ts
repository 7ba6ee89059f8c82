/**
 * The built-in AI provider (issue 12): no model, deterministic and honest. Rates a brief by explicit checks, builds
 * outlines and designs by matching the brief to the question banks, and answers from retrieved sources with an
 * extractive summary that says it is one. Translation needs a model: it rejects with `unavailable`.
 */
import { AI_TEXTS, AiDesignOutput, AiOutlineOutput, type AiBusinessQuestion, type AiProviderInfo, type AiTask, type BriefRating } from '@insight/contracts';
import { AiError, type AiProvider, type AnswerInput, type DesignInput, type OutlineInput, type QuestionBankEntry } from './provider';
import { AUDIENCE_WORDS, clip, isContentWord, MARKET_WORDS, sentences, stem, subjectOf, words } from './text';

const INFO: AiProviderInfo = { kind: 'builtin', model: null, label: AI_TEXTS.builtinLabel, can_translate: false };

const OBJECTIVE = /\b(understand|learn|explore|find out|discover|test|evaluate|assess|identify|measure|objective|goal|aim|purpose|why|how do|how does)\b/i;
const STIMULI =
  /\b(concept|concepts|prototype|packaging|pack|ad|ads|advert|commercial|video|website|app|stimul\w*|mock-?ups?|designs?|images?|screens?|campaign)\b/i;
const DECISIONS = /\b(decide|decision|decisions|inform|so that|in order to|will use|go\/no-go|prioriti[sz]e|choose between|launch|roadmap|next step)\b/i;

/** Words naming an audience: from the list, or an age range such as "25-40" / "aged 30". */
function hasAudience(text: string): boolean {
  return words(text).some((w) => AUDIENCE_WORDS.has(w)) || /\b(aged?\s*\d+|\d+\s*[-–to]+\s*\d+\s*(year|yo)|years old)\b/i.test(text);
}
const hasMarket = (text: string) => words(text).some((w) => MARKET_WORDS.has(w));

/** Rates a brief by five explicit checks (20 points each) with suggestions naming the brief's subject. */
export function rateBriefBuiltin(brief: string, stimuli: string[]): Omit<BriefRating, 'provider'> {
  const subject = subjectOf(brief);
  const raw: { key: BriefRating['checks'][number]['key']; label: string; passed: boolean; suggestion: string }[] = [
    {
      key: 'objective',
      label: 'Objective',
      passed: OBJECTIVE.test(brief),
      suggestion: `State what you want to learn, e.g. "We want to understand why people choose ${subject} and what would make them switch."`,
    },
    {
      key: 'audience',
      label: 'Audience',
      passed: hasAudience(brief),
      suggestion: `Say who you want to hear from, e.g. "adults aged 25–45 who bought ${subject} in the last month".`,
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
      suggestion: `Say which decision the answers will inform, e.g. "to decide which ${subject} proposition to launch next year".`,
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

/** How well `entry` fits the brief: stems shared between the brief (and study type) and the theme's keywords and questions. */
function themeScore(entry: QuestionBankEntry, briefStems: Set<string>, studyType: string | null): number {
  let s = 0;
  for (const k of entry.keywords) if (briefStems.has(stem(k))) s += 2;
  for (const q of entry.questions) for (const w of words(q.title.replace('{subject}', ''))) if (isContentWord(w) && briefStems.has(stem(w))) s += 0.5;
  if (studyType && entry.name.toLowerCase() === studyType.toLowerCase()) s += 5;
  return s;
}

const fill = (text: string, subject: string) => text.replaceAll('{subject}', subject);

/** Themes ordered by fit (best first); the fallback `exploration` always last among the ones that score zero. */
function rankedThemes(input: OutlineInput): QuestionBankEntry[] {
  const briefStems = new Set(words(`${input.brief} ${input.stimuli.join(' ')}`).map(stem));
  return input.banks
    .map((entry, i) => ({ entry, i, s: themeScore(entry, briefStems, input.studyType) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.entry);
}

/** The built-in outline: 4–5 business questions of the best-fitting theme (topped up from the next), about the brief's subject. */
export function outlineBuiltin(input: OutlineInput): AiOutlineOutput {
  const subject = subjectOf(input.brief);
  const [best, ...rest] = rankedThemes(input);
  const picked: AiBusinessQuestion[] = [];
  const seen = new Set<string>();
  for (const entry of [best, ...rest]) {
    for (const q of entry.questions) {
      if (picked.length >= 5) break;
      const title = fill(q.title, subject);
      if (seen.has(title.toLowerCase())) continue;
      seen.add(title.toLowerCase());
      picked.push({ title, description: q.description });
    }
    if (picked.length >= 4) break;
  }
  return AiOutlineOutput.parse({ business_questions: picked });
}

/** The bank question closest to `title` (shared content-word stems, after removing the subject). */
function closestBankQuestion(title: string, subject: string, banks: QuestionBankEntry[]) {
  const target = new Set(words(title.replace(subject, '')).filter(isContentWord).map(stem));
  let best: { q: QuestionBankEntry['questions'][number]; s: number } | null = null;
  for (const entry of banks) {
    for (const q of entry.questions) {
      const s = words(q.title.replace('{subject}', '')).filter((w) => isContentWord(w) && target.has(stem(w))).length;
      if (s > 0 && (!best || s > best.s)) best = { q, s };
    }
  }
  return best?.q ?? null;
}

/** The built-in design: one section per business question, its tasks from the closest bank question, else open tasks about it. */
export function designBuiltin(input: DesignInput): AiDesignOutput {
  const subject = subjectOf(input.brief);
  const sections = input.businessQuestions.slice(0, 12).map((bq, index) => {
    const match = closestBankQuestion(bq.title, subject, input.banks);
    const tasks: AiTask[] = match
      ? match.tasks.map((t) => ({ ...t, text: fill(t.text, subject), options: t.options.map((o) => fill(o, subject)) }))
      : [
          { type: 'FREE_TEXT', text: `${bq.title.replace(/\?$/, '')}? Tell us in your own words, with an example.`, options: [], scale_points: null },
          { type: 'SCORING', text: `How important is this to you: ${bq.title.replace(/\?$/, '')}?`, options: [], scale_points: 5 },
        ];
    return { business_question_index: index, title: bq.title.replace(/\?$/, ''), tasks };
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
