/**
 * Small deterministic text tools of the built-in provider and retrieval: words, keywords, the subject of a brief,
 * sentences. Noun phrases come from the `compromise` NLP library (its bundled English lexicon and tagger).
 */
import nlp from 'compromise';

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could did
do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself
just let me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that
the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom
why will with would you your yours yourself yourselves want wants wanted need needs like would should could may might must shall
understand learn know explore find out test tested testing evaluate see get make made help give tell think feel use using used new study research brief
please draft write create start our us one two three many much well way ways people thing things what's whats does did done
question questions answer answers say says said do don't dont i'm im it's its we're were you're youre main key top
summarize summarise summary overview show list give`.split(/\s+/),
);

/** Lower-case word tokens of `text` (letters of any script, digits, inner hyphens and apostrophes). */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? []).map((w) => w.replace(/’/g, "'"));
}

/** True for a word that carries meaning (not a stop word, not a number, 3+ letters). */
export function isContentWord(word: string): boolean {
  return word.length >= 3 && !STOPWORDS.has(word) && !/^\d+$/.test(word);
}

/** A crude stem for matching banks and briefs: the first 6 letters of long words ("commuters" ≠ "communication"), else without a plural s. */
export const stem = (word: string) => (word.length > 6 ? word.slice(0, 6) : word.replace(/s$/, ''));

/** The distinct content words of `text` by frequency (first seen first among equals), at most `limit`. */
export function keywords(text: string, limit = 12): string[] {
  const counts = new Map<string, number>();
  for (const w of words(text)) if (isContentWord(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([w]) => w);
}

const SUBJECT_LEADS = /\b(?:about|around|on|of|for|with|regarding|towards?|into|choose|buy|buying|use|using|perceive|experience|shop for|switch to)\s+/gi;

/**
 * The subject of a brief: the run of 1–3 content words that follows "about / for / of / buy …" in its first sentences
 * and scores highest (how often its words recur in the brief, "about" first); else its most frequent keyword.
 */
export function subjectOf(text: string): string {
  const counts = new Map<string, number>();
  for (const w of words(text)) if (isContentWord(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best = { phrase: '', score: 0 };
  const head = sentences(text).slice(0, 3).join(' ');
  for (const match of head.matchAll(SUBJECT_LEADS)) {
    const after = words(head.slice((match.index ?? 0) + match[0].length)).slice(0, 6);
    // Skip up to two leading determiners or fillers ("of our new banking app" → "banking app").
    let skip = 0;
    while (skip < 2 && after[skip] && !isContentWord(after[skip])) skip += 1;
    const run: string[] = [];
    for (const w of after.slice(skip)) {
      if (!isContentWord(w) || AUDIENCE_WORDS.has(w) || MARKET_WORDS.has(w)) break;
      run.push(w);
      if (run.length === 3) break;
    }
    if (run.length === 0) continue;
    // Average recurrence, a bonus for "about / regarding / around" (they name the topic), a little for length.
    const topical = /^(about|regarding|around)\s/i.test(match[0]) ? 2 : 0;
    const score = run.reduce((sum, w) => sum + (counts.get(w) ?? 0), 0) / run.length + topical + run.length * 0.3;
    if (score > best.score) best = { phrase: run.join(' '), score };
  }
  if (best.phrase) return best.phrase;
  // No "about / for / of …": the first noun phrase of the opening sentences that is not an audience or a market.
  const phrase = nounPhrases(head).find((p) => p.split(' ').some((w) => !AUDIENCE_WORDS.has(w) && !MARKET_WORDS.has(w)));
  return phrase ?? keywords(text, 1)[0] ?? 'the topic';
}

/**
 * The noun phrases of `text` in order, as the `compromise` tagger finds them ("Energy drink advertising", "Gen Z
 * gamers"): lower case, without leading or trailing function words ("the", "our", "of"), the last three words at most, distinct.
 */
export function nounPhrases(text: string): string[] {
  const found: string[] = [];
  for (const noun of nlp(text).nouns().json() as { text: string }[]) {
    const tokens = words(noun.text);
    while (tokens.length > 0 && !isContentWord(tokens[0])) tokens.shift();
    while (tokens.length > 0 && !isContentWord(tokens[tokens.length - 1])) tokens.pop();
    const phrase = tokens.slice(-3).join(' ');
    if (phrase && tokens.some(isContentWord) && !found.includes(phrase)) found.push(phrase);
  }
  return found;
}

/** Words that name an audience (a brief's "who"). */
export const AUDIENCE_WORDS = new Set(
  `customers customer consumers consumer users user participants shoppers shopper families family parents mothers fathers women men teens teenagers
students adults seniors millennials gen-z boomers drivers owners commuters buyers households patients employees professionals travellers travelers
kids children audience respondents subscribers members visitors gamers cyclists riders homeowners renters`.split(/\s+/),
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
