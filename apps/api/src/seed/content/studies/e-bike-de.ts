/** Demo study (German): e-bike commuting in Germany, for Nordic Living. */
import { line as l, type DemoStudy } from '../types';

/** Completed German study on e-bike commuting habits, pain points, perceived safety and a jacket concept. */
export const eBikeDe: DemoStudy = {
  key: 'e-bike-de',
  client: 'nordic',
  project: 'nordic-urban-mobility',
  language: 'de',
  status: 'COMPLETED',
  createdDaysAgo: 58,
  completedDaysAgo: 33,
  title: 'E-bike commuting in Germany',
  purpose:
    'Understand how German commuters use their e-bikes, what gets in the way, how safe they feel, and whether a weatherproof commuter jacket with integrated lights answers a real need.',
  brief:
    'Nordic Living is extending its outdoor range into urban mobility. E-bike sales in Germany keep growing, and commuting is the main use. We want commuters to walk us through their route, the obstacles and the risks they face, and to react to our concept for a weatherproof commuter jacket with integrated lights.',
  audience: 'PRIVATE_CUSTOMERS',
  coverColors: ['#1565c0', '#b3e5fc'],
  template: 'concept-test',
  introduce: (p) =>
    l(
      `Hallo, ich heiße ${p.name.split(' ')[0]}, ich bin ${p.age} Jahre alt und wohne in ${p.city}.`,
      `Hello, my name is ${p.name.split(' ')[0]}, I am ${p.age} years old and I live in ${p.city}.`,
    ),
  businessQuestions: [
    { key: 'commute', title: 'How does the e-bike fit into the daily commute?', description: 'Distances, frequency and what the e-bike replaced.' },
    { key: 'pain', title: 'What gets in the way of commuting by e-bike?', description: 'Theft, infrastructure, weather, charging and perceived safety.' },
    {
      key: 'jacket',
      title: 'Is there demand for a weatherproof commuter jacket with integrated lights?',
      description: 'First impressions, use occasions and price ceiling.',
    },
  ],
  segmentGroup: 'German e-bike commuters',
  segments: [
    {
      key: 'south',
      title: 'Bavaria and Baden-Württemberg',
      description: 'Commuters in the south, including hilly and rural routes.',
      recruitment: {
        method: 'SPECIALIST',
        requiredInterviews: 3,
        ageRange: { min: 20, max: 65 },
        countries: ['DE'],
        genders: ['Women', 'Men'],
        devices: ['MOBILE'],
        customCriteria: 'Commutes by e-bike at least once a week.',
      },
    },
    {
      key: 'rest',
      title: 'Rest of Germany',
      description: 'Commuters in the north, east and west, mostly in large cities.',
      recruitment: {
        method: 'SHAREABLE_LINK',
        requiredInterviews: 4,
        ageRange: { min: 20, max: 65 },
        countries: ['DE'],
        genders: ['Women', 'Men', 'Other'],
        devices: ['MOBILE', 'DESKTOP'],
        customCriteria: 'Commutes by e-bike at least once a week.',
      },
    },
  ],
  tasks: [
    {
      key: 'intro',
      type: 'TEXT_ONLY',
      businessQuestion: 'commute',
      text: l('Stell dich bitte kurz vor und beschreib deinen Weg zur Arbeit.', 'Please briefly introduce yourself and describe your commute to work.'),
      answers: [
        {
          lines: [
            l(
              'Ich arbeite in einem Büro in der Innenstadt, etwa zwölf Kilometer von meiner Wohnung entfernt.',
              'I work in an office in the city centre, about twelve kilometres from my flat.',
            ),
            l(
              'Seit zwei Jahren fahre ich die Strecke mit dem E-Bike statt mit der S-Bahn.',
              'For two years I have been riding the route by e-bike instead of taking the suburban train.',
            ),
          ],
        },
        {
          lines: [
            l('Ich bringe morgens zuerst die Kinder mit dem Lastenrad in die Kita.', 'In the morning I first take the kids to nursery on the cargo bike.'),
            l('Danach geht es weiter ins Büro, insgesamt sind das ungefähr acht Kilometer.', 'Then I carry on to the office, about eight kilometres in total.'),
          ],
        },
        {
          lines: [
            l(
              'Ich wohne etwas außerhalb und pendle jeden Tag fünfundzwanzig Kilometer nach München.',
              'I live a bit outside and commute twenty-five kilometres to Munich every day.',
            ),
            l(
              'Ohne Motor würde ich das nie schaffen, mit dem E-Bike dauert es vierzig Minuten.',
              'Without a motor I would never manage it; with the e-bike it takes forty minutes.',
            ),
          ],
        },
        {
          lines: [
            l(
              'Ich studiere noch und fahre eigentlich nur zur Uni und zu meinem Nebenjob im Café.',
              'I am still studying and really only ride to university and to my part-time job at a café.',
            ),
            l(
              'Das E-Bike habe ich gebraucht gekauft, weil es hier so viele Hügel gibt.',
              'I bought the e-bike second-hand because there are so many hills here.',
            ),
          ],
        },
        {
          lines: [
            l(
              'Ich arbeite nur noch Teilzeit und fahre dreimal pro Woche in die Firma.',
              'I only work part-time now and ride to the company three times a week.',
            ),
            l(
              'Das E-Bike hat mir mein Sohn geschenkt, damit ich nicht mehr mit dem Auto fahre.',
              'My son gave me the e-bike so that I would stop driving the car.',
            ),
          ],
        },
        {
          lines: [
            l(
              'Ich arbeite als Softwareentwickler in Kreuzberg und wohne in Pankow, das sind gut zehn Kilometer.',
              'I work as a software developer in Kreuzberg and live in Pankow, which is a good ten kilometres.',
            ),
            l(
              'Früher bin ich mit der U-Bahn gefahren, aber mit dem E-Bike bin ich genauso schnell da und viel entspannter.',
              'I used to take the underground, but on the e-bike I get there just as fast and much more relaxed.',
            ),
          ],
        },
        {
          lines: [
            l(
              'Ich arbeite als Krankenschwester im Schichtdienst, die Klinik ist etwa fünfzehn Kilometer entfernt.',
              'I work shifts as a nurse, and the hospital is about fifteen kilometres away.',
            ),
            l(
              'Nach der Spätschicht bin ich froh, dass ich nicht mehr auf die letzte Straßenbahn warten muss.',
              'After the late shift I am glad I no longer have to wait for the last tram.',
            ),
          ],
        },
      ],
    },
    {
      key: 'frequency',
      type: 'RADIO',
      businessQuestion: 'commute',
      text: l('Wie oft fährst du mit dem E-Bike zur Arbeit?', 'How often do you ride your e-bike to work?'),
      options: [
        l('Täglich', 'Every day'),
        l('Drei- bis viermal pro Woche', 'Three to four times a week'),
        l('Ein- bis zweimal pro Woche', 'Once or twice a week'),
        l('Nur bei gutem Wetter', 'Only in good weather'),
      ],
      answers: [
        {
          choice: 0,
          lines: [
            l('Jeden Tag, eigentlich bei jedem Wetter.', 'Every day, in practically any weather.'),
            l('Das Auto steht fast nur noch in der Garage.', 'The car hardly ever leaves the garage now.'),
          ],
        },
        {
          choice: 1,
          lines: [
            l('Drei- bis viermal pro Woche.', 'Three to four times a week.'),
            l('Freitags arbeite ich meistens von zu Hause.', 'On Fridays I mostly work from home.'),
          ],
        },
        {
          choice: 3,
          lines: [
            l('Ehrlich gesagt nur bei gutem Wetter.', 'Honestly, only in good weather.'),
            l('Wenn es regnet, nehme ich lieber die Bahn.', 'When it rains I would rather take the train.'),
          ],
        },
        {
          choice: 0,
          lines: [
            l('Täglich, auch im Winter.', 'Every day, even in winter.'),
            l('Mit Spikereifen und guter Kleidung ist das kein Problem.', 'With studded tyres and good clothing it is no problem.'),
          ],
        },
        {
          choice: 2,
          lines: [
            l('Ein- bis zweimal pro Woche.', 'Once or twice a week.'),
            l('An den anderen Tagen brauche ich das Auto für Termine bei Kunden.', 'On the other days I need the car for appointments with customers.'),
          ],
        },
        {
          choice: 1,
          lines: [
            l('Meistens viermal pro Woche.', 'Usually four times a week.'),
            l(
              'Nur mittwochs nicht, da hole ich meine Tochter mit dem Auto vom Schwimmen ab.',
              'Just not on Wednesdays, because then I pick my daughter up from swimming by car.',
            ),
          ],
        },
        {
          choice: 0,
          lines: [
            l('Jeden Arbeitstag, ohne Ausnahme.', 'Every working day, without exception.'),
            l('Das ist meine einzige Bewegung am Tag, die lasse ich mir nicht nehmen.', 'It is my only exercise of the day, and I am not giving that up.'),
          ],
        },
      ],
    },
    {
      key: 'pain-points',
      type: 'CHECKBOX',
      businessQuestion: 'pain',
      text: l(
        'Was stört dich beim Pendeln mit dem E-Bike am meisten? Wähle alle zutreffenden Antworten.',
        'What bothers you most about commuting by e-bike? Select all that apply.',
      ),
      options: [
        l('Diebstahlrisiko', 'Risk of theft'),
        l('Fehlende Radwege', 'Lack of cycle lanes'),
        l('Regen und Kälte', 'Rain and cold'),
        l('Keine Dusche im Büro', 'No shower at the office'),
        l('Akku laden', 'Charging the battery'),
        l('Autofahrer', 'Car drivers'),
      ],
      answers: [
        {
          choices: [0, 1],
          lines: [
            l(
              'Am meisten Angst habe ich vor Diebstahl, das Rad hat fast viertausend Euro gekostet.',
              'What I fear most is theft, the bike cost almost four thousand euros.',
            ),
            l('Und auf meiner Strecke fehlen einfach Radwege.', 'And there simply are not enough cycle lanes on my route.'),
          ],
        },
        {
          choices: [2, 3],
          lines: [
            l('Regen und Kälte, ganz klar.', 'Rain and cold, definitely.'),
            l(
              'Und im Büro gibt es keine Dusche, im Sommer komme ich völlig verschwitzt an.',
              'And there is no shower at the office; in summer I arrive completely sweaty.',
            ),
          ],
        },
        {
          choices: [1, 5],
          lines: [
            l('Die Autofahrer und die fehlenden Radwege.', 'The car drivers and the missing cycle lanes.'),
            l('Ich werde fast jede Woche viel zu knapp überholt.', 'Almost every week I get overtaken far too closely.'),
          ],
        },
        {
          choices: [0, 4],
          lines: [
            l(
              'Das Laden nervt mich, weil ich den Akku jedes Mal in den dritten Stock tragen muss.',
              'Charging annoys me, because I have to carry the battery up to the third floor every time.',
            ),
            l(
              'Und natürlich der Diebstahl, im Keller wurden schon zwei Räder geklaut.',
              'And of course theft, two bikes have already been stolen from our basement.',
            ),
          ],
        },
        {
          choices: [2, 5],
          lines: [
            l(
              'Im Winter der Regen und die Dunkelheit, und dann die Autofahrer, die einen nicht sehen.',
              'In winter the rain and the darkness, and then the drivers who do not see you.',
            ),
            l('Deshalb trage ich immer eine Warnweste.', 'That is why I always wear a high-visibility vest.'),
          ],
        },
        {
          choices: [5],
          lines: [
            l('Eindeutig die Autofahrer.', 'The car drivers, definitely.'),
            l(
              'Viele parken einfach auf dem Radweg, und dann muss ich mitten in den Verkehr ausweichen.',
              'Many of them simply park in the cycle lane, and then I have to swerve out into the middle of the traffic.',
            ),
          ],
        },
        {
          choices: [2, 3, 4],
          lines: [
            l(
              'Bei Regen und Kälte macht es wenig Spaß, und eine Dusche gibt es im Büro auch nicht.',
              'In rain and cold it is not much fun, and there is no shower at the office either.',
            ),
            l(
              'Außerdem macht der Akku im Winter viel früher schlapp, sodass ich ihn fast jeden Abend laden muss.',
              'On top of that, the battery gives out much sooner in winter, so I have to charge it almost every evening.',
            ),
          ],
        },
      ],
    },
    {
      key: 'safety',
      type: 'SCORING',
      businessQuestion: 'pain',
      text: l(
        'Wie sicher fühlst du dich auf deinem Arbeitsweg mit dem Rad, auf einer Skala von 1 bis 5?',
        'How safe do you feel on your commute by bike, on a scale from 1 to 5?',
      ),
      scalePoints: 5,
      scaleLabels: [l('Sehr unsicher', 'Very unsafe'), l('Sehr sicher', 'Very safe')],
      answers: [
        {
          score: 2,
          lines: [
            l('Eher eine Zwei.', 'More like a two.'),
            l('An der großen Kreuzung am Bahnhof halte ich jedes Mal die Luft an.', 'At the big junction by the station I hold my breath every time.'),
          ],
        },
        {
          score: 4,
          lines: [
            l('Eine Vier.', 'A four.'),
            l('Der Großteil meiner Strecke ist ein separater Radweg am Fluss entlang.', 'Most of my route is a separate cycle path along the river.'),
          ],
        },
        {
          score: 3,
          lines: [
            l('Ich würde sagen, drei.', 'I would say three.'),
            l('Tagsüber geht es, aber im Dunkeln fühle ich mich viel unsicherer.', 'During the day it is fine, but in the dark I feel much less safe.'),
          ],
        },
        {
          score: 2,
          lines: [
            l('Zwei, leider.', 'Two, unfortunately.'),
            l(
              'Auf der Landstraße fahren die Autos mit achtzig Stundenkilometern an mir vorbei.',
              'On the country road the cars pass me at eighty kilometres an hour.',
            ),
          ],
        },
        {
          score: 4,
          lines: [
            l('Vier von fünf.', 'Four out of five.'),
            l(
              'Seit die Stadt die neuen Fahrradstraßen gebaut hat, ist es viel besser geworden.',
              'Since the city built the new bicycle streets, it has become much better.',
            ),
          ],
        },
        {
          score: 3,
          lines: [
            l('Eine glatte Drei.', 'A straight three.'),
            l(
              'Meistens geht es, aber an Baustellen hört der Radweg oft einfach auf.',
              'Most of the time it is fine, but at roadworks the cycle lane often simply stops.',
            ),
          ],
        },
        {
          score: 1,
          lines: [
            l('Ganz ehrlich: eine Eins.', 'Quite honestly: a one.'),
            l(
              'Letzten Herbst hat mich ein Lieferwagen beim Abbiegen übersehen, seitdem fahre ich nur noch mit Herzklopfen.',
              'Last autumn a turning van did not see me, and since then my heart pounds every time I ride.',
            ),
          ],
        },
      ],
    },
    {
      key: 'jacket',
      type: 'SUBTASKS',
      businessQuestion: 'jacket',
      text: l(
        'Schau dir unser Konzept für eine wetterfeste Pendlerjacke mit integriertem Licht an.',
        'Look at our concept for a weatherproof commuter jacket with integrated lights.',
      ),
      subtasks: [
        l('Was ist dein erster Eindruck?', 'What is your first impression?'),
        l('In welchen Situationen würdest du die Jacke tragen?', 'In which situations would you wear the jacket?'),
        l('Was dürfte sie höchstens kosten?', 'What is the most it should cost?'),
      ],
      answers: [
        {
          lines: [
            l(
              'Mein erster Eindruck ist sehr positiv, das Licht im Rücken ist eine super Idee.',
              'My first impression is very positive, the light in the back is a great idea.',
            ),
            l('Ich würde sie vor allem im Herbst und Winter auf dem Weg zur Arbeit tragen.', 'I would wear it mainly in autumn and winter on the way to work.'),
            l('Mehr als hundertfünfzig Euro dürfte sie nicht kosten.', 'It should not cost more than a hundred and fifty euros.'),
          ],
        },
        {
          lines: [
            l('Sie sieht ein bisschen zu sportlich aus für das Büro.', 'It looks a bit too sporty for the office.'),
            l('Ich würde sie eher am Wochenende bei Touren anziehen.', 'I would rather wear it at the weekend on longer rides.'),
            l('Höchstens hundert Euro.', 'A hundred euros at most.'),
          ],
        },
        {
          lines: [
            l('Gefällt mir, aber ich frage mich, wie man sie waschen soll.', 'I like it, but I wonder how you are supposed to wash it.'),
            l('Ich würde sie bei jedem Wetter tragen, auch zum Einkaufen.', 'I would wear it in any weather, also for shopping.'),
            l(
              'Für zweihundert Euro würde ich sie kaufen, wenn sie wirklich wasserdicht ist.',
              'I would buy it for two hundred euros if it is really waterproof.',
            ),
          ],
        },
        {
          lines: [
            l('Auf den ersten Blick wirkt sie wie eine normale Jacke, das finde ich gut.', 'At first glance it looks like a normal jacket, which I like.'),
            l(
              'Gerade im Dunkeln auf der Landstraße wäre das Licht Gold wert.',
              'Especially on the country road in the dark, the light would be worth its weight in gold.',
            ),
            l('Bis hundertachtzig Euro wäre okay.', 'Up to a hundred and eighty euros would be okay.'),
          ],
        },
        {
          lines: [
            l('Ehrlich gesagt brauche ich das nicht, ich habe ja Licht am Rad.', 'To be honest I do not need it, I already have lights on my bike.'),
            l('Vielleicht für meine Tochter, wenn sie abends vom Sport kommt.', 'Maybe for my daughter, when she comes back from sports in the evening.'),
            l('Mehr als achtzig Euro würde ich nicht ausgeben.', 'I would not spend more than eighty euros.'),
          ],
        },
        {
          lines: [
            l(
              'Das Konzept spricht mich an, vor allem, weil man die Lichter kaum sieht, wenn sie aus sind.',
              'The concept appeals to me, above all because you can hardly see the lights when they are off.',
            ),
            l(
              'Ich würde sie auf dem Weg zur Arbeit tragen und auch abends, wenn ich mit dem Hund rausgehe.',
              'I would wear it on the way to work and also in the evening when I take the dog out.',
            ),
            l('Hundertzwanzig Euro fände ich angemessen.', 'I would find a hundred and twenty euros reasonable.'),
          ],
        },
        {
          lines: [
            l('Auf den ersten Blick etwas klobig, die Kapuze wirkt sehr groß.', 'At first glance it is a bit bulky, the hood looks very big.'),
            l(
              'Ich würde sie vor allem bei Regen tragen und wenn ich morgens im Dunkeln losfahre.',
              'I would wear it mainly in the rain and when I set off in the dark in the morning.',
            ),
            l(
              'Wenn sich der Akku für die Lichter herausnehmen lässt, wären hundertsechzig Euro in Ordnung.',
              'If the battery for the lights can be taken out, a hundred and sixty euros would be fine.',
            ),
          ],
        },
      ],
    },
  ],
  stimuli: [
    { kind: 'FILE', title: 'Commuter jacket concept board', fileName: 'commuter-jacket-concept.jpg', colors: ['#0d47a1', '#ffeb3b'] },
    { kind: 'LINK', title: 'Concept film: the jacket at night', link: 'https://nordic-living.example/concepts/commuter-jacket' },
  ],
  tags: ['e-bikes', 'commuting', 'safety', 'Germany'],
  categories: ['Mobility', 'Concept testing'],
  participants: [
    { name: 'Julia Schneider', age: 33, country: 'DE', city: 'München', gender: 'Women', segment: 'south' },
    { name: 'Thomas Müller', age: 41, country: 'DE', city: 'Hamburg', gender: 'Men', segment: 'rest' },
    { name: 'Katharina Weber', age: 47, country: 'DE', city: 'Ebersberg', gender: 'Women', segment: 'south' },
    { name: 'Leon Fischer', age: 24, country: 'DE', city: 'Stuttgart', gender: 'Men', segment: 'south' },
    { name: 'Sabine Wagner', age: 61, country: 'DE', city: 'Köln', gender: 'Women', segment: 'rest' },
    { name: 'Felix Becker', age: 36, country: 'DE', city: 'Berlin', gender: 'Men', segment: 'rest' },
    { name: 'Laura Hoffmann', age: 39, country: 'DE', city: 'Leipzig', gender: 'Women', segment: 'rest' },
  ],
  keyTakeaways: {
    title: 'Key takeaways',
    paragraphs: [
      'For these commuters the e-bike replaced the car or the train for distances of 8 to 25 km; hills and long rural routes are where the motor makes commuting possible at all.',
      'Bad weather and car drivers are the main pain points, followed by theft and missing cycle lanes; charging is a nuisance in flats without a lift.',
      'Perceived safety is low to moderate and drops sharply in the dark and on country roads, which gives the lit jacket a clear job to do.',
      'The jacket concept is liked when it looks like a normal jacket; the acceptable price mostly sits between 100 and 200 euros.',
    ],
  },
  insights: [
    {
      key: 'regular-commute',
      businessQuestion: 'commute',
      title: 'The e-bike is a regular commuting tool',
      lead: 'Most participants ride to work several times a week; weather and client visits explain the rest.',
      content: ['The e-bike replaced the car or the suburban train, particularly on hilly or longer routes.'],
      chartTask: 'frequency',
      quoteTasks: ['intro', 'frequency'],
    },
    {
      key: 'theft-and-traffic',
      businessQuestion: 'pain',
      title: 'Weather and traffic are the biggest worries',
      lead: 'Rain and cold and car drivers top the pain points, followed by theft, missing cycle lanes and the lack of a shower at work.',
      content: ['Charging is a smaller but real nuisance for those who carry the battery upstairs.'],
      chartTask: 'pain-points',
      quoteTasks: ['pain-points'],
    },
    {
      key: 'unsafe-in-dark',
      businessQuestion: 'pain',
      title: 'Safety drops in the dark',
      lead: 'Perceived safety sits below the middle of the scale and falls further in the dark and on country roads.',
      content: ['Separate cycle paths and new bicycle streets are what make commuters feel safe.'],
      chartTask: 'safety',
      quoteTasks: ['safety'],
    },
    {
      key: 'jacket-concept',
      businessQuestion: 'jacket',
      title: 'A lit jacket that looks like a normal jacket',
      lead: 'The integrated light is the hero feature; the jacket must not look too sporty for the office.',
      content: ['Price ceilings range from 80 to 200 euros, with most between 100 and 180 euros.'],
      chartTask: null,
      quoteTasks: ['jacket'],
    },
  ],
  analysis: {
    title: 'E-bike commuting in Germany: analysis',
    lead: 'A commuter jacket with integrated lights answers the strongest unmet need: being seen in the dark.',
    paragraphs: [
      'Design for the office first: a normal-looking, waterproof jacket with lights that disappear when switched off.',
      'Target a price of 149 to 179 euros and make washing instructions part of the launch communication.',
      'Partner with employers on secure bike parking and showers as a B2B extension.',
    ],
  },
};
