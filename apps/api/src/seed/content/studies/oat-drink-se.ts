/** Demo study (Swedish): oat drink in Sweden, for Acme Foods. */
import { line as l, type DemoStudy } from '../types';

/** Completed Swedish study on oat-drink use at home, brand choice and a barista variant taste test. */
export const oatDrinkSe: DemoStudy = {
  key: 'oat-drink-se',
  client: 'acme',
  project: 'acme-nordic-snacking',
  language: 'sv',
  status: 'COMPLETED',
  createdDaysAgo: 52,
  completedDaysAgo: 30,
  title: 'Oat drink at home in Sweden',
  purpose:
    'Learn how Swedish households use oat drink, what decides the brand they pick in the dairy aisle, and whether our new barista variant holds up in coffee.',
  brief:
    'Oat drink is mainstream in Sweden and the aisle is crowded. Before we enter with an Acme barista variant, we want to hear regular buyers describe their daily use, their brand choice and the one thing they would change, and we want their verdict after tasting a sample in their own coffee.',
  audience: 'PRIVATE_CUSTOMERS',
  coverColors: ['#f9a825', '#fff3e0'],
  template: 'product-usage',
  introduce: (p) =>
    l(
      `Hej, jag heter ${p.name.split(' ')[0]}, jag är ${p.age} år och bor i ${p.city}.`,
      `Hi, my name is ${p.name.split(' ')[0]}, I am ${p.age} and I live in ${p.city}.`,
    ),
  businessQuestions: [
    { key: 'usage', title: 'How and where is oat drink used at home?', description: 'Daily uses, volumes and the moments where dairy milk still wins.' },
    { key: 'brand', title: 'What drives brand choice in the oat drink aisle?', description: 'Habit, price, origin and own-label perception.' },
    {
      key: 'barista',
      title: 'Does the new barista variant deliver in coffee?',
      description: 'Taste and foam verdict after an in-home trial, and the improvements shoppers ask for.',
    },
  ],
  segmentGroup: 'Swedish oat drink buyers',
  segments: [
    {
      key: 'under-40',
      title: 'Under 40',
      description: 'Regular oat drink buyers aged 20 to 39.',
      recruitment: {
        method: 'SHAREABLE_LINK',
        requiredInterviews: 4,
        ageRange: { min: 20, max: 39 },
        countries: ['SE'],
        genders: ['Women', 'Men'],
        devices: ['MOBILE'],
        customCriteria: 'Buys oat drink at least twice a month.',
      },
    },
    {
      key: '40-plus',
      title: '40 and over',
      description: 'Regular oat drink buyers aged 40 to 75.',
      recruitment: {
        method: 'SPECIALIST',
        requiredInterviews: 3,
        ageRange: { min: 40, max: 75 },
        countries: ['SE'],
        genders: ['Women', 'Men'],
        devices: ['BOTH'],
        customCriteria: 'Buys oat drink at least twice a month; received a barista sample by post.',
      },
    },
  ],
  tasks: [
    {
      key: 'intro',
      type: 'TEXT_ONLY',
      businessQuestion: 'usage',
      text: l(
        'Berätta lite om dig själv och hur du använder havredryck en vanlig dag.',
        'Tell us a little about yourself and how you use oat drink on a normal day.',
      ),
      answers: [
        {
          lines: [
            l(
              'Jag dricker minst tre koppar kaffe om dagen, och alltid med havredryck.',
              'I drink at least three cups of coffee a day, and always with oat drink.',
            ),
            l('Mjölk slutade jag med för fem år sedan, mest för magens skull.', 'I stopped drinking milk five years ago, mostly for the sake of my stomach.'),
          ],
        },
        {
          lines: [
            l(
              'Vi är en familj på fyra, och havredrycken går åt till gröten varje morgon.',
              'We are a family of four, and the oat drink goes into the porridge every morning.',
            ),
            l('Vi köper nog sex liter i veckan.', 'We probably buy six litres a week.'),
          ],
        },
        {
          lines: [
            l('Jag jobbar hemifrån, så det blir mycket latte vid köksbordet.', 'I work from home, so it is a lot of lattes at the kitchen table.'),
            l('Havredrycken är det enda jag alltid har i kylen.', 'Oat drink is the only thing I always have in the fridge.'),
          ],
        },
        {
          lines: [
            l(
              'Jag är pensionär och bakar mycket, och där har havredrycken ersatt mjölken helt.',
              'I am retired and bake a lot, and there oat drink has completely replaced milk.',
            ),
            l('Barnbarnen märker ingen skillnad på bullarna.', 'The grandchildren do not notice any difference in the buns.'),
          ],
        },
        {
          lines: [
            l(
              'Jag tränar på morgonen och gör en smoothie med havredryck, banan och frysta bär.',
              'I train in the morning and make a smoothie with oat drink, banana and frozen berries.',
            ),
            l(
              'Sedan blir det kaffe på jobbet, och där är det tyvärr ofta vanlig mjölk.',
              'Then I have coffee at work, and there it is unfortunately often regular milk.',
            ),
          ],
        },
        {
          lines: [
            l(
              'Jag är lärare och har två tonåringar hemma som dricker havredryck direkt ur paketet.',
              'I am a teacher and have two teenagers at home who drink oat drink straight from the carton.',
            ),
            l(
              'Själv använder jag den mest i morgonkaffet och till pannkakorna på helgerna.',
              'I mostly use it myself in my morning coffee and for the pancakes at weekends.',
            ),
          ],
        },
        {
          lines: [
            l(
              'Jag bor ensam och cyklar till jobbet, så frukosten är dagens viktigaste mål för mig.',
              'I live alone and cycle to work, so breakfast is the most important meal of the day for me.',
            ),
            l(
              'Det blir havregrynsgröt med havredryck och lingon nästan varje dag, året runt.',
              'It is oat porridge with oat drink and lingonberries almost every day, all year round.',
            ),
          ],
        },
      ],
    },
    {
      key: 'brand',
      type: 'RADIO',
      businessQuestion: 'brand',
      text: l('Vilket märke av havredryck köper du oftast?', 'Which brand of oat drink do you buy most often?'),
      options: [
        l('Det stora kända märket', 'The big well-known brand'),
        l('Butikens eget märke', 'The store’s own brand'),
        l('Ett lokalt eller ekologiskt märke', 'A local or organic brand'),
        l('Det som är billigast för dagen', 'Whatever is cheapest that day'),
      ],
      answers: [
        {
          choice: 0,
          lines: [
            l('Det stora kända märket, nästan alltid.', 'The big well-known brand, almost always.'),
            l('Jag vet vad jag får, och barista-varianten skummar bäst.', 'I know what I am getting, and the barista version foams best.'),
          ],
        },
        {
          choice: 1,
          lines: [
            l('Butikens eget märke.', 'The store’s own brand.'),
            l(
              'Jag har gjort blindtest hemma, och ärligt talat smakar de nästan likadant.',
              'I have done blind tests at home, and honestly they taste almost the same.',
            ),
          ],
        },
        {
          choice: 3,
          lines: [
            l('Det som är billigast för dagen.', 'Whatever is cheapest that day.'),
            l('Det går åt så mycket hemma hos oss att priset avgör.', 'We get through so much at home that price decides.'),
          ],
        },
        {
          choice: 2,
          lines: [
            l('Jag köper helst ett lokalt, ekologiskt märke från Skåne.', 'I prefer to buy a local, organic brand from Skåne.'),
            l('Det kostar lite mer, men jag vill stödja odlarna här.', 'It costs a bit more, but I want to support the farmers here.'),
          ],
        },
        {
          choice: 0,
          lines: [
            l('Jag köper det kända märket, mest av vana faktiskt.', 'I buy the well-known brand, mostly out of habit actually.'),
            l('Förpackningen känns trygg och jag hittar den direkt i hyllan.', 'The packaging feels reassuring and I find it straight away on the shelf.'),
          ],
        },
        {
          choice: 1,
          lines: [
            l('Oftast butikens eget märke.', 'Usually the store’s own brand.'),
            l(
              'Jag tycker att skillnaden i pris är större än skillnaden i smak, så valet är ganska enkelt.',
              'I think the difference in price is bigger than the difference in taste, so the choice is pretty easy.',
            ),
          ],
        },
        {
          choice: 3,
          lines: [
            l(
              'Jag tar det som är billigast för dagen, och gärna flera paket när det är extrapris.',
              'I take whatever is cheapest that day, and preferably several cartons when there is a special offer.',
            ),
            l('Vi har alltid ett litet lager i skafferiet.', 'We always keep a small stock in the pantry.'),
          ],
        },
      ],
    },
    {
      key: 'uses',
      type: 'CHECKBOX',
      businessQuestion: 'usage',
      text: l('Vad använder du havredryck till? Välj alla som stämmer.', 'What do you use oat drink for? Select all that apply.'),
      options: [
        l('I kaffe', 'In coffee'),
        l('Till gröt eller flingor', 'With porridge or cereal'),
        l('I matlagning', 'In cooking'),
        l('I bakning', 'In baking'),
        l('Som dryck', 'As a drink'),
        l('I smoothies', 'In smoothies'),
      ],
      answers: [
        {
          choices: [0, 4],
          lines: [
            l(
              'I kaffet såklart, och ibland dricker jag ett glas kall havredryck till lunch.',
              'In coffee of course, and sometimes I drink a glass of cold oat drink with lunch.',
            ),
            l('Det är ungefär allt.', 'That is about it.'),
          ],
        },
        {
          choices: [1, 3],
          lines: [
            l('Till gröten och flingorna varje morgon, och i bakningen på helgerna.', 'For the porridge and cereal every morning, and in baking at weekends.'),
            l('Kanelbullar med havredryck blir faktiskt saftigare.', 'Cinnamon buns made with oat drink actually turn out moister.'),
          ],
        },
        {
          choices: [0, 1, 2],
          lines: [
            l('Kaffe, gröt och matlagning.', 'Coffee, porridge and cooking.'),
            l(
              'Jag gör till exempel pannkakor och vit sås med havredryck, och ingen har klagat.',
              'For example, I make pancakes and white sauce with oat drink, and nobody has complained.',
            ),
          ],
        },
        {
          choices: [1, 5],
          lines: [
            l('Mest i smoothies och till müslin.', 'Mostly in smoothies and with muesli.'),
            l('I kaffe tycker jag inte om den, den gör kaffet för sött.', 'I do not like it in coffee, it makes the coffee too sweet.'),
          ],
        },
        {
          choices: [0, 2, 3],
          lines: [
            l('I kaffe, i matlagning och i bakning.', 'In coffee, in cooking and in baking.'),
            l('Den enda gången jag köper vanlig mjölk är när jag gör ostkaka.', 'The only time I buy regular milk is when I make Swedish cheesecake.'),
          ],
        },
        {
          choices: [0, 1, 5],
          lines: [
            l('Kaffe, gröt och smoothies, i den ordningen.', 'Coffee, porridge and smoothies, in that order.'),
            l('På sommaren blir det fler smoothies och på vintern mer gröt.', 'In summer it is more smoothies and in winter more porridge.'),
          ],
        },
        {
          choices: [2, 3],
          lines: [
            l('Nästan bara i matlagning och bakning, faktiskt.', 'Almost only in cooking and baking, actually.'),
            l(
              'Jag gör lasagne, gratänger och sockerkaka med havredryck, men kaffet dricker jag svart.',
              'I make lasagne, gratins and sponge cake with oat drink, but I drink my coffee black.',
            ),
          ],
        },
      ],
    },
    {
      key: 'barista',
      type: 'SCORING',
      businessQuestion: 'barista',
      text: l(
        'Prova vår nya barista-havredryck i ditt kaffe. Hur nöjd är du med smaken, på en skala från 1 till 7?',
        'Try our new barista oat drink in your coffee. How satisfied are you with the taste, on a scale from 1 to 7?',
      ),
      scalePoints: 7,
      scaleLabels: [l('Inte alls nöjd', 'Not at all satisfied'), l('Mycket nöjd', 'Very satisfied')],
      answers: [
        {
          score: 6,
          lines: [
            l('Jag ger den en sexa.', 'I give it a six.'),
            l('Den skummar fint och har ingen eftersmak av havre, vilket jag gillar.', 'It foams nicely and has no oaty aftertaste, which I like.'),
          ],
        },
        {
          score: 5,
          lines: [
            l('En femma.', 'A five.'),
            l('Den är god, men lite för söt för mig i en stark espresso.', 'It is good, but a bit too sweet for me in a strong espresso.'),
          ],
        },
        {
          score: 7,
          lines: [
            l('Faktiskt en sjua, det här är bättre än den jag köper i dag.', 'Actually a seven, this is better than the one I buy today.'),
            l('Skummet håller sig länge, nästan som på ett kafé.', 'The foam holds for a long time, almost like in a café.'),
          ],
        },
        {
          score: 4,
          lines: [
            l('Fyra, den är okej men inget speciellt.', 'Four, it is okay but nothing special.'),
            l('Den flockar sig lite när kaffet är väldigt varmt.', 'It curdles a little when the coffee is very hot.'),
          ],
        },
        {
          score: 6,
          lines: [
            l('Sex av sju.', 'Six out of seven.'),
            l(
              'Den är krämig och neutral, och den passar bra i både latte och cappuccino.',
              'It is creamy and neutral, and it works well in both lattes and cappuccinos.',
            ),
          ],
        },
        {
          score: 5,
          lines: [
            l('Jag landar på en femma.', 'I end up at a five.'),
            l(
              'Smaken är bra, men skummet sjönk ihop ganska fort i min cappuccino.',
              'The taste is good, but the foam collapsed quite quickly in my cappuccino.',
            ),
          ],
        },
        {
          score: 3,
          lines: [
            l('En trea, tyvärr.', 'A three, unfortunately.'),
            l(
              'Den flockade sig direkt i mitt bryggkaffe, och dessutom tyckte jag att den var för söt.',
              'It curdled straight away in my filter coffee, and I also thought it was too sweet.',
            ),
          ],
        },
      ],
    },
    {
      key: 'change',
      type: 'FREE_TEXT',
      businessQuestion: 'brand',
      text: l('Om du kunde ändra en sak med havredryck i dag, vad skulle det vara?', 'If you could change one thing about oat drink today, what would it be?'),
      answers: [
        {
          lines: [
            l(
              'Jag skulle vilja ha mindre förpackningar, för en liter hinner bli sur innan jag har använt upp den.',
              'I would like smaller packs, because a litre goes sour before I have used it up.',
            ),
            l('Kanske en halvliter för oss som bor ensamma.', 'Maybe half a litre for those of us who live alone.'),
          ],
        },
        {
          lines: [
            l('Priset, helt klart.', 'The price, definitely.'),
            l(
              'Det är fortfarande dyrare än vanlig mjölk, och det känns orättvist när det är svensk havre.',
              'It is still more expensive than regular milk, and that feels unfair when it is Swedish oats.',
            ),
          ],
        },
        {
          lines: [
            l(
              'Jag vill ha en kortare ingredienslista, utan tillsatta oljor och stabilisatorer.',
              'I want a shorter ingredient list, without added oils and stabilisers.',
            ),
            l(
              'Jag läser alltid innehållet, och det är för mycket som jag inte känner igen.',
              'I always read the ingredients, and there is too much that I do not recognise.',
            ),
          ],
        },
        {
          lines: [
            l('Fler kaféer borde ha havredryck utan extra kostnad.', 'More cafés should offer oat drink at no extra cost.'),
            l(
              'Det är konstigt att man betalar fem kronor extra för att välja det mer hållbara alternativet.',
              'It is strange that you pay five kronor extra to choose the more sustainable option.',
            ),
          ],
        },
        {
          lines: [
            l(
              'Förpackningen borde vara lättare att återvinna, med mindre plast i korken.',
              'The packaging should be easier to recycle, with less plastic in the cap.',
            ),
            l('Och gärna ett påfyllningssystem i butiken.', 'And ideally a refill system in the shop.'),
          ],
        },
        {
          lines: [
            l(
              'Jag skulle vilja ha fler varianter utan socker, till exempel en osötad barista-havredryck.',
              'I would like more versions without sugar, for example an unsweetened barista oat drink.',
            ),
            l('Nästan allt som skummar bra är sött, och det stör mig i kaffet.', 'Almost everything that foams well is sweet, and that bothers me in coffee.'),
          ],
        },
        {
          lines: [
            l(
              'Jag vill att den ska fungera i te också, för nu skär den sig nästan alltid i mitt svarta te.',
              'I want it to work in tea too, because right now it almost always curdles in my black tea.',
            ),
            l(
              'Där är vanlig mjölk fortfarande det enda som funkar, och det irriterar mig.',
              'In tea, regular milk is still the only thing that works, and that annoys me.',
            ),
          ],
        },
      ],
    },
  ],
  stimuli: [
    { kind: 'FILE', title: 'Barista oat drink: pack front', fileName: 'barista-pack-front.jpg', colors: ['#f9a825', '#4e342e'] },
    { kind: 'LINK', title: 'Barista sample instructions', link: 'https://acme-foods.example/samples/barista-oat-drink' },
  ],
  tags: ['oat drink', 'dairy alternatives', 'coffee', 'Sweden'],
  categories: ['Food & beverage', 'Product testing'],
  participants: [
    { name: 'Anna Lindqvist', age: 36, country: 'SE', city: 'Stockholm', gender: 'Women', segment: 'under-40' },
    { name: 'Karin Svensson', age: 44, country: 'SE', city: 'Malmö', gender: 'Women', segment: '40-plus' },
    { name: 'Erik Johansson', age: 29, country: 'SE', city: 'Göteborg', gender: 'Men', segment: 'under-40' },
    { name: 'Lars Eriksson', age: 67, country: 'SE', city: 'Västerås', gender: 'Men', segment: '40-plus' },
    { name: 'Elin Berg', age: 25, country: 'SE', city: 'Lund', gender: 'Women', segment: 'under-40' },
    { name: 'Oskar Nilsson', age: 51, country: 'SE', city: 'Uppsala', gender: 'Men', segment: '40-plus' },
    { name: 'Maja Holm', age: 33, country: 'SE', city: 'Umeå', gender: 'Women', segment: 'under-40' },
  ],
  keyTakeaways: {
    title: 'Key takeaways',
    paragraphs: [
      'Oat drink is a staple, not a treat: coffee, morning porridge and baking are the anchor uses, with cooking close behind.',
      'Brand choice splits between habit (the well-known brand) and price (own label or the cheapest pack); local and organic is a small but loyal niche.',
      'The barista sample is received well in coffee: it foams and tastes neutral. Sweetness in strong espresso and curdling in very hot coffee are the two watch-outs.',
      'Asked for one change, shoppers ask for a lower price, smaller packs, shorter ingredient lists and easier recycling.',
    ],
  },
  insights: [
    {
      key: 'anchor-uses',
      businessQuestion: 'usage',
      title: 'Coffee, porridge and baking anchor daily use',
      lead: 'Oat drink goes into coffee, porridge and baking first; cooking, smoothies and a cold glass extend the volume.',
      content: ['Households with children get through several litres a week, mostly at breakfast.'],
      chartTask: 'uses',
      quoteTasks: ['intro', 'uses'],
    },
    {
      key: 'habit-or-price',
      businessQuestion: 'brand',
      title: 'Habit or price decides the brand',
      lead: 'The well-known brand wins on habit and foam; own label and the cheapest pack win on price.',
      content: ['Several participants say they cannot taste a difference in a blind test, which makes price the tie-breaker.'],
      chartTask: 'brand',
      quoteTasks: ['brand', 'change'],
    },
    {
      key: 'barista-verdict',
      businessQuestion: 'barista',
      title: 'The barista sample holds up in coffee',
      lead: 'The new barista variant scores well for taste; foam and neutrality are praised.',
      content: ['Sweetness in strong espresso and some curdling in very hot coffee are the points to fix before launch.'],
      chartTask: 'barista',
      quoteTasks: ['barista'],
    },
  ],
  analysis: {
    title: 'Oat drink at home in Sweden: analysis',
    lead: 'A barista variant can earn a place next to the market leader if it is priced close to own label and sold in a smaller pack as well.',
    paragraphs: [
      'Reduce sweetness slightly and test stability at 70 °C before launch.',
      'Offer a half-litre pack for single households alongside the litre pack.',
      'Use a short ingredient list and a recyclable cap as on-pack reasons to switch.',
    ],
  },
};
