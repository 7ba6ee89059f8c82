/** Demo study (English): smart thermostats in UK homes, for Nordic Living. */
import { english as e, type DemoStudy } from '../types';

/** Completed English study on heating control, smart-thermostat motivations, bill confidence and worries. */
export const smartThermostatsUk: DemoStudy = {
  key: 'smart-thermostats-uk',
  client: 'nordic',
  project: 'nordic-smart-home',
  language: 'en',
  status: 'COMPLETED',
  createdDaysAgo: 40,
  completedDaysAgo: 12,
  title: 'Smart thermostats in UK homes',
  purpose:
    'Learn how UK households control their heating today, what would make them consider a smart thermostat, how well they understand their energy bills and what worries them about smart heating.',
  brief:
    'Nordic Living plans to sell a Scandinavian-designed smart thermostat in the UK. Energy prices have made heating a household topic. We want homeowners and renters to show us how they control their heating, tell us what would make them switch, and be open about their worries.',
  audience: 'PRIVATE_CUSTOMERS',
  coverColors: ['#6a1b9a', '#f8bbd0'],
  template: 'market-exploration',
  introduce: (p) => e(`Hi, I'm ${p.name.split(' ')[0]}, I'm ${p.age} and I live in ${p.city}.`),
  businessQuestions: [
    { key: 'control', title: 'How do UK households control their heating today?', description: 'Thermostats, timers, valves, and how often settings change.' },
    {
      key: 'motivation',
      title: 'What would make a household consider a smart thermostat?',
      description: 'Bills, control, room-by-room heating, installation and supplier offers.',
    },
    {
      key: 'concerns',
      title: 'How well are energy bills understood, and what worries people about smart heating?',
      description: 'Bill confidence and concerns about privacy, reliability and usability.',
    },
  ],
  segmentGroup: 'UK households',
  segments: [
    {
      key: 'homeowners',
      title: 'Homeowners',
      description: 'Own their home and decide on heating equipment.',
      recruitment: {
        method: 'SPECIALIST',
        requiredInterviews: 5,
        ageRange: { min: 25, max: 80 },
        countries: ['GB'],
        genders: ['Women', 'Men'],
        devices: ['DESKTOP', 'MOBILE'],
        customCriteria: 'Gas central heating; pays the energy bill.',
      },
    },
    {
      key: 'renters',
      title: 'Renters',
      description: 'Rent privately and pay their own energy bills.',
      recruitment: {
        method: 'SHAREABLE_LINK',
        requiredInterviews: 2,
        ageRange: { min: 20, max: 45 },
        countries: ['GB'],
        genders: ['Women', 'Men', 'Other'],
        devices: ['MOBILE'],
        customCriteria: 'Rents privately; pays the energy bill.',
      },
    },
  ],
  tasks: [
    {
      key: 'intro',
      type: 'TEXT_ONLY',
      businessQuestion: 'control',
      text: e('Please introduce yourself and tell us about your home and how you heat it.'),
      answers: [
        {
          lines: [
            e('We live in a three-bedroom semi from the nineteen-thirties, and it is draughty in winter.'),
            e('The gas bill has become the thing we argue about most.'),
          ],
        },
        {
          lines: [
            e('I rent a one-bedroom flat in a converted Victorian house.'),
            e('I cannot change much, so it is mostly about timing the heating and wearing a jumper.'),
          ],
        },
        {
          lines: [
            e('I am retired and at home most of the day, so the heating is on a lot more than it used to be.'),
            e('My daughter keeps telling me to get one of those smart thermostats.'),
          ],
        },
        {
          lines: [
            e('We have two young children and a new-build house with underfloor heating downstairs.'),
            e('Honestly, I am still not sure how the controls work.'),
          ],
        },
        {
          lines: [
            e('I share a terraced house with my partner, and we both work from home three days a week.'),
            e('Heating one room during the day and the whole house at night is our big puzzle.'),
          ],
        },
        {
          lines: [
            e('I live in a detached house with my wife and three teenagers, and we have an old combi boiler.'),
            e('Someone always leaves a window open with the radiator on full, and it drives me mad.'),
          ],
        },
        {
          lines: [
            e('I rent a tenement flat with high ceilings and single glazing, so it is freezing from October.'),
            e('The boiler is older than I am, and my landlord says it is fine as long as it still works.'),
          ],
        },
      ],
    },
    {
      key: 'control',
      type: 'RADIO',
      businessQuestion: 'control',
      text: e('Which best describes how you control your heating today?'),
      options: [
        e('A smart thermostat with an app'),
        e('A programmable thermostat on the wall'),
        e('A simple dial or on/off switch'),
        e('Radiator valves only'),
      ],
      answers: [
        { choice: 2, lines: [e('Just a simple dial in the hallway.'), e('We turn it up when we are cold and down when the bill arrives.')] },
        {
          choice: 1,
          lines: [
            e('A programmable thermostat on the wall.'),
            e('It is set for mornings and evenings, but nobody has changed the programme since we moved in.'),
          ],
        },
        { choice: 3, lines: [e('Only the valves on the radiators.'), e('There is a boiler timer too, but I have never worked out how to use it.')] },
        {
          choice: 0,
          lines: [
            e('We already have a smart thermostat with an app.'),
            e('I like turning the heating on from the train, but the app logs me out all the time.'),
          ],
        },
        { choice: 1, lines: [e('A programmable one, the kind with the tiny buttons.'), e('I have to find my glasses every time I want to change anything.')] },
        {
          choice: 2,
          lines: [e('An old on-off switch next to the boiler, and that is it.'), e('In winter it goes on when we get up and off when we go to bed.')],
        },
        { choice: 3, lines: [e('Just the knobs on each radiator.'), e('I turn them down in the rooms we do not use and hope for the best.')] },
      ],
    },
    {
      key: 'consider',
      type: 'CHECKBOX',
      businessQuestion: 'motivation',
      text: e('Which of these would make you consider a smart thermostat? Select all that apply.'),
      options: [
        e('Lower energy bills'),
        e('Controlling the heating from my phone'),
        e('Heating individual rooms'),
        e('Seeing my energy use'),
        e('A simple installation'),
        e('A discount from my energy supplier'),
      ],
      answers: [
        {
          choices: [0, 3],
          lines: [
            e('Lower bills, obviously, and seeing where the energy actually goes.'),
            e('If I could see what each room costs, I would change my habits tomorrow.'),
          ],
        },
        {
          choices: [1, 2],
          lines: [e('Controlling it from my phone and heating individual rooms.'), e('There is no point heating the whole house when I am only in the study.')],
        },
        {
          choices: [0, 5],
          lines: [e('Lower bills and a discount from the supplier.'), e('If the energy company paid for part of it, I would do it this winter.')],
        },
        {
          choices: [1, 4],
          lines: [
            e('A simple installation is the big one for me.'),
            e('I do not want anyone drilling into the walls, and I want to control it from my phone.'),
          ],
        },
        {
          choices: [0, 2, 3],
          lines: [e('Lower bills, room-by-room heating and seeing my usage.'), e('Basically, I want to stop paying to heat empty bedrooms.')],
        },
        {
          choices: [0, 3, 4],
          lines: [
            e('Lower bills and seeing my usage, as long as the installation is simple.'),
            e('I do not want to take a day off work to wait for an engineer.'),
          ],
        },
        {
          choices: [2, 3],
          lines: [
            e('Heating individual rooms and seeing my energy use.'),
            e('The back bedroom is always cold and the lounge is always boiling, and I would love to know why.'),
          ],
        },
      ],
    },
    {
      key: 'bill-confidence',
      type: 'SCORING',
      businessQuestion: 'concerns',
      text: e('From 1 to 10, how confident are you that you understand your current energy bill?'),
      scalePoints: 10,
      scaleLabels: [e('Not at all confident'), e('Completely confident')],
      answers: [
        { score: 4, lines: [e('About a four.'), e('I understand the total, but the standing charges and unit rates lose me completely.')] },
        { score: 7, lines: [e('I would say seven.'), e('I check my usage in the supplier’s app every month, so I have a rough idea.')] },
        { score: 2, lines: [e('Two, if I am honest.'), e('Since the estimated readings started, I have no idea what I am actually paying for.')] },
        { score: 5, lines: [e('Five.'), e('I know what we pay each month, but not why it went up so much last winter.')] },
        { score: 8, lines: [e('Eight out of ten.'), e('I read every line of it, probably more carefully than I should.')] },
        { score: 3, lines: [e('Maybe a three.'), e('Every time we switch tariff the bill looks completely different, so I just check the direct debit.')] },
        { score: 6, lines: [e('Six, I suppose.'), e('I can follow the unit rates, but I never know whether the meter readings are real or estimated.')] },
      ],
    },
    {
      key: 'worries',
      type: 'FREE_TEXT',
      businessQuestion: 'concerns',
      text: e('What, if anything, worries you about having a smart thermostat?'),
      answers: [
        { lines: [e('Mostly privacy.'), e('I am not sure I want a company knowing exactly when we are at home and when we are not.')] },
        { lines: [e('That it stops working when the internet goes down.'), e('If the Wi-Fi fails in January, will I still be able to turn the heating on?')] },
        { lines: [e('Honestly, that I will not be able to use it.'), e('My last phone update changed everything, and I could not find anything for a week.')] },
        { lines: [e('The cost of installation compared to what I would actually save.'), e('If it takes five years to pay back, I am not convinced.')] },
        { lines: [e('Nothing really worries me, I just want it to be reliable.'), e('And I would like a normal dial as well, for when guests are staying.')] },
        { lines: [e('That it would not work with our old boiler.'), e('A friend bought one, and then the engineer told her she needed extra wiring on top.')] },
        {
          lines: [
            e('Being locked into one company’s app.'),
            e('If they go bust or stop updating it, I do not want to be left with a useless box on the wall.'),
          ],
        },
      ],
    },
  ],
  stimuli: [
    { kind: 'LINK', title: 'Thermostat app prototype', link: 'https://nordic-living.example/prototypes/thermostat-app' },
    { kind: 'FILE', title: 'Thermostat product render', fileName: 'thermostat-render.jpg', colors: ['#eceff1', '#6a1b9a'] },
  ],
  stimuliTask: 'consider',
  tags: ['smart home', 'energy', 'heating', 'United Kingdom'],
  categories: ['Smart home', 'Market exploration'],
  participants: [
    { name: 'Sarah Thompson', age: 42, country: 'GB', city: 'Manchester', gender: 'Women', segment: 'homeowners' },
    { name: 'Daniel Walker', age: 28, country: 'GB', city: 'Bristol', gender: 'Men', segment: 'renters' },
    { name: 'Margaret Evans', age: 71, country: 'GB', city: 'Cardiff', gender: 'Women', segment: 'homeowners' },
    { name: 'James Robinson', age: 37, country: 'GB', city: 'Leeds', gender: 'Men', segment: 'homeowners' },
    { name: 'Priya Patel', age: 33, country: 'GB', city: 'Birmingham', gender: 'Women', segment: 'homeowners' },
    { name: 'Tom Hughes', age: 45, country: 'GB', city: 'Nottingham', gender: 'Men', segment: 'homeowners' },
    { name: 'Chloe Wright', age: 26, country: 'GB', city: 'Glasgow', gender: 'Women', segment: 'renters' },
  ],
  keyTakeaways: {
    title: 'Key takeaways',
    paragraphs: [
      'Most homes still run on a simple dial, an untouched wall programmer or radiator valves; settings are rarely changed once set.',
      'Lower bills and seeing where the energy goes are the strongest reasons to consider a smart thermostat, followed by room-by-room heating.',
      'Confidence in understanding the energy bill is low to middling; standing charges and estimated readings confuse.',
      'Worries are practical: privacy, working without Wi-Fi, usability after app updates and payback time. A physical dial is reassuring.',
    ],
  },
  insights: [
    {
      key: 'set-and-forget',
      businessQuestion: 'control',
      title: 'Heating is set once and forgotten',
      lead: 'Dials, wall programmers and radiator valves dominate; smart thermostats are still the exception.',
      content: ['Even programmable thermostats keep the settings of the previous owner.'],
      chartTask: 'control',
      quoteTasks: ['intro', 'control'],
    },
    {
      key: 'bills-and-visibility',
      businessQuestion: 'motivation',
      title: 'Lower bills and visibility drive interest',
      lead: 'Participants would consider a smart thermostat to cut bills and to see where their energy goes.',
      content: ['Room-by-room heating resonates with people who work from home.'],
      chartTask: 'consider',
      quoteTasks: ['consider'],
    },
    {
      key: 'bill-confusion',
      businessQuestion: 'concerns',
      title: 'Energy bills are poorly understood',
      lead: 'Confidence in understanding the bill sits around the middle of the scale.',
      content: ['Standing charges, unit rates and estimated readings are the main sources of confusion.'],
      chartTask: 'bill-confidence',
      quoteTasks: ['bill-confidence', 'worries'],
    },
  ],
  analysis: {
    title: 'Smart thermostats in UK homes: analysis',
    lead: 'Sell the thermostat as a way to see and cut costs, and remove the practical worries up front.',
    paragraphs: [
      'Lead with a cost view per room and per day rather than with app features.',
      'Keep a physical dial that works without Wi-Fi, and say so on the box.',
      'Partner with energy suppliers on a subsidised installation to shorten payback time.',
    ],
  },
};
