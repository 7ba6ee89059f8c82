/**
 * The built-in question bank (issue 12): business questions by intent (what a study wants to learn), each for consumers,
 * business professionals or both, with the tasks that answer it. They are our template catalogue's business questions
 * (`template` names the catalogue template each comes from) written with slots: `{subject}` (the brief's subject as a
 * question refers to it), `{audience}`, `{dimension}` (what a preference is about: "flavour") and `{markets}`. Choice
 * tasks take their options from the brief's stimuli when there are enough (`options: 'stimuli'`).
 */
import type { AiTask } from '@insight/contracts';
import type { AudienceKind, BriefDomain } from './brief-facts';

/** What a business question asks about; the built-in outline and design work by intent. */
export const INTENTS = [
  'markets',
  'packaging',
  'name',
  'message',
  'concept',
  'price',
  'features',
  'channel',
  'launch',
  'preference',
  'store-navigation',
  'store-drivers',
  'store-visit',
  'usability',
  'friction',
  'trust',
  'switching',
  'drivers',
  'barriers',
  'journey',
  'relevance',
  'usage',
  'needs',
  'frustrations',
  'influences',
  'perception',
  'experience',
  'improvements',
] as const;
/** An intent of a business question. */
export type Intent = (typeof INTENTS)[number];

/** A bank task: choice tasks may take the brief's stimuli as options (`optionsFrom: 'stimuli'`, else `options`). */
export type BankTask = AiTask & { optionsFrom?: 'stimuli' };

/** One business question of the bank with the tasks that answer it. */
export type BankQuestion = {
  intent: Intent;
  /** Who it is asked of; `any` fits both. A consumer brief never gets a `b2b` question, nor the other way round. */
  audience: AudienceKind | 'any';
  /** The catalogue template (its key) whose business question this one generalises, or null. */
  template: string | null;
  /** A product field it is written for (preferred there over the general one of the same intent). */
  domain?: BriefDomain;
  title: string;
  description: string;
  tasks: BankTask[];
};

const task = (type: AiTask['type'], text: string, options: string[] = [], scale_points: number | null = null): BankTask => ({
  type,
  text,
  options,
  scale_points,
  shows_stimuli: false,
});
const free = (text: string) => task('FREE_TEXT', text);
const think = (text: string) => task('TEXT_ONLY', text);
const observe = (text: string) => task('OBSERVATION', text);
const number = (text: string) => task('NUMBER', text);
const range = (text: string) => task('NUMBER_RANGE', text);
const list = (text: string) => task('OPEN_LIST', text);
const score = (text: string, points = 5) => task('SCORING', text, [], points);
const radio = (text: string, options: string[]) => task('RADIO', text, options);
const checkbox = (text: string, options: string[]) => task('CHECKBOX', text, options);
/** A task in which participants look at or try the study's materials: the design shows them. */
const withStimuli = (t: BankTask): BankTask => ({ ...t, shows_stimuli: true });
/** A single choice among the stimuli (or `fallback` placeholders when the brief has fewer than two), showing them. */
const pick = (text: string, fallback: string[]): BankTask => ({ ...withStimuli(radio(text, fallback)), optionsFrom: 'stimuli' });

const LIKELY = ['Certainly', 'Probably', 'Not sure', 'Probably not', 'Certainly not'];
const HOW_OFTEN = ['Daily', 'Weekly', 'Monthly', 'Less often'];

