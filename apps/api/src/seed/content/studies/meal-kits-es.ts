/** Demo study (Spanish): meal-kit subscriptions in Spain, for Acme Foods. */
import { line as l, type DemoStudy } from '../types';

/** Completed Spanish study on weekday meal planning, meal-kit barriers and a Mediterranean kit offer. */
export const mealKitsEs: DemoStudy = {
  key: 'meal-kits-es',
  client: 'acme',
  project: 'acme-convenience',
  language: 'es',
  status: 'COMPLETED',
  createdDaysAgo: 45,
  completedDaysAgo: 19,
  title: 'Meal-kit subscriptions in Spain',
  purpose:
    'Find out how Spanish households plan weekday dinners, what keeps them from subscribing to a meal kit, and whether a Mediterranean kit with a first-week discount would convert.',
  brief:
    'Acme Foods is considering a Mediterranean meal-kit subscription for Spain. Meal kits have grown more slowly in Spain than in Northern Europe. We want to understand weekday dinner routines, past experiences with meal kits, the barriers to subscribing and the appeal of a 50% first-week offer.',
  audience: 'PRIVATE_CUSTOMERS',
  coverColors: ['#d84315', '#ffe0b2'],
  template: 'market-exploration',
  introduce: (p) =>
    l(
      `Hola, me llamo ${p.name.split(' ')[0]}, tengo ${p.age} años y vivo en ${p.city}.`,
      `Hello, my name is ${p.name.split(' ')[0]}, I am ${p.age} years old and I live in ${p.city}.`,
    ),
  businessQuestions: [
    { key: 'routines', title: 'How do Spanish households plan weekday meals?', description: 'Who cooks, when, and how much is planned ahead.' },
    {
      key: 'barriers',
      title: 'What stops people from subscribing to a meal kit?',
      description: 'Past experiences, cancellations and the barriers named most often.',
    },
    {
      key: 'offer',
      title: 'Would a Mediterranean kit with an introductory discount convert?',
      description: 'Likelihood to try at 50% off the first week, and what the ideal weekday dinner looks like.',
    },
  ],
  segmentGroup: 'Spanish households',
  segments: [
    {
      key: 'working',
      title: 'Working singles and couples',
      description: 'Households without children where everyone works outside the home.',
      recruitment: {
        method: 'SHAREABLE_LINK',
        requiredInterviews: 4,
        ageRange: { min: 22, max: 45 },
        countries: ['ES'],
        genders: ['Women', 'Men'],
        devices: ['MOBILE'],
        customCriteria: 'Orders food delivery at least twice a month.',
      },
    },
    {
      key: 'families-seniors',
      title: 'Families and seniors',
      description: 'Households with children, or retired couples, who cook most evenings.',
      recruitment: {
        method: 'SPECIALIST',
        requiredInterviews: 3,
        ageRange: { min: 35, max: 75 },
        countries: ['ES'],
        genders: ['Women', 'Men'],
        devices: ['BOTH'],
        customCriteria: 'Main person responsible for grocery shopping in the household.',
      },
    },
  ],
  tasks: [
    {
      key: 'intro',
      type: 'TEXT_ONLY',
      businessQuestion: 'routines',
      text: l(
        'Preséntate y cuéntanos cómo organizas las comidas en casa durante la semana.',
        'Introduce yourself and tell us how you organise meals at home during the week.',
      ),
      answers: [
        {
          lines: [
            l(
              'Trabajo en una oficina en el centro y mi pareja también, así que entre semana cocinamos poco.',
              'I work in an office in the centre and so does my partner, so we cook little during the week.',
            ),
            l('Solemos pedir comida a domicilio dos o tres veces por semana.', 'We usually order food delivery two or three times a week.'),
          ],
        },
        {
          lines: [
            l('Tengo tres hijos adolescentes, y la cena en casa es sagrada.', 'I have three teenage children, and dinner at home is sacred.'),
            l(
              'El domingo hago la compra grande y preparo varios táperes para la semana.',
              'On Sunday I do the big shop and prepare several containers of food for the week.',
            ),
          ],
        },
        {
          lines: [
            l(
              'Vivo en un piso compartido con dos amigos y cada uno cocina lo suyo.',
              'I live in a shared flat with two friends and each of us cooks our own food.',
            ),
            l('Yo improviso mucho, casi siempre pasta o algo a la plancha.', 'I improvise a lot, almost always pasta or something grilled.'),
          ],
        },
        {
          lines: [
            l(
              'Mi pareja y yo ya estamos jubilados, así que tenemos tiempo para ir al mercado cada mañana.',
              'My partner and I are already retired, so we have time to go to the market every morning.',
            ),
            l(
              'Cocinamos comida de toda la vida: lentejas, pescado y verduras de temporada.',
              'We cook traditional food: lentils, fish and seasonal vegetables.',
            ),
          ],
        },
        {
          lines: [
            l('Trabajo en un hospital con turnos de noche, y mis horarios son un caos.', 'I work at a hospital on night shifts, and my schedule is chaos.'),
            l('Muchas veces ceno a las cuatro de la tarde o a medianoche.', 'I often have dinner at four in the afternoon or at midnight.'),
          ],
        },
        {
          lines: [
            l(
              'Soy comercial y paso media semana de viaje, así que en casa casi nunca hay nada en la nevera.',
              'I am a sales rep and spend half the week travelling, so at home there is hardly ever anything in the fridge.',
            ),
            l(
              'Cuando vuelvo, mi pareja y yo solemos pedir algo a domicilio o cenar fuera.',
              'When I get back, my partner and I usually order delivery or eat out.',
            ),
          ],
        },
        {
          lines: [
            l('Tengo dos hijos pequeños y trabajo por las mañanas en una farmacia.', 'I have two young children and work mornings at a pharmacy.'),
            l(
              'Por las tardes, entre deberes y actividades extraescolares, muchas veces no decido qué cenamos hasta las ocho menos cuarto.',
              'In the afternoons, between homework and after-school activities, I often do not decide what we are having for dinner until a quarter to eight.',
            ),
          ],
        },
      ],
    },
    {
      key: 'tried',
      type: 'RADIO',
      businessQuestion: 'barriers',
      text: l('¿Has probado alguna vez una suscripción de kits de comida?', 'Have you ever tried a meal-kit subscription?'),
      options: [
        l('Sí, tengo una suscripción ahora', 'Yes, I have a subscription now'),
        l('Sí, pero la cancelé', 'Yes, but I cancelled it'),
        l('No, pero me lo he planteado', 'No, but I have considered it'),
        l('No, nunca', 'No, never'),
      ],
      answers: [
        {
          choice: 0,
          lines: [
            l(
              'Sí, ahora mismo tengo una suscripción y recibo una caja cada dos semanas.',
              'Yes, right now I have a subscription and get a box every two weeks.',
            ),
            l(
              'Me ahorra pensar qué vamos a cenar, que es lo más agotador.',
              'It saves me thinking about what we are having for dinner, which is the most exhausting part.',
            ),
          ],
        },
        {
          choice: 1,
          lines: [
            l('Sí, la probé durante tres meses, pero la cancelé.', 'Yes, I tried it for three months, but I cancelled it.'),
            l(
              'Al final salía caro y se me acumulaban las cajas cuando no estaba en casa.',
              'In the end it was expensive and the boxes piled up when I was not at home.',
            ),
          ],
        },
        {
          choice: 2,
          lines: [
            l('No, pero me lo he planteado varias veces.', 'No, but I have considered it several times.'),
            l('Siempre veo los anuncios con descuento y al final no me decido.', 'I always see the discount ads and in the end I cannot make up my mind.'),
          ],
        },
        {
          choice: 3,
          lines: [
            l('No, nunca.', 'No, never.'),
            l('Me gusta elegir en persona el pescado y la verdura.', 'I like choosing the fish and vegetables in person.'),
          ],
        },
        {
          choice: 1,
          lines: [
            l('Sí, una vez, con una oferta de la primera caja gratis.', 'Yes, once, with a free first box offer.'),
            l('Cancelé en cuanto empezaron a cobrarme el precio completo.', 'I cancelled as soon as they started charging me full price.'),
          ],
        },
        {
          choice: 1,
          lines: [
            l('Sí, tuve una durante casi un año, pero la cancelé el verano pasado.', 'Yes, I had one for almost a year, but I cancelled it last summer.'),
            l('Subieron el precio dos veces y dejó de compensarme.', 'They raised the price twice and it stopped being worth it for me.'),
          ],
        },
        {
          choice: 2,
          lines: [
            l(
              'Todavía no, pero me lo he planteado, sobre todo para las semanas con más trabajo.',
              'Not yet, but I have considered it, especially for the busiest weeks at work.',
            ),
            l('Lo que me frena es tener que atarme a una suscripción.', 'What holds me back is having to tie myself to a subscription.'),
          ],
        },
      ],
    },
    {
      key: 'barriers',
      type: 'CHECKBOX',
      businessQuestion: 'barriers',
      text: l(
        '¿Qué te frena, o te ha frenado, a la hora de suscribirte? Elige todas las que correspondan.',
        'What holds you back, or has held you back, from subscribing? Choose all that apply.',
      ),
      options: [
        l('El precio', 'The price'),
        l('Demasiado envase', 'Too much packaging'),
        l('Poca flexibilidad', 'Little flexibility'),
        l('Raciones pequeñas', 'Small portions'),
        l('Recetas poco variadas', 'Not enough variety in the recipes'),
        l('Prefiero comprar en el mercado', 'I prefer shopping at the market'),
      ],
      answers: [
        {
          choices: [0, 2],
          lines: [
            l('El precio y la poca flexibilidad.', 'The price and the lack of flexibility.'),
            l(
              'Si una semana no me viene bien, quiero poder saltarla con un clic, sin llamar a nadie.',
              'If a week does not suit me, I want to be able to skip it with one click, without calling anyone.',
            ),
          ],
        },
        {
          choices: [1, 3],
          lines: [
            l('Sobre todo el envase, llega todo envuelto en plástico.', 'Above all the packaging, everything arrives wrapped in plastic.'),
            l('Y las raciones son pequeñas para una familia como la mía.', 'And the portions are small for a family like mine.'),
          ],
        },
        {
          choices: [0, 4],
          lines: [
            l(
              'Las recetas se repiten mucho, y para lo que cuesta esperaba más variedad.',
              'The recipes repeat a lot, and for what it costs I expected more variety.',
            ),
            l('Al tercer mes ya no me hacía ilusión abrir la caja.', 'By the third month I was no longer excited to open the box.'),
          ],
        },
        {
          choices: [5],
          lines: [
            l('Prefiero el mercado, sin duda.', 'I prefer the market, without a doubt.'),
            l('Conozco al frutero desde hace veinte años y me guarda lo mejor.', 'I have known the greengrocer for twenty years and he saves the best for me.'),
          ],
        },
        {
          choices: [0, 1, 2],
          lines: [
            l('El precio, el plástico y que no puedo elegir el día de entrega.', 'The price, the plastic and that I cannot choose the delivery day.'),
            l(
              'Si la caja llega cuando estoy durmiendo, se queda en la portería.',
              'If the box arrives while I am sleeping, it stays with the building’s concierge.',
            ),
          ],
        },
        {
          choices: [0, 3],
          lines: [
            l('El precio y las raciones.', 'The price and the portions.'),
            l(
              'Una caja para cuatro personas cuesta casi lo mismo que la compra de toda la semana, y aun así nos quedamos con hambre.',
              'A box for four people costs almost as much as the whole week’s shopping, and even so we are still hungry afterwards.',
            ),
          ],
        },
        {
          choices: [1, 2],
          lines: [
            l(
              'Me molesta la cantidad de envases: cada ingrediente viene en su bolsita de plástico.',
              'The amount of packaging bothers me: every ingredient comes in its own little plastic bag.',
            ),
            l('Y que tengas que estar en casa justo el día que deciden ellos.', 'And that you have to be at home on exactly the day they decide.'),
          ],
        },
      ],
    },
    {
      key: 'likelihood',
      type: 'SCORING',
      businessQuestion: 'offer',
      text: l(
        'Del 1 al 10, ¿qué probabilidad hay de que pruebes nuestro kit de cocina mediterránea con un cincuenta por ciento de descuento la primera semana?',
        'From 1 to 10, how likely are you to try our Mediterranean cooking kit with fifty percent off the first week?',
      ),
      scalePoints: 10,
      scaleLabels: [l('Nada probable', 'Not at all likely'), l('Muy probable', 'Very likely')],
      answers: [
        {
          score: 8,
          lines: [
            l('Un ocho.', 'An eight.'),
            l('Con la mitad de precio la primera semana no tengo nada que perder.', 'At half price for the first week I have nothing to lose.'),
          ],
        },
        {
          score: 5,
          lines: [
            l('Un cinco, depende mucho de las recetas.', 'A five, it depends a lot on the recipes.'),
            l('Si es paella de verdad y no arroz con cosas, me lo pensaría.', 'If it is real paella and not rice with random stuff, I would think about it.'),
          ],
        },
        {
          score: 3,
          lines: [
            l('Un tres, la verdad.', 'A three, to be honest.'),
            l('Los descuentos de la primera semana me parecen una trampa para engancharte.', 'First-week discounts seem to me like a trap to hook you.'),
          ],
        },
        {
          score: 9,
          lines: [
            l('Un nueve.', 'A nine.'),
            l(
              'La cocina mediterránea es justo lo que comemos en casa, y me ahorraría la compra del miércoles.',
              'Mediterranean cooking is exactly what we eat at home, and it would save me the Wednesday shop.',
            ),
          ],
        },
        {
          score: 7,
          lines: [
            l('Diría un siete.', 'I would say a seven.'),
            l(
              'Lo probaría, pero solo si puedo cancelar desde la aplicación sin complicaciones.',
              'I would try it, but only if I can cancel from the app without any hassle.',
            ),
          ],
        },
        {
          score: 6,
          lines: [
            l('Un seis.', 'A six.'),
            l(
              'El descuento me anima, pero antes quiero ver las recetas y saber de dónde viene el pescado.',
              'The discount tempts me, but first I want to see the recipes and know where the fish comes from.',
            ),
          ],
        },
        {
          score: 4,
          lines: [
            l('Un cuatro, más o menos.', 'About a four.'),
            l(
              'Me gusta cocinar a mi manera, y una receta con los gramos contados me quita la gracia.',
              'I like cooking my own way, and a recipe with every gram measured out takes the fun out of it.',
            ),
          ],
        },
      ],
    },
    {
      key: 'ideal-dinner',
      type: 'FREE_TEXT',
      businessQuestion: 'offer',
      text: l('Describe tu cena ideal de un martes por la noche.', 'Describe your ideal Tuesday evening dinner.'),
      answers: [
        {
          lines: [
            l('Algo rápido pero casero, como una tortilla de patatas con ensalada.', 'Something quick but homemade, like a Spanish omelette with salad.'),
            l('Que esté listo en veinte minutos y que no ensucie toda la cocina.', 'Ready in twenty minutes and without making a mess of the whole kitchen.'),
          ],
        },
        {
          lines: [
            l('Una crema de verduras y pescado al horno, todos juntos en la mesa.', 'A vegetable soup and baked fish, all of us together at the table.'),
            l('Sin móviles, eso es lo más importante.', 'No phones, that is the most important thing.'),
          ],
        },
        {
          lines: [
            l('Unas tapas sencillas: pan con tomate, jamón y un poco de queso.', 'Some simple tapas: bread with tomato, ham and a bit of cheese.'),
            l('Los martes no quiero cocinar, quiero picar algo y descansar.', 'On Tuesdays I do not want to cook, I want to nibble something and rest.'),
          ],
        },
        {
          lines: [
            l('Un plato de legumbres como el de mi abuela, pero en la mitad de tiempo.', 'A dish of pulses like my grandmother’s, but in half the time.'),
            l('Si un kit me enseña a hacerlo en olla rápida, lo compro.', 'If a kit teaches me to make it in a pressure cooker, I will buy it.'),
          ],
        },
        {
          lines: [
            l('Algo ligero y sano, porque muchas veces ceno muy tarde.', 'Something light and healthy, because I often have dinner very late.'),
            l('Un salteado de verduras con pollo y arroz integral sería perfecto.', 'A vegetable stir-fry with chicken and brown rice would be perfect.'),
          ],
        },
        {
          lines: [
            l(
              'Un arroz caldoso con verduras, de esos que se hacen en media hora y dan para todos.',
              'A brothy rice with vegetables, the kind that is ready in half an hour and goes round everyone.',
            ),
            l('Y de postre, fruta, que entre semana no hay tiempo para más.', 'And fruit for dessert, because on weekdays there is no time for more.'),
          ],
        },
        {
          lines: [
            l('Una ensalada completa con garbanzos, atún y huevo, y un buen pan.', 'A hearty salad with chickpeas, tuna and egg, and some good bread.'),
            l(
              'Con el calor que hace buena parte del año, no me apetece nada encender el horno.',
              'With the heat we have for much of the year, I really do not feel like turning on the oven.',
            ),
          ],
        },
      ],
    },
  ],
  stimuli: [
    { kind: 'LINK', title: 'Mediterranean kit landing page (prototype)', link: 'https://acme-foods.example/es/kit-mediterraneo' },
    { kind: 'FILE', title: 'Week 1 menu card', fileName: 'menu-semana-1.jpg', colors: ['#ef6c00', '#fff8e1'] },
  ],
  tags: ['meal kits', 'subscriptions', 'pricing', 'Spain'],
  categories: ['Food & beverage', 'Market exploration'],
  participants: [
    { name: 'Lucía García', age: 31, country: 'ES', city: 'Madrid', gender: 'Women', segment: 'working' },
    { name: 'Carmen Rodríguez', age: 46, country: 'ES', city: 'Sevilla', gender: 'Women', segment: 'families-seniors' },
    { name: 'Pablo Martínez', age: 24, country: 'ES', city: 'Valencia', gender: 'Men', segment: 'working' },
    { name: 'Antonio López', age: 68, country: 'ES', city: 'Bilbao', gender: 'Men', segment: 'families-seniors' },
    { name: 'Marta Sánchez', age: 35, country: 'ES', city: 'Zaragoza', gender: 'Women', segment: 'working' },
    { name: 'Javier Fernández', age: 38, country: 'ES', city: 'Barcelona', gender: 'Men', segment: 'working' },
    { name: 'Elena Gómez', age: 43, country: 'ES', city: 'Málaga', gender: 'Women', segment: 'families-seniors' },
  ],
  keyTakeaways: {
    title: 'Key takeaways',
    paragraphs: [
      'Weekday dinners are either improvised (working singles and couples, often delivery) or planned around a big Sunday shop (families). The market remains a strong habit for seniors.',
      'Meal kits are known and many have tried one, but cancellations after the introductory offer are common: price, rigid delivery and plastic packaging are the barriers named most.',
      'A Mediterranean kit meets real interest when it feels home-made and authentic; trust depends on cancelling easily from the app.',
    ],
  },
  insights: [
    {
      key: 'tried-and-cancelled',
      businessQuestion: 'barriers',
      title: 'Tried once, cancelled after the offer',
      lead: 'Many participants have tried a meal kit; cancelling when full price starts is a common story.',
      content: ['The first box is easy to sell; the third month is where subscriptions are lost.'],
      chartTask: 'tried',
      quoteTasks: ['tried'],
    },
    {
      key: 'price-flex-plastic',
      businessQuestion: 'barriers',
      title: 'Price, flexibility and plastic hold people back',
      lead: 'The barriers named most are price, rigid delivery and too much packaging; families add small portions.',
      content: ['Skipping a week with one click and choosing the delivery day would remove two of the main frustrations.'],
      chartTask: 'barriers',
      quoteTasks: ['barriers'],
    },
    {
      key: 'offer-appeal',
      businessQuestion: 'offer',
      title: 'A Mediterranean kit appeals if it feels home-made',
      lead: 'Likelihood to try at 50% off the first week is mixed to positive; authenticity and easy cancellation decide.',
      content: ['The ideal Tuesday dinner is quick, home-made and light: tortilla, baked fish, pulses or simple tapas.'],
      chartTask: 'likelihood',
      quoteTasks: ['likelihood', 'ideal-dinner'],
    },
    {
      key: 'two-routines',
      businessQuestion: 'routines',
      title: 'Two weekday routines: improvise or batch-cook',
      lead: 'Working households improvise or order in; families batch-cook on Sunday; seniors shop at the market daily.',
      content: ['Shift workers need delivery windows that fit irregular hours.'],
      chartTask: null,
      quoteTasks: ['intro'],
    },
  ],
  analysis: {
    title: 'Meal-kit subscriptions in Spain: analysis',
    lead: 'A Mediterranean kit can convert trial into habit only if it removes the reasons people cancel.',
    paragraphs: [
      'Offer one-click skip and cancel in the app, and let subscribers pick their delivery day and time window.',
      'Use recyclable packaging and offer a family-size box.',
      'Lead with authentic, home-style recipes (pulses, fish, tortilla) rather than exotic dishes.',
    ],
  },
};
