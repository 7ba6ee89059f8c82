/** Question sets of the assistant benches (`bench/assistant.ts`, `bench/assistant-explain.ts`). */

/** Questions about the demo workspace's studies (oat drinks, plant-based snacks, e-bikes, meal kits, thermostats). */
const DEMO_QUESTIONS = [
  'What do participants say about plant-based snacks?',
  'Why do people choose oat drinks?',
  'What stops commuters from buying an e-bike?',
  'How do families plan meals with meal kits?',
  'What do people think about smart thermostats?',
  'Which flavours of snacks do kids like?',
  'Is price a barrier for e-bikes?',
  'What do Swedish consumers say about taste?',
  'How do people save energy at home?',
  'Summarise the insights about packaging',
];

/**
 * Questions about the scale workspace ("Scale Foods": 500 studies generated from the five completed demo studies' text
 * banks, apps/api/src/seed/scale.ts): their topics in English and in the studies' own languages, common words (price,
 * coffee, taste: tens of thousands of quotes and transcript lines) and rarer ones (jacket, lights, discount).
 */
const SCALE_QUESTIONS = [
  'What do commuters say about weather and traffic on the e-bike?',
  'Is price a barrier for meal kits?',
  'What drives brand choice for oat drink in coffee?',
  'Which packaging concept do flexitarians prefer?',
  'How do households control their heating and energy bills?',
  'Would a lit commuter jacket sell?',
  'Hvad siger de om smag og pris?',
  'Was sagen Pendler über Sicherheit im Dunkeln?',
  '¿Qué opinan del descuento y de la suscripción?',
  'Summarise the insights about the barista sample',
];

/** The question sets by name (`--questions`). */
export const QUESTION_SETS: Record<string, string[]> = { demo: DEMO_QUESTIONS, scale: SCALE_QUESTIONS };