/** The bank; for each intent and audience the first fitting question is used. */
export const QUESTION_BANK: readonly BankQuestion[] = [
  {
    intent: 'preference',
    audience: 'any',
    template: 'concept-test',
    title: 'Which {dimension} of {subject} do {audience} prefer, and why?',
    description: 'The favourite {dimension} and the reasons behind the choice.',
    tasks: [
      withStimuli(think('Look at or try each {dimension} of {subject} and think out loud about what you like and what you do not.')),
      pick('Which {dimension} of {subject} would you choose first?', ['{Dimension} A', '{Dimension} B', '{Dimension} C']),
      free('Why did you choose that {dimension}? What makes it better for you than the others?'),
    ],
  },
  {
    intent: 'price',
    audience: 'consumer',
    template: 'pricing-perception',
    title: 'What price do {audience} expect to pay for {subject}, and what makes it feel fair?',
    description: 'The expected and acceptable price, and what justifies paying more.',
    tasks: [
      range('What would you expect to pay for {subject} (from – to)?'),
      number('At what price would {subject} be too expensive to consider?'),
      free('What would make {subject} worth a higher price to you?'),
    ],
  },
  {
    intent: 'price',
    audience: 'consumer',
    domain: 'finance',
    template: 'pricing-perception',
    title: 'What fees do {audience} accept for {subject}, and what makes them feel fair?',
    description: 'Acceptable fees, and how they weigh against interest and service.',
    tasks: [
      number('What monthly fee would you accept for {subject}, in your currency?'),
      radio('What matters more to you with {subject}?', ['A low fee', 'A good interest rate', 'Both equally']),
      free('What would make a higher fee for {subject} worth it to you?'),
    ],
  },
  {
    intent: 'price',
    audience: 'b2b',
    template: 'b2b-buying-process',
    title: 'What budget and pricing model do {audience} expect for {subject}?',
    description: 'The budget companies set aside and how they prefer to pay.',
    tasks: [
      range('What yearly budget would your company consider for {subject} (from – to)?'),
      radio('Which way of paying for {subject} suits your company best?', ['Per user per month', 'A fixed fee per year', 'By usage', 'A one-off licence']),
      free('What would make {subject} worth a higher price for your company?'),
    ],
  },
  {
    intent: 'packaging',
    audience: 'any',
    template: 'pack-test',
    title: 'Which packaging of {subject} stands out, and what does it tell {audience}?',
    description: 'Shelf impact and what each pack communicates.',
    tasks: [
      pick('Which pack of {subject} would you pick up first?', ['Pack A', 'Pack B', 'Pack C']),
      free('Why that pack? What does each pack tell you about {subject}?'),
      score('How easy is that pack to find on a shelf, from 1 to 5?'),
    ],
  },
  {
    intent: 'name',
    audience: 'any',
    template: 'name-test',
    title: 'Which name fits {subject} best, and does any name have unwanted meanings?',
    description: 'Fit, memorability and unwanted meanings of the candidate names.',
    tasks: [
      withStimuli(think('Say each name out loud and tell us what it makes you think of.')),
      pick('Which name fits {subject} best?', ['Name 1', 'Name 2', 'Name 3']),
      free('Why that name? Does any of the names mean something else to you, or sound odd in your language?'),
    ],
  },
  {
    intent: 'message',
    audience: 'any',
    template: 'claims-test',
    title: 'Which message about {subject} do {audience} understand and believe?',
    description: 'Understanding, credibility and fit of the messages.',
    tasks: [
      withStimuli(think('Read or watch each message about {subject} and tell us in your own words what it says.')),
      pick('Which message about {subject} do you find most believable?', ['Message A', 'Message B', 'Message C']),
      free('Why is that message more believable to you than the others?'),
    ],
  },
  {
    intent: 'concept',
    audience: 'any',
    template: 'concept-test',
    title: 'Which concept for {subject} appeals most to {audience}, and why?',
    description: 'First impressions of each concept, the favourite and the reasons.',
    tasks: [
      withStimuli(think('Look at each concept for {subject} and think out loud about your first impression.')),
      pick('Which concept for {subject} appeals most to you?', ['Concept A', 'Concept B', 'Concept C']),
      free('Why does that concept appeal to you more than the others?'),
      score('How appealing is that concept to you, from 1 to 5?'),
    ],
  },
  {
    intent: 'features',
    audience: 'consumer',
    template: 'product-usage',
    title: 'Which features of {subject} matter most to {audience}, and why?',
    description: 'The features that make people choose it, in their order of importance.',
    tasks: [
      list('List the features of {subject} that matter most to you, the most important first.'),
      free('Which one of them would make you choose {subject}, and why?'),
    ],
  },
  {
    intent: 'features',
    audience: 'b2b',
    template: 'saas-feature-feedback',
    title: 'Which features of {subject} matter most to the work of {audience}?',
    description: 'The features professionals rely on and the ones they miss.',
    tasks: [
      list('List the features of {subject} you could not do your work without.'),
      score('How useful would {subject} be for your daily work, from 1 to 7?', 7),
      free('If {subject} could do one more thing for your team, what should it be, and why?'),
    ],
  },
  {
    intent: 'channel',
    audience: 'consumer',
    template: 'online-shopper',
    title: 'Where do {audience} expect to find and buy {subject}?',
    description: 'The shops, sites and moments where people look for it.',
    tasks: [
      checkbox('Where would you look for {subject}? Select all that apply.', [
        'In a shop',
        'An online shop',
        'Directly from the brand',
        'A comparison site',
        'Somewhere else',
      ]),
      free('Where did you last get {subject}, and why there?'),
    ],
  },
  {
    intent: 'launch',
    audience: 'consumer',
    template: 'concept-test',
    title: 'Would {audience} buy {subject}, and what would hold them back?',
    description: 'Purchase intent and the barriers to a first purchase.',
    tasks: [radio('How likely are you to buy {subject}?', LIKELY), free('What, if anything, would stop you from buying {subject}?')],
  },
  {
    intent: 'launch',
    audience: 'b2b',
    template: 'b2b-buying-process',
    title: 'Would {audience} recommend {subject} to their company, and what would hold it back?',
    description: 'Buying intent at work and what stands in the way.',
    tasks: [
      radio('How likely would you be to recommend {subject} to the people who decide at your company?', LIKELY),
      free('What would stop your company from buying {subject}?'),
    ],
  },
  {
    intent: 'markets',
    audience: 'any',
    template: 'market-exploration',
    title: 'How do views of {subject} differ between {markets}?',
    description: 'What is the same and what differs from market to market.',
    tasks: [
      free('What is typical in your country about how people choose and use {subject}?'),
      list('List the brands of {subject} that are well known where you live.'),
      score('How well would {subject} suit people in your country, from 1 to 5?'),
    ],
  },
  {
    intent: 'store-visit',
    audience: 'consumer',
    template: 'shopper-journey',
    title: 'How do {audience} experience a visit to {subject}, from arrival to checkout?',
    description: 'The visit in the shopper’s own words and pictures.',
    tasks: [
      observe('Film your visit to {subject} from the entrance to the checkout, and say what you notice as you go.'),
      free('What was the best and the worst moment of your visit?'),
      score('How was your visit overall, from 1 to 10?', 10),
    ],
  },
  {
    intent: 'store-navigation',
    audience: 'consumer',
    template: 'shopper-journey',
    title: 'How easily do {audience} find what they need in {subject}?',
    description: 'Way-finding, signs and layout.',
    tasks: [
      observe('Find a product you came for and think out loud while you look for it.'),
      radio('How easy was it to find what you came for?', ['Very easy', 'Quite easy', 'Quite hard', 'Very hard']),
    ],
  },
  {
    intent: 'store-drivers',
    audience: 'consumer',
    template: 'shopper-journey',
    title: 'What in {subject} makes {audience} buy more, or leave without buying?',
    description: 'Moments that trigger a purchase or end the visit.',
    tasks: [
      free('What in the store made you want to buy something you had not planned to?'),
      free('Was there a moment you almost left without buying? What happened?'),
    ],
  },
  {
    intent: 'usability',
    audience: 'any',
    template: 'ux-test',
    title: 'Can {audience} complete the key tasks with {subject} without help?',
    description: 'Task success, errors and where people get stuck.',
    tasks: [
      withStimuli(observe('Using {subject}, complete the main task you would come for. Think out loud while you do it.')),
      radio('Were you able to complete the task?', ['Yes, easily', 'Yes, with some difficulty', 'No']),
      score('How easy did you find {subject} to use, from 1 to 7?', 7),
    ],
  },
  {
    intent: 'friction',
    audience: 'any',
    template: 'app-onboarding',
    title: 'Where does {subject} cause confusion or friction for {audience}?',
    description: 'Moments of hesitation, wrong turns and unclear wording.',
    tasks: [
      free('Show us a moment in {subject} where you were unsure what to do next. What did you expect?'),
      free('Which step felt slow or unclear, and why?'),
    ],
  },
  {
    intent: 'trust',
    audience: 'consumer',
    template: 'service-journey',
    title: 'What makes {audience} trust or distrust {subject}?',
    description: 'The moments and signs that build or break trust.',
    tasks: [free('What, if anything, makes you trust or distrust {subject}?'), score('How much do you trust {subject}, from 1 to 5?')],
  },
  {
    intent: 'trust',
    audience: 'b2b',
    template: 'b2b-buying-process',
    title: 'What would {audience} need to trust {subject} with their company’s data?',
    description: 'Security, references and proof companies ask for.',
    tasks: [
      free('What would you need to know before trusting {subject} with your company’s data?'),
      checkbox('Which of these would your company ask for before choosing {subject}?', [
        'A security certification',
        'Data stored in our region',
        'References from similar companies',
        'A trial period',
        'A named contact person',
      ]),
    ],
  },
  {
    intent: 'switching',
    audience: 'consumer',
    template: 'customer-satisfaction',
    title: 'What would make {audience} switch to or away from {subject}?',
    description: 'Loyalty, triggers to switch and what keeps people.',
    tasks: [
      radio('Have you changed your brand or provider of {subject} in the last year?', ['Yes', 'No', 'I am thinking about it']),
      free('What would make you switch to another brand or provider of {subject}?'),
    ],
  },
  {
    intent: 'drivers',
    audience: 'consumer',
    template: 'shopper-journey',
    title: 'Which factors drive the choice of {subject} for {audience}?',
    description: 'Price, brand, quality, recommendations, habits.',
    tasks: [
      checkbox('What matters most when you choose {subject}? Select up to three.', [
        'Price',
        'Brand',
        'Quality',
        'Convenience',
        'Recommendations',
        'Sustainability',
      ]),
      free('Which brand of {subject} do you trust most, and why?'),
    ],
  },
  {
    intent: 'drivers',
    audience: 'b2b',
    template: 'b2b-buying-process',
    title: 'What decides which supplier of {subject} {audience} choose?',
    description: 'The criteria that win or lose a deal.',
    tasks: [
      checkbox('What matters most when your company chooses {subject}?', ['Price', 'Support', 'Integrations', 'Security', 'References']),
      free('Tell us about the last time a supplier of {subject} lost a deal with you, and why.'),
    ],
  },
  {
    intent: 'journey',
    audience: 'consumer',
    template: 'shopper-journey',
    title: 'How do {audience} choose {subject} today?',
    description: 'The path to a choice, from the first need to the purchase.',
    tasks: [
      free('Think of the last time you chose {subject}. Tell us the story, from the first thought to the purchase.'),
      observe('Show us where and how you usually look for and choose {subject}.'),
    ],
  },
  {
    intent: 'journey',
    audience: 'b2b',
    template: 'b2b-buying-process',
    title: 'Who takes part when companies decide to buy {subject}, and how do they decide?',
    description: 'The buying process and the people in it.',
    tasks: [
      think('Describe your role and how you are involved in choosing {subject} at your company.'),
      number('How many people usually take part in the decision to buy {subject}?'),
      free('Walk us through the last time your company chose {subject}: who was involved, and what happened at each step?'),
    ],
  },
  {
    intent: 'barriers',
    audience: 'consumer',
    template: 'market-exploration',
    title: 'What holds {audience} back from choosing {subject} more often?',
    description: 'Barriers, doubts and missed moments.',
    tasks: [
      free('What, if anything, holds you back from choosing {subject} more often?'),
      checkbox('Which of these would make you choose {subject} more often?', [
        'A lower price',
        'Easier to find',
        'Better quality',
        'More information',
        'Nothing',
      ]),
    ],
  },
  {
    intent: 'barriers',
    audience: 'b2b',
    template: 'saas-feature-feedback',
    title: 'What stands in the way of {audience} using {subject} every week?',
    description: 'Obstacles to adoption at work and the workarounds people use.',
    tasks: [free('What would stop your team from using {subject} every week?'), list('List the workarounds you use instead of {subject}.')],
  },
  {
    intent: 'usage',
    audience: 'consumer',
    template: 'product-usage',
    title: 'How do {audience} fit {subject} into their everyday routines?',
    description: 'When, where, with whom and how often.',
    tasks: [observe('Show us where and when you use {subject} during your day.'), radio('How often do you use {subject}?', HOW_OFTEN)],
  },
  {
    intent: 'usage',
    audience: 'b2b',
    template: 'employee-experience',
    title: 'How do {audience} use {subject} in their daily work?',
    description: 'Typical tasks, frequency and workarounds.',
    tasks: [observe('Share your screen and do a typical task with {subject}.'), radio('How often do you use {subject} at work?', HOW_OFTEN)],
  },
  {
    intent: 'needs',
    audience: 'consumer',
    template: 'product-usage',
    title: 'What needs and motivations lie behind the use of {subject}?',
    description: 'Functional and emotional drivers.',
    tasks: [free('Why do you use {subject}, and what would you miss if you stopped?'), score('How important is {subject} in your everyday life, from 1 to 5?')],
  },
  {
    intent: 'needs',
    audience: 'b2b',
    template: 'saas-feature-feedback',
    title: 'Which problems at work does {subject} solve for {audience}?',
    description: 'The jobs professionals need done and how well they are served.',
    tasks: [
      free('Which problem at work does {subject} solve for you? Tell us about a recent example.'),
      score('How well does it work for you, from 1 to 7?', 7),
    ],
  },
  {
    intent: 'frustrations',
    audience: 'any',
    template: 'customer-satisfaction',
    title: 'Which frustrations do {audience} have with {subject} today?',
    description: 'Pain points and unmet needs.',
    tasks: [free('Tell us about the last time {subject} frustrated you.'), score('How satisfied are you with {subject} today, from 1 to 10?', 10)],
  },
  {
    intent: 'relevance',
    audience: 'consumer',
    template: 'concept-test',
    title: 'How relevant would {subject} be to {audience} in a normal week?',
    description: 'Fit with current habits and the problem it solves.',
    tasks: [free('When would you use {subject} in a normal week? Walk us through that moment.'), score('How relevant would {subject} be to you, from 1 to 5?')],
  },
  {
    intent: 'perception',
    audience: 'any',
    template: 'brand-perception',
    title: 'What do {audience} think and feel about {subject}?',
    description: 'Spontaneous associations and attitudes.',
    tasks: [free('What three words come to mind when you think of {subject}? Tell us why.'), score('How positive do you feel about {subject}, from 1 to 5?')],
  },
  {
    intent: 'experience',
    audience: 'consumer',
    template: 'market-exploration',
    title: 'How do {audience} experience {subject} in their own lives?',
    description: 'Real situations, in their own words.',
    tasks: [free('Tell us about a recent situation that involved {subject}.'), observe('Show us something at home that relates to {subject}.')],
  },
  {
    intent: 'experience',
    audience: 'b2b',
    template: 'employee-experience',
    title: 'How do {audience} experience {subject} at work?',
    description: 'Real situations at work, in their own words.',
    tasks: [
      free('Tell us about a recent situation at work that involved {subject}.'),
      observe('Share your screen and show us where {subject} comes into your work.'),
    ],
  },
  {
    intent: 'improvements',
    audience: 'any',
    template: 'product-usage',
    title: 'What would improve {subject} for {audience}?',
    description: 'Unmet needs and ideas, ranked by importance.',
    tasks: [free('If you could change one thing about {subject}, what would it be, and why?'), list('List anything else you would add or change.')],
  },
  {
    intent: 'influences',
    audience: 'consumer',
    template: 'brand-perception',
    title: 'Who or what influences what {audience} think of {subject}?',
    description: 'People, media and brands that shape views.',
    tasks: [
      checkbox('Where do you hear about {subject}?', ['Friends and family', 'Social media', 'News', 'Shops', 'Advertising', 'Nowhere']),
      free('Whose opinion about {subject} do you trust most, and why?'),
    ],
  },
  {
    intent: 'influences',
    audience: 'b2b',
    template: 'b2b-buying-process',
    title: 'Whose advice do {audience} rely on when they look into {subject}?',
    description: 'Peers, analysts, trials and sales contacts that shape a choice.',
    tasks: [
      checkbox('Where do you look when you compare {subject}?', [
        'Colleagues',
        'Peers at other companies',
        'Analyst reports',
        'Review sites',
        'The supplier’s sales team',
      ]),
      free('Whose advice about {subject} do you trust most, and why?'),
    ],
  },
];

