/**
 * Small deterministic text tools of the built-in provider and retrieval: words, keywords, the subject of a brief,
 * sentences. Noun phrases come from the `compromise` NLP library (its bundled English lexicon and tagger).
 */
import { createRequire } from 'node:module';

type Nlp = typeof import('compromise').default;
const requireCommonJs = createRequire(import.meta.url);
let nlp: Nlp | undefined;

/**
 * The nouns (noun phrases) compromise tags in `text`, in order, each `{ text }`. The NLP library (about 40 MB of
 * memory) loads on the first call, not when the server starts: only the built-in AI provider needs it.
 */
export function nounsOf(text: string): { text: string }[] {
  nlp ??= requireCommonJs('compromise') as Nlp;
  return nlp(text).nouns().json() as { text: string }[];
}

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could did
do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself
just let me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that
the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom
why will with would you your yours yourself yourselves want wants wanted need needs like would should could may might must shall
understand learn know explore find out test tested testing evaluate see get make made help give tell think feel use using used new study research brief
please draft write create start our us one two three many much well way ways people thing things what's whats does did done
question questions answer answers say says said do don't dont i'm im it's its we're were you're youre main key top
summarize summarise summary overview show list give first last next`.split(/\s+/),
);

/** Lower-case word tokens of `text` (letters of any script, digits, inner hyphens and apostrophes). */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? []).map((w) => w.replace(/’/g, "'"));
}

/** True for a word that carries meaning (not a stop word, not a number, 3+ letters). */
export function isContentWord(word: string): boolean {
  return word.length >= 3 && !STOPWORDS.has(word) && !/^\d+$/.test(word);
}

/** The distinct content words of `text` by frequency (first seen first among equals), at most `limit`. */
export function keywords(text: string, limit = 12): string[] {
  const counts = new Map<string, number>();
  for (const w of words(text)) if (isContentWord(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([w]) => w);
}

const SUBJECT_LEADS =
  /\b(?:about|around|on|of|for|with|regarding|towards?|into|choose|buy|buying|use|using|perceive|experience|shop for|switch to|open|opening|try|trying|subscribe to|sign up for)\s+/gi;

/** Nouns too general to be a brief's subject on their own ("a visit to …", "the onboarding flow of …"). */
const WEAK_NOUNS = new Set(
  'visit visits trip trips experience experiences journey journeys process flow way ways kind type range choice choices decision decisions part role moment time level number amount lot idea ideas'.split(
    ' ',
  ),
);
const INDEFINITE = new Set(['a', 'an']);
const DEFINITE = new Set(['the', 'our', 'their', 'my', 'your', 'this', 'its', 'his', 'her']);

/** A brief's subject: the phrase, and the determiner it stood after ("a" for a countable thing in general, "the" for one particular thing). */
export type Subject = { phrase: string; determiner: 'a' | 'the' | null };

const determinerOf = (skipped: string[]): Subject['determiner'] =>
  skipped.some((w) => INDEFINITE.has(w)) ? 'a' : skipped.some((w) => DEFINITE.has(w)) ? 'the' : null;

/**
 * The subject of a brief: the run of 1–3 content words that follows "about / for / of / buy …" in its first sentences
 * and scores highest (how often its words recur in the brief, "about" first); else its first noun phrase that is not an
 * audience or a market; else its most frequent keyword.
 */
export function subjectInfo(text: string): Subject {
  const opening = openingSubject(text);
  if (opening) return opening;
  const counts = new Map<string, number>();
  for (const w of words(text)) if (isContentWord(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: { subject: Subject; score: number } | null = null;
  // Asides in brackets ("open (or do not open) a savings account") break the run after a lead word.
  const head = sentences(text)
    .slice(0, 3)
    .join(' ')
    .replace(/\([^)]*\)/g, ' ');
  for (const match of head.matchAll(SUBJECT_LEADS)) {
    const after = words(head.slice((match.index ?? 0) + match[0].length).split(/[.!?:;]/)[0]).slice(0, 6);
    // Skip up to two leading determiners or fillers ("of our new banking app" → "banking app").
    let skip = 0;
    while (skip < 2 && after[skip] && !isContentWord(after[skip])) skip += 1;
    const run: string[] = [];
    for (const w of after.slice(skip)) {
      if (!isContentWord(w) || AUDIENCE_WORDS.has(w) || MARKET_WORDS.has(w)) break;
      run.push(w);
      if (run.length === 3) break;
    }
    // "for finance managers": the run names an audience, not the subject.
    if (run.length === 0 || (run.length === 1 && WEAK_NOUNS.has(run[0])) || AUDIENCE_WORDS.has(after[skip + run.length] ?? '')) continue;
    // Average recurrence, a bonus for "about / regarding / around" (they name the topic), a little for length.
    const topical = /^(about|regarding|around)\s/i.test(match[0]) ? 2 : 0;
    const score = run.reduce((sum, w) => sum + (counts.get(w) ?? 0), 0) / run.length + topical + run.length * 0.3;
    if (!best || score > best.score) best = { subject: { phrase: run.join(' '), determiner: determinerOf(after.slice(0, skip)) }, score };
  }
  if (best) return best.subject;
  // No "about / for / of …": the first noun phrase of the opening sentences that names no audience or market.
  const found = nounPhraseInfos(head).find(({ phrase }) => {
    const last = phrase.split(' ').pop() ?? '';
    return !WEAK_NOUNS.has(last) && !AUDIENCE_WORDS.has(last) && !MARKET_WORDS.has(last);
  });
  return found ?? { phrase: keywords(text, 1)[0] ?? 'the topic', determiner: null };
}

/** Words that end a title-like opening ("Oat drinks for families", "Energy drink advertising in gaming: …"). */
const OPENING_ENDS = new Set(['in', 'for', 'of', 'at', 'among', 'with', 'on', 'to', 'by', 'from', 'and', 'across', 'versus', 'vs']);
/** Verbs a brief may open with that are not stop words ("Compare …", "Measure …"): such an opening is no title. */
const OPENING_VERBS = new Set(
  'compare measure assess identify check investigate map validate gauge review determine discover study examine analyse analyze capture uncover track probe hear ask'.split(
    ' ',
  ),
);

/**
 * A brief that opens like a title names its subject first: 1–3 content words before a preposition or the end of the
 * first sentence ("Oat drinks for families." → "oat drinks"). The tagger alone reads "drinks" there as a verb.
 */
function openingSubject(text: string): Subject | null {
  const first = (sentences(text)[0] ?? '').replace(/^[A-Za-z ]{1,20}:\s*/, '').split(/[:;,(]/)[0];
  const tokens = words(first);
  const run: string[] = [];
  for (const w of tokens) {
    if (!isContentWord(w) || AUDIENCE_WORDS.has(w) || MARKET_WORDS.has(w) || OPENING_VERBS.has(w)) break;
    run.push(w);
  }
  const next = tokens[run.length];
  if (run.length === 0 || run.length > 3 || (next !== undefined && !OPENING_ENDS.has(next))) return null;
  if (run.length === 1 && WEAK_NOUNS.has(run[0])) return null;
  return { phrase: run.join(' '), determiner: null };
}

/** The subject of a brief as a bare phrase ("banking app", "plant-based snacks"); see {@link subjectInfo}. */
export const subjectOf = (text: string): string => subjectInfo(text).phrase;

/** The plural of an English noun phrase (its last word): "project management tool" → "project management tools". */
export function pluralOf(phrase: string): string {
  const last = phrase.split(' ').pop() ?? '';
  if (/[^s]s$/.test(last)) return phrase;
  if (/(?:s|x|z|ch|sh)$/.test(last)) return `${phrase}es`;
  if (/[^aeiou]y$/.test(last)) return `${phrase.slice(0, -1)}ies`;
  return `${phrase}s`;
}

/**
 * How a question refers to the subject: "savings accounts" for a countable thing the brief names with "a", "the banking
 * app" for one particular thing ("our banking app"), else the phrase as it is ("oat drinks", "coffee").
 */
export function subjectReference(subject: Subject): string {
  if (subject.determiner === 'a') return pluralOf(subject.phrase);
  if (subject.determiner === 'the' && !/s$/.test(subject.phrase)) return `the ${subject.phrase}`;
  return subject.phrase;
}

/** Words that end a noun phrase: what follows them names something else ("store in Copenhagen", "parents of children"). */
const PHRASE_BREAKS = new Set(['in', 'of', 'for', 'at', 'with', 'from', 'on', 'to', 'by', 'about', 'and', 'or', 'who', 'that', 'which']);

/** The noun phrases of `text` with the determiner each stood after; see {@link nounPhrases}. */
function nounPhraseInfos(text: string): Subject[] {
  const found: Subject[] = [];
  let from = 0;
  for (const noun of nounsOf(text)) {
    // The tagger splits hyphenated words ("Plant-based snacks" → "based snacks"): take the whole compound before it back.
    const at = text.indexOf(noun.text, from);
    let phraseText = noun.text;
    if (at >= 0) {
      from = at + noun.text.length;
      const compound = /(?:[\p{L}\p{N}]+-)+$|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+\s+$/u.exec(text.slice(0, at));
      if (compound) phraseText = text.slice(at - compound[0].length, from);
    }
    let tokens = words(phraseText);
    const cut = tokens.findIndex((w, i) => i > 0 && PHRASE_BREAKS.has(w));
    if (cut > 0) tokens = tokens.slice(0, cut);
    const skipped: string[] = [];
    while (tokens.length > 0 && !isContentWord(tokens[0])) skipped.push(tokens.shift() as string);
    while (tokens.length > 0 && !isContentWord(tokens[tokens.length - 1])) tokens.pop();
    const phrase = tokens.slice(-3).join(' ');
    if (phrase && tokens.some(isContentWord) && !found.some((f) => f.phrase === phrase)) found.push({ phrase, determiner: determinerOf(skipped) });
  }
  return found;
}

/**
 * The noun phrases of `text` in order, as the `compromise` tagger finds them ("Energy drink advertising", "Gen Z
 * gamers"): lower case, cut before a preposition ("store in Copenhagen" → "store"), without leading or trailing
 * function words ("the", "our", "of"), the last three words at most, distinct.
 */
export function nounPhrases(text: string): string[] {
  return nounPhraseInfos(text).map((p) => p.phrase);
}

/** Words that name an audience (a brief's "who"). */
export const AUDIENCE_WORDS = new Set(
  `customers customer consumers consumer users user participants shoppers shopper families family parents mothers fathers women men teens teenagers
students adults seniors millennials gen-z boomers drivers owners commuters buyers households patients employees professionals travellers travelers
kids children audience respondents subscribers members visitors gamers cyclists riders homeowners renters drinkers eaters viewers
readers listeners diners guests fans managers decision-makers developers engineers administrators admins accountants directors executives
clinicians nurses doctors teachers`.split(/\s+/),
);

/** Words that name a market (a brief's "where"). */
export const MARKET_WORDS = new Set(
  `uk us usa denmark danish germany german spain spanish sweden swedish norway france french italy netherlands europe european nordic nordics
scandinavia america american britain british england london copenhagen berlin madrid stockholm global international market markets country countries
national urban rural city cities region regions`.split(/\s+/),
);

/** Sentences of `text` (split after . ! ? or line breaks), trimmed, empty ones dropped. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6))}…`;
}
