/** Demo study (Danish): plant-based snacks in Denmark, for Acme Foods. */
import { line as l, type DemoStudy } from '../types';

/** Completed Danish study on how and why Danes buy plant-based snacks, with a packaging concept test. */
export const plantSnacksDk: DemoStudy = {
  key: 'plant-snacks-dk',
  client: 'acme',
  project: 'acme-nordic-snacking',
  language: 'da',
  status: 'COMPLETED',
  createdDaysAgo: 64,
  completedDaysAgo: 41,
  title: 'Plant-based snacks in Denmark',
  purpose:
    'Understand how often and why Danish consumers buy plant-based snacks, how they rate the supermarket range, and which packaging concept should carry our new chickpea snack.',
  brief:
    'Acme Foods is preparing to launch a roasted chickpea snack in Danish supermarkets in the autumn. We want to hear flexitarians and vegetarians talk about their snacking moments, their reasons for choosing plant-based, their view of today’s range, and their first reactions to three packaging concepts and a price point.',
  audience: 'PRIVATE_CUSTOMERS',
  coverColors: ['#2e7d32', '#c5e1a5'],
  template: 'concept-test',
  introduce: (p) =>
    l(
      `Hej, jeg hedder ${p.name.split(' ')[0]}, jeg er ${p.age} år og bor i ${p.city}.`,
      `Hi, my name is ${p.name.split(' ')[0]}, I'm ${p.age} and I live in ${p.city}.`,
    ),
  businessQuestions: [
    {
      key: 'habits',
      title: 'How often and why do Danes buy plant-based snacks?',
      description: 'Frequency, occasions and the reasons that drive the choice of a plant-based snack.',
    },
    {
      key: 'range',
      title: 'Does the supermarket range meet expectations?',
      description: 'Satisfaction with the plant-based snack range and the gaps shoppers notice.',
    },
    {
      key: 'packaging',
      title: 'Which packaging concept should we launch with, and at what price?',
      description: 'First reactions to concepts A (green), B (black) and C (yellow), expected taste and willingness to pay.',
    },
  ],
  segmentGroup: 'Danish snackers',
  segments: [
    {
      key: 'flexitarians',
      title: 'Flexitarians',
      description: 'Eat meat now and then but actively choose plant-based alternatives several times a week.',
      recruitment: {
        method: 'SHAREABLE_LINK',
        requiredInterviews: 4,
        ageRange: { min: 20, max: 55 },
        countries: ['DK'],
        genders: ['Women', 'Men'],
        devices: ['MOBILE'],
        customCriteria: 'Buys snacks at least once a week; eats meat no more than four days a week.',
      },
    },
    {
      key: 'vegetarians',
      title: 'Vegetarians and vegans',
      description: 'Have not eaten meat for at least a year.',
      recruitment: {
        method: 'SPECIALIST',
        requiredInterviews: 3,
        ageRange: { min: 18, max: 60 },
        countries: ['DK'],
        genders: ['Women', 'Men', 'Other'],
        devices: ['BOTH'],
        customCriteria: 'Vegetarian or vegan for at least 12 months.',
      },
    },
  ],
  tasks: [
    {
      key: 'intro',
      type: 'TEXT_ONLY',
      businessQuestion: 'habits',
      text: l(
        'Fortæl kort om dig selv, og beskriv hvornår du typisk spiser snacks i løbet af en dag.',
        'Briefly tell us about yourself and describe when you typically snack during the day.',
      ),
      answers: [
        {
          lines: [
            l(
              'Jeg snacker mest om eftermiddagen, når jeg sidder på kontoret og energien falder.',
              'I mostly snack in the afternoon, when I am at the office and my energy drops.',
            ),
            l('Så tager jeg gerne en håndfuld nødder eller en bar fra tasken.', 'Then I usually grab a handful of nuts or a bar from my bag.'),
          ],
        },
        {
          lines: [
            l(
              'Om aftenen foran fjernsynet er der altid noget salt på bordet hjemme hos os.',
              'In the evening in front of the TV there is always something salty on the table at our place.',
            ),
            l(
              'Vi er begyndt at købe kikærtechips i stedet for almindelige kartoffelchips.',
              'We have started buying chickpea crisps instead of regular potato crisps.',
            ),
          ],
        },
        {
          lines: [
            l(
              'Jeg har to børn, så snacks handler meget om madpakker og eftermiddagen efter skole.',
              'I have two kids, so snacks are very much about lunch boxes and the afternoon after school.',
            ),
            l('Det skal være hurtigt, og det må helst ikke være fyldt med sukker.', 'It has to be quick, and preferably not full of sugar.'),
          ],
        },
        {
          lines: [
            l('Jeg træner meget, så jeg spiser tit en snack lige efter træning.', 'I work out a lot, so I often eat a snack right after training.'),
            l('Der kigger jeg mest efter protein, og gerne noget plantebaseret.', 'Then I mostly look for protein, preferably something plant-based.'),
          ],
        },
        {
          lines: [
            l(
              'Jeg studerer, og jeg snacker faktisk hele dagen, især når jeg læser op til eksamen.',
              'I am a student, and I actually snack all day, especially when I am studying for exams.',
            ),
            l('Det bliver tit til rugbrødschips eller frugt fra Netto.', 'It often ends up being rye bread crisps or fruit from Netto.'),
          ],
        },
        {
          lines: [
            l(
              'Jeg har været vegetar i fem år, og jeg pendler hver dag med toget fra Roskilde til København.',
              'I have been a vegetarian for five years, and I commute by train from Roskilde to Copenhagen every day.',
            ),
            l(
              'Min eftermiddagssnack spiser jeg tit i toget på vej hjem, typisk en pose ristede bønner eller en banan.',
              'I often eat my afternoon snack on the train on the way home, typically a bag of roasted beans or a banana.',
            ),
          ],
        },
        {
          lines: [
            l(
              'Jeg har været veganer i tre år og arbejder hjemmefra det meste af ugen.',
              'I have been a vegan for three years and work from home most of the week.',
            ),
            l(
              'Det farlige er, at køkkenet ligger lige ved siden af, så jeg småspiser mest om formiddagen til kaffen.',
              'The dangerous part is that the kitchen is right next door, so I mostly nibble in the late morning with my coffee.',
            ),
          ],
        },
      ],
    },
    {
      key: 'frequency',
      type: 'RADIO',
      businessQuestion: 'habits',
      text: l('Hvor ofte køber du plantebaserede snacks?', 'How often do you buy plant-based snacks?'),
      options: [
        l('Flere gange om ugen', 'Several times a week'),
        l('Cirka en gang om ugen', 'About once a week'),
        l('Et par gange om måneden', 'A couple of times a month'),
        l('Sjældnere end en gang om måneden', 'Less than once a month'),
      ],
      answers: [
        {
          choice: 0,
          lines: [
            l('Flere gange om ugen, helt klart.', 'Several times a week, definitely.'),
            l('De ligger nærmest fast i indkøbskurven sammen med havremælken.', 'They are almost a fixture in the shopping basket along with the oat milk.'),
          ],
        },
        {
          choice: 1,
          lines: [
            l(
              'Jeg vil sige cirka en gang om ugen, når jeg handler stort ind om lørdagen.',
              'I would say about once a week, when I do the big shop on Saturday.',
            ),
            l('Så køber jeg en pose eller to til hele ugen.', 'Then I buy a bag or two for the whole week.'),
          ],
        },
        {
          choice: 2,
          lines: [
            l('Nok et par gange om måneden.', 'Probably a couple of times a month.'),
            l(
              'Jeg synes stadig, de er lidt dyre i forhold til almindelige snacks, så det er mest, når der er tilbud.',
              'I still think they are a bit expensive compared to regular snacks, so it is mostly when they are on offer.',
            ),
          ],
        },
        {
          choice: 0,
          lines: [
            l(
              'Jeg køber dem flere gange om ugen, fordi jeg spiser dem hver dag på arbejdet.',
              'I buy them several times a week, because I eat them every day at work.',
            ),
            l('Mine favoritter er de ristede edamamebønner.', 'My favourites are the roasted edamame beans.'),
          ],
        },
        {
          choice: 3,
          lines: [
            l('Ærligt talt sjældnere end en gang om måneden.', 'Honestly, less than once a month.'),
            l('Jeg har prøvet nogle stykker, men de fleste smagte lidt af pap.', 'I have tried a few, but most of them tasted a bit like cardboard.'),
          ],
        },
        {
          choice: 1,
          lines: [
            l('Cirka en gang om ugen, tror jeg.', 'About once a week, I think.'),
            l(
              'Det er blevet en fast vane at købe en pose til weekenden, når jeg handler om fredagen.',
              'It has become a habit to buy a bag for the weekend when I do my shopping on Fridays.',
            ),
          ],
        },
        {
          choice: 2,
          lines: [
            l('Et par gange om måneden, vil jeg tro.', 'A couple of times a month, I would think.'),
            l(
              'De første, jeg prøvede for nogle år siden, smagte af pap, men de nye er meget bedre.',
              'The first ones I tried a few years ago tasted of cardboard, but the new ones are much better.',
            ),
          ],
        },
      ],
    },
    {
      key: 'drivers',
      type: 'CHECKBOX',
      businessQuestion: 'habits',
      text: l('Hvad får dig til at vælge en plantebaseret snack? Vælg alle, der passer.', 'What makes you choose a plant-based snack? Select all that apply.'),
      options: [
        l('Smag', 'Taste'),
        l('Sundhed', 'Health'),
        l('Klima og miljø', 'Climate and environment'),
        l('Pris', 'Price'),
        l('Proteinindhold', 'Protein content'),
        l('Emballage og design', 'Packaging and design'),
      ],
      answers: [
        {
          choices: [0, 2],
          lines: [
            l('For mig er det smagen først og fremmest, og så klimaet.', 'For me it is the taste first and foremost, and then the climate.'),
            l(
              'Jeg vil gerne spise mere plantebaseret, men det skal stadig smage godt.',
              'I want to eat more plant-based food, but it still has to taste good.',
            ),
          ],
        },
        {
          choices: [1, 4],
          lines: [
            l('Sundhed og protein.', 'Health and protein.'),
            l(
              'Jeg læser altid næringsdeklarationen bagpå, før jeg lægger noget i kurven.',
              'I always read the nutrition label on the back before I put anything in the basket.',
            ),
          ],
        },
        {
          choices: [0, 3],
          lines: [
            l('Smag og pris.', 'Taste and price.'),
            l(
              'Hvis en pose koster over tredive kroner, så skal den virkelig være noget særligt.',
              'If a bag costs more than thirty kroner, it really has to be something special.',
            ),
          ],
        },
        {
          choices: [2, 5],
          lines: [
            l(
              'Klima og miljø betyder meget for mig, og jeg lægger også mærke til emballagen.',
              'Climate and environment mean a lot to me, and I also notice the packaging.',
            ),
            l('En flot, genanvendelig pose får mig faktisk til at prøve noget nyt.', 'A nice, recyclable bag actually makes me try something new.'),
          ],
        },
        {
          choices: [0, 1, 4],
          lines: [
            l('Smagen, sundheden og proteinet.', 'The taste, the health and the protein.'),
            l(
              'Jeg vil have en snack, der mætter, så jeg ikke ender med slik klokken tre.',
              'I want a snack that fills me up, so I do not end up eating sweets at three o’clock.',
            ),
          ],
        },
        {
          choices: [1, 2],
          lines: [
            l('Sundhed og klima, det hænger lidt sammen for mig.', 'Health and climate, the two are kind of connected for me.'),
            l('Det, der er godt for kroppen, er som regel også bedre for planeten.', 'What is good for the body is usually also better for the planet.'),
          ],
        },
        {
          choices: [0, 3, 5],
          lines: [
            l('Smag, pris og faktisk også emballagen.', 'Taste, price and actually the packaging too.'),
            l(
              'Den skal smage godt og ikke koste for meget, og hvis posen ser kedelig ud, går jeg bare forbi den.',
              'It has to taste good and not cost too much, and if the bag looks boring, I just walk past it.',
            ),
          ],
        },
      ],
    },
    {
      key: 'range',
      type: 'SCORING',
      businessQuestion: 'range',
      text: l(
        'På en skala fra 1 til 5: hvor tilfreds er du med udvalget af plantebaserede snacks i dit supermarked?',
        'On a scale from 1 to 5: how satisfied are you with the range of plant-based snacks in your supermarket?',
      ),
      scalePoints: 5,
      scaleLabels: [l('Meget utilfreds', 'Very dissatisfied'), l('Meget tilfreds', 'Very satisfied')],
      answers: [
        {
          score: 3,
          lines: [
            l('Jeg giver det en treer.', 'I will give it a three.'),
            l('Der er kommet mere, men det er næsten kun chips og barer.', 'There is more than before, but it is almost only crisps and bars.'),
          ],
        },
        {
          score: 2,
          lines: [
            l('To. Det er svært at finde noget, der ikke er sødet.', 'Two. It is hard to find anything that is not sweetened.'),
            l(
              'Og hylden med plantebaserede ting står tit et helt andet sted end de andre snacks.',
              'And the shelf with plant-based things is often in a completely different place from the other snacks.',
            ),
          ],
        },
        {
          score: 4,
          lines: [
            l('Fire ud af fem.', 'Four out of five.'),
            l(
              'I mit lokale supermarked er udvalget faktisk blevet rigtig godt det sidste år.',
              'In my local supermarket the range has actually become really good over the last year.',
            ),
          ],
        },
        {
          score: 3,
          lines: [
            l('Nok en treer, fordi det skifter meget fra butik til butik.', 'Probably a three, because it varies a lot from shop to shop.'),
            l(
              'I byen er der masser, men hjemme hos mine forældre i Vestjylland er der næsten ingenting.',
              'In the city there is plenty, but at my parents’ place in West Jutland there is almost nothing.',
            ),
          ],
        },
        {
          score: 2,
          lines: [
            l('Jeg giver det en toer.', 'I give it a two.'),
            l(
              'Jeg savner salte snacks med rigtig smag, for eksempel noget med tang eller røget paprika.',
              'I miss salty snacks with real flavour, for example something with seaweed or smoked paprika.',
            ),
          ],
        },
        {
          score: 4,
          lines: [
            l('En firer, vil jeg sige.', 'A four, I would say.'),
            l(
              'Der er efterhånden mange gode ting, men de er tit udsolgt sidst på eftermiddagen.',
              'There are quite a lot of good things by now, but they are often sold out by late afternoon.',
            ),
          ],
        },
        {
          score: 3,
          lines: [
            l('Midt imellem, altså en treer.', 'Somewhere in between, so a three.'),
            l('Udvalget er fint nok, men det er de samme tre mærker i alle butikker.', 'The range is fine, but it is the same three brands in every shop.'),
          ],
        },
      ],
    },
    {
      key: 'packaging',
      type: 'SUBTASKS',
      businessQuestion: 'packaging',
      text: l(
        'Se på de tre emballagekoncepter for vores nye kikærtesnack, og svar på spørgsmålene.',
        'Look at the three packaging concepts for our new chickpea snack and answer the questions.',
      ),
      subtasks: [
        l('Hvilket koncept fanger først dit øje, og hvorfor?', 'Which concept catches your eye first, and why?'),
        l('Hvad forventer du, at snacken smager af?', 'What do you expect the snack to taste like?'),
        l('Hvad ville du være villig til at betale for en pose?', 'What would you be willing to pay for a bag?'),
      ],
      answers: [
        {
          lines: [
            l(
              'Den grønne pose fanger mit øje først, fordi den ser frisk og naturlig ud.',
              'The green bag catches my eye first, because it looks fresh and natural.',
            ),
            l('Jeg forventer noget sprødt med lidt havsalt og citron.', 'I expect something crunchy with a little sea salt and lemon.'),
            l('Jeg ville nok betale omkring femogtyve kroner.', 'I would probably pay around twenty-five kroner.'),
          ],
        },
        {
          lines: [
            l('Jeg kan bedst lide den sorte pose, den ser mere eksklusiv ud.', 'I like the black bag best, it looks more premium.'),
            l('Jeg tænker, den smager af røget paprika og hvidløg.', 'I think it tastes of smoked paprika and garlic.'),
            l('For den ville jeg godt give tredive kroner.', 'For that one I would happily pay thirty kroner.'),
          ],
        },
        {
          lines: [
            l(
              'Den gule med tegningen af kikærterne er sjovest, den taler også til børnene.',
              'The yellow one with the drawing of the chickpeas is the most fun, it also appeals to the kids.',
            ),
            l('Jeg forventer en mild smag, måske lidt ost.', 'I expect a mild taste, maybe a bit cheesy.'),
            l('Højst tyve kroner, ellers bliver det for dyrt til madpakken.', 'Twenty kroner at most, otherwise it gets too expensive for the lunch box.'),
          ],
        },
        {
          lines: [
            l(
              'Helt ærligt ligner den grønne og den gule hinanden for meget, så jeg vælger den sorte.',
              'Honestly, the green one and the yellow one look too similar, so I choose the black one.',
            ),
            l('Jeg forventer noget krydret, der minder om chili.', 'I expect something spicy, a bit like chili.'),
            l('Omkring femogtyve kroner virker fair.', 'Around twenty-five kroner seems fair.'),
          ],
        },
        {
          lines: [
            l('Den grønne, fordi der står protein med store bogstaver.', 'The green one, because it says protein in big letters.'),
            l(
              'Jeg forventer ærligt talt, at den smager lidt tørt, som mange proteinsnacks gør.',
              'Honestly, I expect it to taste a bit dry, like many protein snacks do.',
            ),
            l('Jeg ville kun betale tyve kroner, indtil jeg ved, om den er god.', 'I would only pay twenty kroner until I know whether it is good.'),
          ],
        },
        {
          lines: [
            l(
              'Den gule springer mest i øjnene, den ville jeg lægge mærke til selv på en fyldt hylde.',
              'The yellow one stands out the most, I would notice it even on a crowded shelf.',
            ),
            l(
              'Jeg forventer noget sødligt, måske lidt karamel og salt, ligesom ristede nødder.',
              'I expect something sweetish, maybe a bit of caramel and salt, like roasted nuts.',
            ),
            l('Toogtyve kroner, det samme som jeg giver for en pose nødder.', 'Twenty-two kroner, the same as I pay for a bag of nuts.'),
          ],
        },
        {
          lines: [
            l(
              'Jeg hælder mest til den sorte, men den grønne ville jeg nok stole mere på.',
              'I lean most towards the black one, but I would probably trust the green one more.',
            ),
            l(
              'Jeg forventer noget med rosmarin og havsalt, lidt ligesom dyre kartoffelchips.',
              'I expect something with rosemary and sea salt, a bit like expensive potato crisps.',
            ),
            l(
              'Hvis den smager så godt, som den ser ud, vil jeg gerne betale otteogtyve kroner.',
              'If it tastes as good as it looks, I would happily pay twenty-eight kroner.',
            ),
          ],
        },
      ],
    },
  ],
  stimuli: [
    { kind: 'FILE', title: 'Packaging concept A (green)', fileName: 'concept-a-green.jpg', colors: ['#43a047', '#dcedc8'] },
    { kind: 'FILE', title: 'Packaging concept B (black)', fileName: 'concept-b-black.jpg', colors: ['#212121', '#8d6e63'] },
    { kind: 'FILE', title: 'Packaging concept C (yellow)', fileName: 'concept-c-yellow.jpg', colors: ['#fbc02d', '#fff9c4'] },
  ],
  tags: ['plant-based', 'snacking', 'packaging', 'Denmark'],
  categories: ['Food & beverage', 'Concept testing'],
  participants: [
    { name: 'Mette Jensen', age: 34, country: 'DK', city: 'Aarhus', gender: 'Women', segment: 'flexitarians' },
    { name: 'Frederik Nielsen', age: 27, country: 'DK', city: 'København', gender: 'Men', segment: 'flexitarians' },
    { name: 'Sofie Hansen', age: 41, country: 'DK', city: 'Odense', gender: 'Women', segment: 'flexitarians' },
    { name: 'Mads Pedersen', age: 52, country: 'DK', city: 'Aalborg', gender: 'Men', segment: 'flexitarians' },
    { name: 'Ida Larsen', age: 23, country: 'DK', city: 'København', gender: 'Women', segment: 'vegetarians' },
    { name: 'Jonas Andersen', age: 30, country: 'DK', city: 'Roskilde', gender: 'Men', segment: 'vegetarians' },
    { name: 'Camilla Christensen', age: 38, country: 'DK', city: 'Esbjerg', gender: 'Women', segment: 'vegetarians' },
  ],
  keyTakeaways: {
    title: 'Key takeaways',
    paragraphs: [
      'Plant-based snacks have become a routine purchase for many of these shoppers, tied to clear moments: the afternoon energy dip at work, the evening in front of the TV and the children’s lunch boxes.',
      'Taste is the gatekeeper. Health, protein and climate are strong reasons to try, but a snack that tastes of cardboard is not bought twice.',
      'The supermarket range is seen as narrow, sweet and hard to find; salty, full-flavoured options such as seaweed or smoked paprika are missing.',
      'On pack, green reads as fresh and natural, black as premium; the price most participants accept sits between 20 and 30 kroner per bag.',
    ],
  },
  insights: [
    {
      key: 'weekly-habit',
      businessQuestion: 'habits',
      title: 'Plant-based snacking is a regular habit',
      lead: 'Most participants buy plant-based snacks at least a couple of times a month, often as part of the weekly shop.',
      content: [
        'Purchase is tied to fixed moments: the afternoon at the office, the weekend shop and the family lunch box.',
        'Those who rarely buy point to poor earlier experiences with taste rather than to price.',
      ],
      chartTask: 'frequency',
      quoteTasks: ['intro', 'frequency'],
    },
    {
      key: 'taste-first',
      businessQuestion: 'habits',
      title: 'Taste first, then health and climate',
      lead: 'Taste is the reason mentioned most often; health, protein and climate follow as reasons to try.',
      content: ['Participants want to eat less meat without giving up flavour, and a snack has to keep them full until dinner.'],
      chartTask: 'drivers',
      quoteTasks: ['drivers'],
    },
    {
      key: 'narrow-range',
      businessQuestion: 'range',
      title: 'The range feels narrow and too sweet',
      lead: 'Satisfaction with the supermarket range is middling: crisps and bars dominate, and savoury flavours are missing.',
      content: ['Outside the big cities the range shrinks further, and the plant-based shelf is often placed away from the other snacks.'],
      chartTask: 'range',
      quoteTasks: ['range'],
    },
    {
      key: 'packaging-signals',
      businessQuestion: 'packaging',
      title: 'Green says fresh, black says premium',
      lead: 'Concept A (green) is read as fresh and healthy, concept B (black) as a premium, spicier product; concept C (yellow) speaks to families.',
      content: ['Willingness to pay clusters between 20 and 30 kroner, with the lower end tied to lunch-box use.'],
      chartTask: null,
      quoteTasks: ['packaging'],
    },
  ],
  analysis: {
    title: 'Plant-based snacks in Denmark: analysis',
    lead: 'A chickpea snack can win a place in the weekly shop if it leads with flavour and keeps the price under 30 kroner.',
    paragraphs: [
      'Recommendation: launch with concept A (green) for the core range and test concept B (black) as a spicier premium variant.',
      'Lead communication with taste and crunch; keep protein and climate as supporting claims.',
      'Ask retailers to place the product next to regular crisps rather than on a separate plant-based shelf.',
    ],
  },
};