/**
 * How a text asks for an intent: the words of a decision ("which flavour to launch"), of a brief's objective, or of a
 * business question's title. Tried in order, so the specific ones (packaging, price, …) come before the general ones.
 */
export const INTENT_PATTERNS: readonly (readonly [Intent, RegExp])[] = [
  [
    'markets',
    /\b(differ\w* between|across (?:the )?(?:markets|countries)|(?:which|new|first) (?:markets?|countries)|markets? to enter|market entry|enter (?:a |new |the )?markets?)\b/i,
  ],
  ['packaging', /\b(packaging|packs?|labels?|shelf)\b/i],
  ['name', /\b(names?|naming)\b/i],
  ['message', /\b(ads?|adverts?|advertising|campaigns?|commercials?|messag\w*|claims?|communicat\w*|taglines?)\b/i],
  ['concept', /\b(concepts?|prototypes?|propositions?|innovations?)\b/i],
  ['price', /\b(price\w*|pricing|priced|pay|paying|costs?|fees?|budget)\b/i],
  ['features', /\b(features?|integrations?|functionality|roadmap)\b/i],
  ['channel', /\b(channels?|retailers?|where (?:to sell|do \w+ expect)|distribution)\b/i],
  ['launch', /\b(whether to launch|go\/no-go|launch or not|would \w+ (?:buy|recommend))\b/i],
  ['preference', /\b(prefer\w*|favou?rites?|choose between)\b/i],
  ['store-navigation', /\b(find (?:what they need|their way)|way-?finding|layout|signs?)\b/i],
  ['store-drivers', /\b(buy more|leave without buying|without buying|impulse)\b/i],
  ['store-visit', /\b(visits? to|store visits?|in-store|shop floor|showroom)\b/i],
  ['usability', /\b(usability|onboarding|sign[- ]?up|navigat\w*|complete (?:the |a )?(?:key )?tasks?|open an account|checkout flow|without help)\b/i],
  ['friction', /\b(confus\w*|friction|get stuck|stuck|unclear)\b/i],
  ['trust', /\b(trust\w*|distrust|secure|security|privacy|safe)\b/i],
  ['switching', /\b(switch\w*|churn|loyal\w*|retention|stay with)\b/i],
  ['drivers', /\b(factors?|drives?|decides which|what matters|criteria)\b/i],
  ['barriers', /\b(barriers?|holds? \w+ back|hold back|stops? \w+ from|stands? in the way|why not)\b/i],
  ['journey', /\b(choose|chooses|choosing|choice|buy|buys|buying|purchas\w*|shop for|decide to buy)\b/i],
  ['relevance', /\b(relevan\w*)\b/i],
  ['usage', /\b(usage|habits?|routines?|everyday|day[- ]to[- ]day|daily (?:life|use|work|trip)|how \w+ use)\b/i],
  ['needs', /\b(needs|motivations?|problems? at work|jobs to be done)\b/i],
  ['frustrations', /\b(frustrat\w*|pain points?|annoy\w*|complaints?|satisf\w*)\b/i],
  ['influences', /\b(influenc\w*|advice|rely on|word of mouth|recommendations?)\b/i],
  ['perception', /\b(think|thinks|feel|feels|perceiv\w*|perception|opinions?|attitudes?|associations?|image|stand for)\b/i],
  ['experience', /\b(experience|experiences)\b/i],
  ['improvements', /\b(improve\w*|better|change)\b/i],
];

