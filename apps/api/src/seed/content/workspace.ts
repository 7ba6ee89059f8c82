/**
 * Demo workspace content outside the studies (accounts are in ../accounts.ts): clients, projects, boards and stories,
 * marketplace study types and templates, home-page articles (SPEC §3, §6, §7 Marketplace).
 */

/** A demo client (tenant); `key` is how content refers to it. */
export type DemoClient = { key: string; name: string; features: string[] };

/** The two demo clients. */
export const DEMO_CLIENTS: readonly DemoClient[] = [
  { key: 'acme', name: 'Acme Foods', features: ['custom_showreel', 'new_insights_experience', 'stories', 'boards'] },
  { key: 'nordic', name: 'Nordic Living', features: ['custom_showreel', 'new_insights_experience', 'stories', 'boards'] },
];

/** A project of a client; every account of that client gets access to it. */
export type DemoProject = { key: string; client: string; title: string };

/** Two projects per client. */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  { key: 'acme-nordic-snacking', client: 'acme', title: 'Nordic plant-based growth' },
  { key: 'acme-convenience', client: 'acme', title: 'Convenience food 2026' },
  { key: 'nordic-urban-mobility', client: 'nordic', title: 'Urban mobility' },
  { key: 'nordic-smart-home', client: 'nordic', title: 'Smart and easy home' },
];

/** A story (SPEC §3 Story) built from one or more studies; `sections` become story_content headings and paragraphs. */
type DemoStory = {
  key: string;
  title: string;
  studies: string[];
  tags: string[];
  sections: { heading: string; paragraphs: string[] }[];
};

/** A board (SPEC §3 Board) of a client with its stories. */
export type DemoBoard = {
  key: string;
  client: string;
  title: string;
  label: string;
  description: string;
  coverColors: [string, string];
  categories: string[];
  alwaysOn: boolean;
  stories: DemoStory[];
};

