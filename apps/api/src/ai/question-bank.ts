/**
 * The built-in question bank (issue 12): research themes, each with business questions and the tasks that answer them.
 * `{subject}` stands for the brief's subject. The marketplace templates' objectives and tasks join these at run time
 * (see `templateBanks` in modules/ai); this bank covers briefs that no template matches.
 */
import type { AiTask } from '@insight/contracts';
import type { QuestionBankEntry } from './provider';

const free = (text: string): AiTask => ({ type: 'FREE_TEXT', text, options: [], scale_points: null });
const observe = (text: string): AiTask => ({ type: 'OBSERVATION', text, options: [], scale_points: null });
const score = (text: string, points = 5): AiTask => ({ type: 'SCORING', text, options: [], scale_points: points });
const radio = (text: string, options: string[]): AiTask => ({ type: 'RADIO', text, options, scale_points: null });
const checkbox = (text: string, options: string[]): AiTask => ({ type: 'CHECKBOX', text, options, scale_points: null });

/** The built-in themes, most specific first; `exploration` is the fallback. */
export const QUESTION_BANK: QuestionBankEntry[] = [
  {
    key: 'concept-test',
    name: 'Concept test',
    keywords: ['concept', 'concepts', 'idea', 'ideas', 'prototype', 'proposition', 'innovation', 'appeal', 'mock-up'],
    questions: [
      {
        title: 'What is the first impression of the {subject} concept?',
        description: 'Spontaneous reactions, what stands out, what is unclear.',
        tasks: [
          free('Look at the {subject} concept. Say out loud what you think and feel as you take it in.'),
          score('How appealing is the {subject} concept to you?', 5),
        ],
      },
      {
        title: 'How relevant is the {subject} to everyday needs?',
        description: 'Fit with current habits and the problem it solves.',
        tasks: [free('When would you use {subject} in a normal week? Walk us through that moment.'), score('How relevant is {subject} to you?', 5)],
      },
      {
        title: 'What would make people choose the {subject} over what they use today?',
        description: 'Reasons to switch and barriers.',
        tasks: [
          free('What do you use today instead of {subject}? What would make you switch?'),
          radio('How likely are you to try {subject}?', ['Very likely', 'Likely', 'Not sure', 'Unlikely', 'Very unlikely']),
        ],
      },
      {
        title: 'Which parts of the {subject} concept should change before launch?',
        description: 'Concrete improvements, ranked by importance.',
        tasks: [free('If you could change one thing about {subject}, what would it be and why?')],
      },
    ],
  },
  {
    key: 'usability',
    name: 'Usability test',
    keywords: ['app', 'website', 'site', 'web', 'usability', 'navigation', 'checkout', 'onboarding', 'ux', 'interface', 'digital', 'online', 'flow', 'sign-up'],
    questions: [
      {
        title: 'Can people complete the key tasks with the {subject} without help?',
        description: 'Task success, errors and where people get stuck.',
        tasks: [
          observe('Using {subject}, complete the main task you would come for. Think aloud while you do it.'),
          radio('Were you able to complete the task?', ['Yes, easily', 'Yes, with some difficulty', 'No']),
        ],
      },
      {
        title: 'Where does the {subject} experience cause confusion or friction?',
        description: 'Moments of hesitation, wrong turns and unclear wording.',
        tasks: [free('Show us a moment in {subject} where you were unsure what to do next. What did you expect?')],
      },
      {
        title: 'How easy and trustworthy does the {subject} feel overall?',
        description: 'Perceived ease of use and trust.',
        tasks: [score('How easy was {subject} to use?', 7), free('What, if anything, made you trust or distrust {subject}?')],
      },
    ],
  },
  {
    key: 'shopper',
    name: 'Shopper journey',
    keywords: [
      'buy',
      'buying',
      'purchase',
      'shop',
      'shopping',
      'shopper',
      'store',
      'supermarket',
      'retail',
      'choose',
      'choice',
      'price',
      'brand',
      'brands',
      'aisle',
      'basket',
    ],
    questions: [
      {
        title: 'How do shoppers choose {subject} today?',
        description: 'The path to purchase, from need to the shelf or the basket.',
        tasks: [
          free('Think of the last time you bought {subject}. Tell us the story from the moment you needed it to the purchase.'),
          observe('Show us where you usually buy {subject} and how you pick one.'),
        ],
      },
      {
        title: 'Which factors drive the choice of {subject}?',
        description: 'Price, brand, packaging, recommendations, habits.',
        tasks: [
          checkbox('What matters most when you choose {subject}?', ['Price', 'Brand', 'Taste or quality', 'Packaging', 'Sustainability', 'Recommendations']),
          free('Which brand of {subject} do you trust most, and why?'),
        ],
      },
      {
        title: 'What stops people from buying {subject} more often?',
        description: 'Barriers, doubts and missed moments.',
        tasks: [free('What, if anything, holds you back from buying {subject} more often?')],
      },
    ],
  },
  {
    key: 'communication',
    name: 'Ad and communication test',
    keywords: [
      'ad',
      'advert',
      'advertising',
      'campaign',
      'commercial',
      'message',
      'messaging',
      'communication',
      'claim',
      'claims',
      'packaging',
      'pack',
      'tagline',
      'video',
    ],
    questions: [
      {
        title: 'What message do people take away from the {subject}?',
        description: 'Recall and understanding of the main message.',
        tasks: [free('In your own words, what is the {subject} trying to tell you?'), score('How clear is the message of the {subject}?', 5)],
      },
      {
        title: 'How does the {subject} make people feel about the brand?',
        description: 'Emotional response and brand fit.',
        tasks: [free('How does the {subject} make you feel about the brand behind it?')],
      },
      {
        title: 'Is the {subject} believable and distinctive?',
        description: 'Credibility of claims and standing out from competitors.',
        tasks: [
          radio('How believable is the {subject}?', ['Very believable', 'Somewhat believable', 'Not believable']),
          free('What makes the {subject} different, or not, from what you have seen before?'),
        ],
      },
    ],
  },
  {
    key: 'usage',
    name: 'Usage and habits',
    keywords: [
      'habit',
      'habits',
      'routine',
      'daily',
      'usage',
      'everyday',
      'home',
      'lifestyle',
      'consumption',
      'experience',
      'needs',
      'behaviour',
      'behavior',
      'diary',
    ],
    questions: [
      {
        title: 'How does {subject} fit into everyday routines?',
        description: 'When, where, with whom and how often.',
        tasks: [
          observe('Show us where and how {subject} is part of your day.'),
          radio('How often do you use {subject}?', ['Daily', 'Weekly', 'Monthly', 'Less often']),
        ],
      },
      {
        title: 'What needs and motivations lie behind the use of {subject}?',
        description: 'Functional and emotional drivers.',
        tasks: [free('Why do you use {subject}? What would you miss without it?')],
      },
      {
        title: 'Which frustrations do people have with {subject} today?',
        description: 'Pain points and unmet needs.',
        tasks: [free('Tell us about the last time {subject} frustrated you.'), score('How satisfied are you with {subject} today?', 5)],
      },
    ],
  },
  {
    key: 'exploration',
    name: 'Exploratory research',
    keywords: [],
    questions: [
      {
        title: 'What do people think and feel about {subject}?',
        description: 'Spontaneous associations and attitudes.',
        tasks: [free('What comes to mind when you think of {subject}?'), score('How positive do you feel about {subject}?', 5)],
      },
      {
        title: 'How do people experience {subject} in their own lives?',
        description: 'Real situations, in their own words.',
        tasks: [free('Tell us about a recent situation that involved {subject}.'), observe('Show us something at home that relates to {subject}.')],
      },
      {
        title: 'What would improve {subject} for people?',
        description: 'Unmet needs and ideas.',
        tasks: [free('If you could change one thing about {subject}, what would it be?')],
      },
      {
        title: 'Who or what influences opinions about {subject}?',
        description: 'People, media and brands that shape views.',
        tasks: [checkbox('Where do you hear about {subject}?', ['Friends and family', 'Social media', 'News', 'Stores', 'Advertising', 'Nowhere'])],
      },
    ],
  },
];