/** The intents `text` asks for, most specific first (the order of the patterns). */
export function intentsIn(text: string): Intent[] {
  return INTENT_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent);
}

/** The intents `text` asks for in the order it asks them (where each is first named; the more specific first at a tie). */
export function intentsInOrder(text: string): Intent[] {
  return INTENT_PATTERNS.map(([intent, pattern], rank) => ({ intent, rank, at: text.search(pattern) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at || a.rank - b.rank)
    .map((found) => found.intent);
}

/** Questions that follow one another in a study of each kind, to top an outline up with (consumer and B2B). */
export const THEMES: Record<AudienceKind, readonly (readonly Intent[])[]> = {
  consumer: [
    ['journey', 'drivers', 'barriers'],
    ['usability', 'friction', 'trust'],
    ['store-visit', 'store-navigation', 'store-drivers'],
    ['usage', 'needs', 'frustrations'],
    ['concept', 'relevance', 'launch'],
    ['message', 'perception', 'influences', 'improvements'],
    ['packaging', 'drivers', 'perception'],
    ['price', 'drivers', 'launch'],
    ['perception', 'experience', 'barriers', 'improvements', 'influences'],
  ],
  b2b: [
    ['journey', 'drivers', 'trust'],
    ['usage', 'barriers', 'features'],
    ['needs', 'experience', 'improvements'],
    ['perception', 'influences', 'improvements'],
  ],
};