/** One board per client, two stories each. */
export const DEMO_BOARDS: readonly DemoBoard[] = [
  {
    key: 'acme-pulse',
    client: 'acme',
    title: 'Consumer pulse 2026',
    label: 'Always on',
    description: 'What shoppers in the Nordics and Spain told us this year about snacking, dairy alternatives and dinner.',
    coverColors: ['#1b5e20', '#ffcc80'],
    categories: ['Food & beverage'],
    alwaysOn: true,
    stories: [
      {
        key: 'plant-based-mainstream',
        title: 'Plant-based goes mainstream in the Nordics',
        studies: ['plant-snacks-dk', 'oat-drink-se'],
        tags: ['plant-based', 'Denmark', 'Sweden'],
        sections: [
          {
            heading: 'From niche to weekly shop',
            paragraphs: [
              'In Denmark and Sweden plant-based products have moved from the health shelf into the weekly shop. Oat drink is a staple in coffee and porridge; plant-based snacks are bought by flexitarians and vegetarians alike.',
              'The shoppers we spoke to do not describe themselves as making a sacrifice. They expect the plant-based option to taste as good as the one it replaces.',
            ],
          },
          {
            heading: 'Taste is the gatekeeper',
            paragraphs: [
              'Health, protein and climate get people to try a product. Taste decides whether they buy it again: a snack that tastes of cardboard or an oat drink that curdles in coffee is not given a second chance.',
            ],
          },
          {
            heading: 'What this means for Acme',
            paragraphs: [
              'Lead with flavour and texture, keep prices close to the regular alternative, and make the product easy to find next to the products it replaces.',
            ],
          },
        ],
      },
      {
        key: 'why-subscribers-cancel',
        title: 'Why meal-kit subscribers cancel',
        studies: ['meal-kits-es'],
        tags: ['meal kits', 'Spain'],
        sections: [
          {
            heading: 'The third month',
            paragraphs: [
              'Spanish households try meal kits readily when the first box is cheap. By the third month the price, the plastic and a delivery day that does not fit make many of them cancel.',
            ],
          },
          {
            heading: 'Home-made, not exotic',
            paragraphs: [
              'The ideal weekday dinner is quick and home-made: a tortilla, baked fish, a dish of pulses. A kit that helps people cook their own food faster is more welcome than one that brings unfamiliar recipes.',
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'nordic-living-trends',
    client: 'nordic',
    title: 'Life at home and on the move',
    label: 'Trends',
    description: 'How people heat their homes, commute and furnish their lives: the stories behind our next products.',
    coverColors: ['#0d47a1', '#f8bbd0'],
    categories: ['Smart home', 'Mobility'],
    alwaysOn: false,
    stories: [
      {
        key: 'commuting-after-dark',
        title: 'Commuting after dark',
        studies: ['e-bike-de'],
        tags: ['e-bikes', 'safety', 'Germany'],
        sections: [
          {
            heading: 'The e-bike replaced the car',
            paragraphs: [
              'German commuters ride 8 to 25 kilometres to work, often every day. For hilly or rural routes the motor is what makes cycling possible at all.',
            ],
          },
          {
            heading: 'Being seen is the unmet need',
            paragraphs: [
              'Perceived safety drops sharply in the dark and on country roads. A jacket with integrated lights is welcomed, as long as it looks like a normal jacket at the office.',
            ],
          },
        ],
      },
      {
        key: 'heating-bills-trust',
        title: 'Heating, bills and trust',
        studies: ['smart-thermostats-uk'],
        tags: ['smart home', 'energy', 'United Kingdom'],
        sections: [
          {
            heading: 'Set once, never touched',
            paragraphs: [
              'Most UK homes run on a dial or a programmer nobody has changed since moving in. People want lower bills, but they do not understand their bills well enough to know where to start.',
            ],
          },
          {
            heading: 'Remove the worries first',
            paragraphs: [
              'Privacy, working without Wi-Fi and apps that change after an update are real worries. A physical dial and a clear cost view per room build trust.',
            ],
          },
        ],
      },
    ],
  },
];

/** A marketplace study type (the studies list `type_id` filter). */
export type DemoStudyType = { key: string; name: string; description: string };

/** Marketplace study types. */
export const DEMO_STUDY_TYPES: readonly DemoStudyType[] = [
  { key: 'concept', name: 'Concept test', description: 'First reactions to a product, pack or campaign idea.' },
  { key: 'usage', name: 'Usage and attitudes', description: 'How, when and why people use a product category.' },
  { key: 'exploration', name: 'Market exploration', description: 'Open exploration of needs and habits in a new market.' },
  { key: 'ux', name: 'UX test', description: 'Participants try a website, app or prototype while thinking out loud.' },
  { key: 'packaging', name: 'Packaging test', description: 'Pack designs judged on shelf impact and what they communicate.' },
  { key: 'advertising', name: 'Ad and message test', description: 'Adverts, claims and messages checked for understanding and fit.' },
  { key: 'shopper', name: 'Shopper journey', description: 'How people choose and buy, in store and online.' },
  { key: 'brand', name: 'Brand and pricing', description: 'What the brand stands for and the price people accept.' },
  { key: 'b2b', name: 'Business professionals', description: 'How professionals choose, buy and use solutions at work.' },
];

export { DEMO_TEMPLATES, templateRowOf } from './templates';

/** A home-page article (SPEC §2 Home). */
export type DemoArticle = { key: string; title: string; summary: string; url: string; daysAgo: number; coverColors: [string, string] };

/** Three home-page articles. */
export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    key: 'video-first-research',
    title: 'Why video-first research finds what surveys miss',
    summary: 'Hearing a participant hesitate before answering tells you more than a five-point scale. How to design tasks that invite stories.',
    url: '/help/video-first-research',
    daysAgo: 3,
    coverColors: ['#4527a0', '#b39ddb'],
  },
  {
    key: 'writing-business-questions',
    title: 'Five tips for writing better business questions',
    summary: 'Start from the decision you need to make, keep one question per objective, and let the tasks do the asking.',
    url: '/help/business-questions',
    daysAgo: 11,
    coverColors: ['#00695c', '#80cbc4'],
  },
  {
    key: 'multi-market-studies',
    title: 'Running one study in five languages',
    summary: 'Translate tasks, not intentions: how to keep a study comparable across Denmark, Sweden, Germany, Spain and the UK.',
    url: '/help/multi-market-studies',
    daysAgo: 24,
    coverColors: ['#ad1457', '#f48fb1'],
  },
];
