/**
 * What the built-in provider reads from a brief (issue 12), by explicit rules and the `compromise` tagger: the subject,
 * who is asked (consumers or business professionals, and what to call them), the markets, the decisions the study
 * informs, and the rest of the brief, which says what it wants to learn.
 */
import { AUDIENCE_WORDS, isContentWord, nounsOf, subjectInfo, subjectReference, words } from './text';

/** Whom a study asks: private consumers, or professionals about their work (SPEC §3 audience kinds). */
export type AudienceKind = 'consumer' | 'b2b';

/** What the built-in outline and design are made from. */
export type BriefFacts = {
  /** The subject as a question refers to it: "oat drinks", "the banking app", "project management tools". */
  subject: string;
  audience: { kind: AudienceKind; label: string };
  /** Countries named, in order ("Denmark", "the UK"). */
  markets: string[];
  /** The decisions to inform, as written ("which flavour to launch"). */
  decisions: string[];
  /** The brief without its decisions: what it wants to learn. */
  objective: string;
  /** The stimuli's titles, without links. */
  stimuli: string[];
  /** The product field, for wording and the options of choice tasks. */
  domain: BriefDomain;
};

/** A product field the bank words some questions and options for. */
export type BriefDomain = 'food' | 'finance' | 'general';

/** Words that point to business professionals (weight 2) or, weaker, to work (weight 1). */
const B2B_STRONG =
  /\b(b2b|companies|company's|firms|enterprises?|corporate|organi[sz]ations|smbs?|smes?|start-?ups|professionals|managers|procurement|purchasing (?:team|department|process)|decision-makers|employees|saas|vendors?|suppliers?|administrators|developers|engineers|accountants|executives|directors|clinicians|wholesalers?)\b/gi;
const B2B_WEAK = /\b(business|businesses|workplace|office|offices|colleagues|teams|industry|at work)\b/gi;
/** Words that point to private consumers. */
const CONSUMER =
  /\b(consumers?|shoppers?|famil(?:y|ies)|parents|mothers|fathers|households?|kids|children|teens|teenagers|students|adults|seniors|women|men|millennials|gen[- ]z|homeowners|renters|commuters|gamers|cyclists|travell?ers|drinkers|eaters|fans|at home|private customers)\b/gi;
/** IT, HR and the like count only in capitals ("it" is a pronoun). */
const B2B_CAPITALS = /\b(IT|HR|CTOs?|CIOs?|CFOs?)\b/g;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Consumer or B2B: the audience line counts double, then words for companies and roles against words for private people. */
function audienceKind(brief: string, audienceLine: string | null): AudienceKind {
  const score = (text: string) => 2 * count(text, B2B_STRONG) + count(text, B2B_WEAK) + 2 * count(text, B2B_CAPITALS) - 2 * count(text, CONSUMER);
  return score(brief) + (audienceLine ? score(audienceLine) : 0) > 0 ? 'b2b' : 'consumer';
}

const ROLE_WORDS = new Set([...AUDIENCE_WORDS, 'buyers', 'decision-makers', 'it']);

/**
 * What to call the audience: the noun phrase around the first audience word (of the "Audience:" line when there is one),
 * up to two words before it ("young families", "IT managers", "first-time users"), or null.
 */
function audienceLabel(text: string): string | null {
  for (const noun of nounsOf(text)) {
    const tokens = noun.text.split(/\s+/).map((t) => t.replace(/[^\p{L}\p{N}'’-]/gu, ''));
    const at = tokens.findIndex((t) => ROLE_WORDS.has(t.toLowerCase()) && t.toLowerCase() !== 'it');
    if (at < 0) continue;
    const before: string[] = [];
    for (let i = at - 1; i >= 0 && before.length < 2; i -= 1) {
      const word = tokens[i];
      if (!/^[A-Z]{2,}$/.test(word) && (!isContentWord(word.toLowerCase()) || /^\d/.test(word))) break;
      before.unshift(word);
    }
    return [...before, tokens[at]].map((t) => (/^[A-Z]{2,}$/.test(t) ? t : t.toLowerCase())).join(' ');
  }
  return null;
}

/** Country names a brief may use, with how a question writes them. Capitalised forms only for the two-letter ones. */
const COUNTRIES: [RegExp, string][] = [
  [/\bdenmark\b/i, 'Denmark'],
  [/\bsweden\b/i, 'Sweden'],
  [/\bnorway\b/i, 'Norway'],
  [/\bfinland\b/i, 'Finland'],
  [/\bgermany\b/i, 'Germany'],
  [/\bfrance\b/i, 'France'],
  [/\bspain\b/i, 'Spain'],
  [/\bitaly\b/i, 'Italy'],
  [/\b(?:the )?netherlands\b/i, 'the Netherlands'],
  [/\bpoland\b/i, 'Poland'],
  [/\b(?:UK|United Kingdom|[Bb]ritain)\b/, 'the UK'],
  [/\b(?:US|USA|United States)\b/, 'the US'],
  [/\bireland\b/i, 'Ireland'],
  [/\bbelgium\b/i, 'Belgium'],
  [/\baustria\b/i, 'Austria'],
  [/\bswitzerland\b/i, 'Switzerland'],
  [/\bportugal\b/i, 'Portugal'],
  [/\bcanada\b/i, 'Canada'],
  [/\baustralia\b/i, 'Australia'],
  [/\bjapan\b/i, 'Japan'],
  [/\bbrazil\b/i, 'Brazil'],
  [/\bindia\b/i, 'India'],
];

/** The countries a brief names, in the order it names them. */
export function marketsOf(text: string): string[] {
  return COUNTRIES.map(([pattern, name]) => ({ name, at: text.search(pattern) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((m) => m.name);
}

/** A "Decisions to inform: …" line, and decisions written inline ("so that we can decide which flavours to launch"). */
const DECISION_LINE = /\bdecisions?(?:\s+to\s+(?:inform|make|take))?\s*[:–]\s*([^\n]+)/gi;
const DECISION_INLINE = /\b(?:decide|deciding|choose between|prioriti[sz]e|inform)\s+(?:on\s+|about\s+)?([^.\n;:]+)/gi;

/** A "Stimuli:" line that says there are none ("Stimuli: none yet — add concepts …"): it asks for no concept or pack question. */
const NO_STIMULI_LINE = /^\s*(?:stimuli|study materials)\s*[:–-]\s*(?:none|no\b|nothing|n\/a|-)[^\n]*$/gim;

/** The decisions a brief says it informs, and the brief without them (nor a line saying there are no stimuli). */
function decisionsOf(brief: string): { decisions: string[]; objective: string } {
  const decisions: string[] = [];
  let rest = brief.replace(NO_STIMULI_LINE, '').replace(DECISION_LINE, (_, phrase: string) => {
    decisions.push(phrase.trim().replace(/[.!]$/, ''));
    return '';
  });
  rest = rest.replace(DECISION_INLINE, (whole, phrase: string) => {
    decisions.push(phrase.trim());
    return '';
  });
  return { decisions: decisions.filter(Boolean), objective: rest };
}

const FOOD =
  /\b(food|foods|drinks?|beverages?|snacks?|flavou?rs?|tastes?|coffee|tea|juices?|dairy|milk|oat|yog(?:h)?urts?|cheese|chocolate|beer|wine|cereals?|meals?|recipes?|sauces?|bread|sweets|ice cream)\b/i;
const FINANCE = /\b(bank|banks|banking|savings?|accounts?|loans?|mortgages?|insurance|pensions?|credit|payments?|invest\w*|funds?|financial)\b/i;

/** The facts of `brief` with its `stimuli` (titles and links as the wizard sends them). */
export function analyseBrief(brief: string, stimuli: string[]): BriefFacts {
  const audienceLine = /^\s*(?:target\s+)?(?:audience|participants|target group)\s*[:–-]\s*(.+)$/im.exec(brief)?.[1] ?? null;
  const kind = audienceKind(brief, audienceLine);
  const { decisions, objective } = decisionsOf(brief);
  const label = (audienceLine && audienceLabel(audienceLine)) ?? audienceLabel(brief) ?? (kind === 'b2b' ? 'business buyers' : 'people');
  return {
    subject: subjectReference(subjectInfo(brief)),
    audience: { kind, label },
    markets: marketsOf(brief),
    decisions,
    objective,
    stimuli: stimuli.map((s) => s.replace(/https?:\/\/\S+/g, '').trim()).filter((s) => words(s).length > 0),
    domain: FOOD.test(brief) ? 'food' : FINANCE.test(brief) ? 'finance' : 'general',
  };
}
