import { type Scenery, SHARED } from './pictures'
import { type Picture, type Tr, tr } from './types'

export const BRAND = 'Solera'

export interface VenueSeed {
  slug: string
  name: string
  /** The city and country in each language ("Spain" is "España" on a Spanish page, docs/spec.md §1.3). */
  city: Tr
  country: Tr
  timezone: string
  currency: 'EUR' | 'THB'
  /** The postal address, its country in each language. */
  address: Tr
  latitude: number
  longitude: number
  phone: string
  email: string
  kind: 'beach' | 'club' | 'restaurant'
  tagline: Tr
  description: Tr
  hero: Picture
  /** what the venue's gallery pictures show */
  scenery: Scenery
  hasGallery: boolean
  hours: Array<{ day: string; opens?: string; closes?: string; closed?: boolean }>
  socials: Array<{ platform: string; url: string }>
  reservations: boolean
  referencePrefix: string
  menuPicks: number
}

/** An address as the post writes it, its country named in each language. */
const postal = (address: string) =>
  tr(address, address.replace(/, Spain$/, ', España').replace(/, Thailand$/, ', Tailandia'))

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
const daily = (opens: string, closes: string) => DAYS.map((day) => ({ day, opens, closes }))
const clubNights = (nights: string[], opens: string, closes: string) =>
  DAYS.map((day) => (nights.includes(day) ? { day, opens, closes } : { day, closed: true }))
const socials = (handle: string) => [
  { platform: 'instagram', url: `https://instagram.com/${handle}` },
  { platform: 'facebook', url: `https://facebook.com/${handle}` },
  { platform: 'tiktok', url: `https://tiktok.com/@${handle}` },
  { platform: 'soundcloud', url: `https://soundcloud.com/${handle}` },
]

export const VENUES: VenueSeed[] = [
  {
    slug: 'ibiza',
    name: `${BRAND} Ibiza`,
    city: tr('Sant Antoni de Portmany', 'Sant Antoni de Portmany'),
    country: tr('Spain', 'España'),
    timezone: 'Europe/Madrid',
    currency: 'EUR',
    address: postal('Passeig de la Mar 14, 07820 Sant Antoni de Portmany, Illes Balears, Spain'),
    latitude: 38.9836,
    longitude: 1.2991,
    phone: '+34 971 340 000',
    email: 'ibiza@solera.example',
    kind: 'restaurant',
    tagline: tr('Where the sun sets to music since 1999', 'Donde el sol se pone con música desde 1999'),
    description: tr(
      `The original ${BRAND}: a terrace on the rocks of Sant Antoni bay, facing the most famous sunset in the Mediterranean.\n\nOur resident DJs pick the soundtrack from the first drink to the last light, and the kitchen serves Mediterranean dishes made with produce from the island's farms and fishermen. **Book a table online** for dinner on the terrace — seatings every half hour from 19:00.`,
      `El ${BRAND} original: una terraza sobre las rocas de la bahía de Sant Antoni, frente a la puesta de sol más famosa del Mediterráneo.\n\nNuestros DJ residentes eligen la banda sonora desde la primera copa hasta la última luz, y la cocina sirve platos mediterráneos con producto de los payeses y pescadores de la isla. **Reserva tu mesa online** para cenar en la terraza: turnos cada media hora desde las 19:00.`,
    ),
    hero: {
      scene: { kind: 'sunset', landmark: 'island', foreground: 'terrace' },
      alt: tr(
        'The terrace at sunset, guests at the rail and a rocky islet dark against the sky.',
        'La terraza al atardecer, con clientes en la barandilla y un islote rocoso recortado contra el cielo.',
      ),
    },
    scenery: {
      landmark: 'island',
      landmarkPhrase: tr('a rocky islet on the horizon', 'un islote rocoso en el horizonte'),
      parasols: 'fabric',
      night: 'bonfire',
      drink: 'cocktails',
    },
    hasGallery: true,
    hours: daily('17:00', '03:00'),
    socials: socials('solera.ibiza'),
    reservations: true,
    referencePrefix: 'IBZ',
    menuPicks: 5,
  },
  {
    slug: 'malta',
    name: `${BRAND} Malta`,
    city: tr("St Julian's", 'San Julián'),
    country: tr('Malta', 'Malta'),
    timezone: 'Europe/Malta',
    currency: 'EUR',
    address: postal("Spinola Bay Promenade 12, St Julian's STJ 1010, Malta"),
    latitude: 35.9187,
    longitude: 14.4897,
    phone: '+356 2138 0000',
    email: 'malta@solera.example',
    kind: 'beach',
    tagline: tr('An infinity pool above Spinola Bay', 'Una piscina infinita sobre la bahía de Spinola'),
    description: tr(
      `Sun loungers, a pool that spills into the horizon and the limestone of the Maltese coast. ${BRAND} Malta opens from late morning for lunch and lazy afternoons, and turns up the music as the sun goes down.\n\nOn Fridays and Saturdays guest DJs from across Europe play until late.`,
      `Tumbonas, una piscina que se funde con el horizonte y la piedra caliza de la costa maltesa. ${BRAND} Malta abre a media mañana para comer y pasar la tarde, y sube la música cuando cae el sol.\n\nLos viernes y sábados, DJ invitados de toda Europa pinchan hasta tarde.`,
    ),
    hero: SHARED.pool,
    scenery: {
      landmark: 'headland',
      landmarkPhrase: tr(
        'the limestone headland across the bay',
        'el cabo de piedra caliza al otro lado de la bahía',
      ),
      parasols: 'fabric',
      night: 'crowd',
      drink: 'wine',
    },
    hasGallery: true,
    hours: daily('10:00', '01:00'),
    socials: socials('solera.malta'),
    reservations: false,
    referencePrefix: 'MLT',
    menuPicks: 4,
  },
  {
    slug: 'phuket',
    name: `${BRAND} Phuket`,
    city: tr('Kamala', 'Kamala'),
    country: tr('Thailand', 'Tailandia'),
    timezone: 'Asia/Bangkok',
    currency: 'THB',
    address: postal('118/2 Moo 3, Kamala Beach Road, Kathu, Phuket 83150, Thailand'),
    latitude: 7.9519,
    longitude: 98.281,
    phone: '+66 76 385 000',
    email: 'phuket@solera.example',
    kind: 'beach',
    tagline: tr('Andaman sunsets, barefoot on the sand', 'Atardeceres del Andamán, descalzo en la arena'),
    description: tr(
      `Our beach club on Kamala bay mixes Thai hospitality with the sound of the Balearics: a long pool, palm trees, a kitchen that goes from green curry to grilled seafood, and a sunset that turns the Andaman Sea gold.\n\nPrices on the menu are in Thai baht.`,
      `Nuestro beach club en la bahía de Kamala une la hospitalidad tailandesa con el sonido de las Baleares: una piscina larga, palmeras, una cocina que va del curry verde al marisco a la brasa y un atardecer que tiñe de oro el mar de Andamán.\n\nLos precios de la carta están en bahts tailandeses.`,
    ),
    hero: {
      scene: { kind: 'sunset', landmark: 'none', foreground: 'palms' },
      alt: tr(
        'Palm trees silhouetted against the setting sun over the Andaman Sea.',
        'Palmeras a contraluz frente al sol poniente sobre el mar de Andamán.',
      ),
    },
    scenery: {
      landmark: 'headland',
      landmarkPhrase: tr('a wooded headland across the bay', 'un cabo arbolado al otro lado de la bahía'),
      parasols: 'thatch',
      night: 'palms',
      drink: 'cocktails',
    },
    hasGallery: true,
    hours: daily('11:00', '00:00'),
    socials: socials('solera.phuket'),
    reservations: false,
    referencePrefix: 'PHK',
    menuPicks: 4,
  },
  {
    slug: 'meloneras',
    name: `${BRAND} Meloneras`,
    city: tr('Maspalomas', 'Maspalomas'),
    country: tr('Spain', 'España'),
    timezone: 'Atlantic/Canary',
    currency: 'EUR',
    address: postal('Paseo de Meloneras 8, 35100 Maspalomas, Gran Canaria, Spain'),
    latitude: 27.7443,
    longitude: -15.6037,
    phone: '+34 928 140 000',
    email: 'meloneras@solera.example',
    kind: 'beach',
    tagline: tr(
      'Atlantic sunsets next to the Maspalomas lighthouse',
      'Atardeceres atlánticos junto al faro de Maspalomas',
    ),
    description: tr(
      `On the promenade between the dunes and the lighthouse, ${BRAND} Meloneras is a terrace for long afternoons: cocktails, sharing plates and a soundtrack that follows the light.\n\nThe Canary Islands keep the sun all year, and so do we — open every day.`,
      `En el paseo entre las dunas y el faro, ${BRAND} Meloneras es una terraza para tardes largas: cócteles, platos para compartir y una banda sonora que sigue a la luz.\n\nEn Canarias el sol dura todo el año, y nosotros también: abrimos todos los días.`,
    ),
    hero: {
      scene: { kind: 'sunset', landmark: 'lighthouse', foreground: 'dunes' },
      alt: tr(
        'Dunes in the foreground and a lighthouse sweeping its beam over the sea at sunset.',
        'Dunas en primer plano y un faro que barre el mar con su haz al atardecer.',
      ),
    },
    scenery: {
      landmark: 'lighthouse',
      landmarkPhrase: tr('the lighthouse on the point', 'el faro en la punta'),
      parasols: 'thatch',
      night: 'bonfire',
      drink: 'wine',
    },
    hasGallery: true,
    hours: daily('10:00', '00:00'),
    socials: socials('solera.meloneras'),
    reservations: false,
    referencePrefix: 'MEL',
    menuPicks: 4,
  },
  {
    slug: 'tigotan',
    name: `${BRAND} Tigotan`,
    city: tr('Puerto de la Cruz', 'Puerto de la Cruz'),
    country: tr('Spain', 'España'),
    timezone: 'Atlantic/Canary',
    currency: 'EUR',
    address: postal('Avenida de Colón 2, 38400 Puerto de la Cruz, Tenerife, Spain'),
    latitude: 28.4161,
    longitude: -16.5393,
    phone: '+34 922 380 000',
    email: 'tigotan@solera.example',
    kind: 'restaurant',
    tagline: tr(
      'A rooftop over the Atlantic, with Teide behind you',
      'Una azotea sobre el Atlántico, con el Teide a tu espalda',
    ),
    description: tr(
      `${BRAND} Tigotan sits on the roof of a seafront hotel in Puerto de la Cruz: a pool terrace by day and a cocktail bar by night, with the black-sand beaches below and the volcano behind.\n\nAdults only after 18:00.`,
      `${BRAND} Tigotan está en la azotea de un hotel frente al mar en Puerto de la Cruz: terraza con piscina de día y coctelería de noche, con las playas de arena negra abajo y el volcán detrás.\n\nSolo adultos a partir de las 18:00.`,
    ),
    hero: {
      scene: { kind: 'sunset', landmark: 'volcano', foreground: 'terrace' },
      alt: tr(
        'Guests at the rail of a rooftop terrace watching the sunset, a volcanic peak rising from the horizon.',
        'Clientes en la barandilla de una azotea mirando el atardecer, con un pico volcánico que se alza en el horizonte.',
      ),
    },
    scenery: {
      landmark: 'volcano',
      landmarkPhrase: tr('a volcanic peak on the horizon', 'un pico volcánico en el horizonte'),
      parasols: 'fabric',
      night: 'palms',
      drink: 'cocktails',
    },
    hasGallery: true,
    hours: daily('12:00', '01:00'),
    socials: socials('solera.tigotan'),
    reservations: false,
    referencePrefix: 'TIG',
    menuPicks: 4,
  },
  {
    slug: 'tenerife',
    name: `${BRAND} Tenerife`,
    city: tr('Costa Adeje', 'Costa Adeje'),
    country: tr('Spain', 'España'),
    timezone: 'Atlantic/Canary',
    currency: 'EUR',
    address: postal('Playa del Duque, Calle Londres 1, 38660 Costa Adeje, Tenerife, Spain'),
    latitude: 28.0937,
    longitude: -16.7389,
    phone: '+34 922 710 000',
    email: 'tenerife@solera.example',
    kind: 'beach',
    tagline: tr('Beach club living on Playa del Duque', 'Vida de beach club en la Playa del Duque'),
    description: tr(
      `White sofas, a sea-water pool and views of La Gomera on clear days. ${BRAND} Tenerife is our biggest beach club: lunch, sunset sessions and Saturday parties with live percussion and saxophone.`,
      `Sofás blancos, una piscina de agua de mar y vistas a La Gomera en los días claros. ${BRAND} Tenerife es nuestro beach club más grande: comidas, sesiones al atardecer y fiestas los sábados con percusión y saxofón en directo.`,
    ),
    hero: {
      scene: { kind: 'beach-club', parasols: 'fabric' },
      alt: tr(
        'Rows of daybeds and parasols on the sand of Playa del Duque, backlit by the setting sun.',
        'Filas de camas balinesas y sombrillas en la arena de la Playa del Duque, a contraluz con el sol poniente.',
      ),
    },
    scenery: {
      landmark: 'mountains',
      landmarkPhrase: tr(
        'the mountains of La Gomera on the horizon',
        'las montañas de La Gomera en el horizonte',
      ),
      parasols: 'fabric',
      night: 'crowd',
      drink: 'cocktails',
    },
    hasGallery: true,
    hours: daily('10:00', '02:00'),
    socials: socials('solera.tenerife'),
    reservations: false,
    referencePrefix: 'TFE',
    menuPicks: 4,
  },
  {
    slug: 'tarifa-beach',
    name: `${BRAND} Tarifa Beach`,
    city: tr('Tarifa', 'Tarifa'),
    country: tr('Spain', 'España'),
    timezone: 'Europe/Madrid',
    currency: 'EUR',
    address: postal('Playa de los Lances Norte, 11380 Tarifa, Cádiz, Spain'),
    latitude: 36.0235,
    longitude: -5.6218,
    phone: '+34 956 680 000',
    email: 'tarifa@solera.example',
    kind: 'beach',
    tagline: tr('Wind, kites and Africa on the horizon', 'Viento, cometas y África en el horizonte'),
    description: tr(
      `Where the Atlantic meets the Mediterranean: a wooden deck on Los Lances beach, kitesurfers in the bay and the mountains of Morocco across the strait.\n\nOpen from spring to autumn for breakfast, lunch and sunset.`,
      `Donde el Atlántico se encuentra con el Mediterráneo: una tarima de madera en la playa de Los Lances, kitesurfistas en la bahía y las montañas de Marruecos al otro lado del estrecho.\n\nAbrimos de primavera a otoño para desayunos, comidas y atardeceres.`,
    ),
    hero: {
      scene: { kind: 'kites' },
      alt: tr(
        'Kitesurfers under bright kites on a windy sea, the mountains of Morocco across the strait.',
        'Kitesurfistas bajo cometas de colores en un mar con viento, con las montañas de Marruecos al otro lado del estrecho.',
      ),
    },
    scenery: {
      landmark: 'mountains',
      landmarkPhrase: tr(
        'the mountains of Morocco across the strait',
        'las montañas de Marruecos al otro lado del estrecho',
      ),
      parasols: 'thatch',
      night: 'bonfire',
      drink: 'wine',
    },
    hasGallery: true,
    hours: daily('09:00', '23:00'),
    socials: socials('solera.tarifa'),
    reservations: false,
    referencePrefix: 'TFB',
    menuPicks: 4,
  },
  {
    slug: 'tarifa-club',
    name: `${BRAND} Tarifa Club`,
    city: tr('Tarifa', 'Tarifa'),
    country: tr('Spain', 'España'),
    timezone: 'Europe/Madrid',
    currency: 'EUR',
    address: postal('Calle Sancho IV el Bravo 22, 11380 Tarifa, Cádiz, Spain'),
    latitude: 36.0137,
    longitude: -5.6049,
    phone: '+34 956 681 000',
    email: 'tarifa.club@solera.example',
    kind: 'club',
    tagline: tr('Late nights inside the old town walls', 'Noches largas dentro de las murallas'),
    description: tr(
      `A small club in an old house of Tarifa's medieval quarter: one room, a serious sound system and DJs who play until the wind drops.\n\nOpen Thursday to Saturday from midnight. No photos on the dance floor — that is why there is no gallery.`,
      `Un club pequeño en una casa antigua del casco medieval de Tarifa: una sala, un buen equipo de sonido y DJ que pinchan hasta que amaina el viento.\n\nAbre de jueves a sábado desde medianoche. Sin fotos en la pista: por eso no hay galería.`,
    ),
    hero: SHARED.lasers,
    scenery: {
      landmark: 'none',
      landmarkPhrase: tr('the open sea', 'el mar abierto'),
      parasols: 'fabric',
      night: 'crowd',
      drink: 'wine',
    },
    hasGallery: false,
    hours: clubNights(['thu', 'fri', 'sat'], '23:00', '06:00'),
    socials: socials('solera.tarifaclub'),
    reservations: false,
    referencePrefix: 'TFC',
    menuPicks: 4,
  },
]

// ---------------------------------------------------------------- menus

interface Dish {
  name: Tr
  description: Tr
  price: number
  allergens: string[]
  dietary: string[]
}
interface Section {
  title: Tr
  description: Tr
  items: Dish[]
}
const d = (name: Tr, description: Tr, price: number, allergens: string[], dietary: string[]): Dish => ({
  name,
  description,
  price,
  allergens,
  dietary,
})

export const MENU: Section[] = [
  {
    title: tr('To share', 'Para compartir'),
    description: tr('Small plates for the table.', 'Platos pequeños para la mesa.'),
    items: [
      d(
        tr('Pan de cristal with tomato', 'Pan de cristal con tomate'),
        tr(
          'Crisp glass bread, grated tomato, arbequina olive oil.',
          'Pan de cristal crujiente, tomate rallado y aceite de oliva arbequina.',
        ),
        6.5,
        ['gluten'],
        ['vegan'],
      ),
      d(
        tr('Padrón peppers', 'Pimientos de Padrón'),
        tr(
          'Blistered and finished with flaky sea salt.',
          'Salteados y terminados con escamas de sal marina.',
        ),
        7,
        [],
        ['vegan', 'gluten-free'],
      ),
      d(
        tr('Tuna tartare', 'Tartar de atún'),
        tr('Red tuna, avocado, yuzu dressing, sesame.', 'Atún rojo, aguacate, aliño de yuzu y sésamo.'),
        16,
        ['fish', 'soybeans', 'sesame'],
        ['dairy-free'],
      ),
      d(
        tr('Burrata and heirloom tomatoes', 'Burrata con tomates de temporada'),
        tr(
          'Creamy burrata, island tomatoes, basil oil.',
          'Burrata cremosa, tomates de la isla y aceite de albahaca.',
        ),
        14.5,
        ['milk'],
        ['vegetarian', 'gluten-free'],
      ),
      d(
        tr('Crispy calamari', 'Calamares crujientes'),
        tr('Lightly fried squid with lime aioli.', 'Calamar frito ligero con alioli de lima.'),
        12,
        ['molluscs', 'gluten', 'eggs'],
        [],
      ),
      d(
        tr("Hummus and za'atar flatbread", "Hummus con pan plano de za'atar"),
        tr(
          'Chickpea hummus, olive oil, warm flatbread.',
          'Hummus de garbanzo, aceite de oliva y pan plano caliente.',
        ),
        9,
        ['sesame', 'gluten'],
        ['vegan'],
      ),
    ],
  },
  {
    title: tr('Mains', 'Principales'),
    description: tr('From the grill and the paella pan.', 'De la brasa y de la paellera.'),
    items: [
      d(
        tr('Grilled sea bass', 'Lubina a la brasa'),
        tr(
          'Whole line-caught sea bass, fennel and citrus salad.',
          'Lubina salvaje entera con ensalada de hinojo y cítricos.',
        ),
        26,
        ['fish'],
        ['gluten-free', 'dairy-free'],
      ),
      d(
        tr('Seafood paella (for two)', 'Paella de marisco (para dos)'),
        tr(
          'Bomba rice, red prawns, mussels and squid. Allow 25 minutes.',
          'Arroz bomba, gamba roja, mejillones y calamar. Tarda unos 25 minutos.',
        ),
        48,
        ['crustaceans', 'molluscs', 'fish', 'celery'],
        ['gluten-free'],
      ),
      d(
        tr('Iberian pork presa', 'Presa ibérica'),
        tr(
          'Acorn-fed Iberian pork with romesco and charred spring onions.',
          'Cerdo ibérico de bellota con romesco y cebolleta a la brasa.',
        ),
        28,
        ['nuts'],
        ['gluten-free'],
      ),
      d(
        tr('Wild mushroom risotto', 'Risotto de setas silvestres'),
        tr(
          'Carnaroli rice, seasonal mushrooms, aged Mahón cheese.',
          'Arroz carnaroli, setas de temporada y queso de Mahón curado.',
        ),
        21,
        ['milk', 'celery'],
        ['vegetarian', 'gluten-free'],
      ),
      d(
        tr('Beef tenderloin', 'Solomillo de ternera'),
        tr('Grass-fed beef, chimichurri, roast potatoes.', 'Ternera de pasto, chimichurri y patatas asadas.'),
        34,
        [],
        ['gluten-free', 'dairy-free'],
      ),
      d(
        tr('Green curry', 'Curry verde'),
        tr(
          'Thai green curry with vegetables and jasmine rice.',
          'Curry verde tailandés con verduras y arroz jazmín.',
        ),
        19,
        ['fish'],
        ['spicy', 'gluten-free'],
      ),
    ],
  },
  {
    title: tr('Desserts', 'Postres'),
    description: tr('Something sweet for the sunset.', 'Algo dulce para el atardecer.'),
    items: [
      d(
        tr('Crema catalana', 'Crema catalana'),
        tr('Vanilla custard with a burnt sugar crust.', 'Crema de vainilla con costra de azúcar quemado.'),
        8,
        ['milk', 'eggs'],
        ['vegetarian', 'gluten-free'],
      ),
      d(
        tr('Dark chocolate fondant', 'Coulant de chocolate negro'),
        tr(
          'Warm 70% chocolate cake, olive oil ice cream.',
          'Bizcocho caliente de chocolate al 70 % con helado de aceite de oliva.',
        ),
        9,
        ['milk', 'eggs', 'gluten'],
        ['vegetarian'],
      ),
      d(
        tr('Mango and passion fruit sorbet', 'Sorbete de mango y maracuyá'),
        tr('Made in house every morning.', 'Hecho en casa cada mañana.'),
        7,
        [],
        ['vegan', 'gluten-free'],
      ),
      d(
        tr('Flaó', 'Flaó'),
        tr('Ibizan cheesecake with mint and anise.', 'Tarta ibicenca de queso con hierbabuena y anís.'),
        8.5,
        ['milk', 'eggs', 'gluten'],
        ['vegetarian'],
      ),
      d(
        tr('Seasonal fruit', 'Fruta de temporada'),
        tr('Sliced fruit from local growers.', 'Fruta cortada de productores locales.'),
        6,
        [],
        ['vegan', 'gluten-free'],
      ),
    ],
  },
  {
    title: tr('Cocktails', 'Cócteles'),
    description: tr('Shaken at the sunset bar.', 'Preparados en la barra del atardecer.'),
    items: [
      d(
        tr('Sunset Spritz', 'Sunset Spritz'),
        tr('Aperitivo bitter, cava, blood orange.', 'Bitter aperitivo, cava y naranja sanguina.'),
        12,
        ['sulphites'],
        ['vegan'],
      ),
      d(
        tr('House mojito', 'Mojito de la casa'),
        tr(
          'White rum, fresh mint, lime, cane sugar.',
          'Ron blanco, hierbabuena fresca, lima y azúcar de caña.',
        ),
        11,
        [],
        ['vegan'],
      ),
      d(
        tr('Mezcal paloma', 'Paloma de mezcal'),
        tr('Mezcal, pink grapefruit, agave, salt rim.', 'Mezcal, pomelo rosa, agave y borde de sal.'),
        13,
        [],
        ['vegan'],
      ),
      d(
        tr('Cucumber cooler (alcohol-free)', 'Cucumber cooler (sin alcohol)'),
        tr('Cucumber, elderflower, lime, soda.', 'Pepino, flor de saúco, lima y soda.'),
        8,
        [],
        ['vegan', 'alcohol-free'],
      ),
      d(
        tr('Espresso martini', 'Espresso martini'),
        tr('Vodka, coffee liqueur, fresh espresso.', 'Vodka, licor de café y espresso recién hecho.'),
        13,
        [],
        ['vegan'],
      ),
    ],
  },
]

const THB_RATE = 38

export const menuFor = (venue: VenueSeed, index: number, lang: 'en' | 'es') =>
  MENU.map((section, s) => {
    const start = (index + s) % section.items.length
    const items = Array.from(
      { length: Math.min(venue.menuPicks, section.items.length) },
      (_, k) => section.items[(start + k) % section.items.length],
    )
    return {
      title: section.title[lang],
      description: section.description[lang],
      items: items.map((it) => ({
        name: it.name[lang],
        description: it.description[lang],
        price: venue.currency === 'THB' ? Math.round((it.price * THB_RATE) / 10) * 10 : it.price,
        currency: venue.currency,
        allergens: it.allergens,
        dietaryTags: it.dietary,
      })),
    }
  })

// ---------------------------------------------------------------- FAQs

export const faqsFor = (v: VenueSeed, lang: 'en' | 'es') => {
  const book = v.reservations
    ? tr(
        'Yes, we recommend it for dinner, especially around sunset. Book online on our reservations page up to 60 days ahead; parties larger than 12 can write to us through the contact form.',
        'Sí, lo recomendamos para cenar, sobre todo a la hora del atardecer. Reserva online en nuestra página de reservas con hasta 60 días de antelación; para grupos de más de 12 personas, escríbenos por el formulario de contacto.',
      )
    : v.kind === 'club'
      ? tr(
          'No — the club works on guest list and tickets. Check the events page for the line-up and ticket links.',
          'No: el club funciona con lista de invitados y entradas. Consulta la página de eventos para ver el cartel y los enlaces de venta.',
        )
      : tr(
          `Walk-ins are welcome. For groups of eight or more, call us on ${v.phone} or write to ${v.email}.`,
          `Puedes venir sin reserva. Para grupos de ocho o más personas, llámanos al ${v.phone} o escribe a ${v.email}.`,
        )
  const list: Array<{ q: Tr; a: Tr }> = [
    { q: tr('Do I need to book?', '¿Necesito reservar?'), a: book },
    {
      q: tr('Is there a dress code?', '¿Hay código de vestimenta?'),
      a:
        v.kind === 'club'
          ? tr(
              'Come as you are, but no beachwear after midnight.',
              'Ven como quieras, pero sin ropa de playa después de medianoche.',
            )
          : tr(
              'Smart casual. Swimwear is fine on the day beds, but please cover up for dinner.',
              'Informal arreglado. El bañador está bien en las camas balinesas, pero para cenar te pedimos que te cubras.',
            ),
    },
    {
      q: tr('Are children welcome?', '¿Se admiten niños?'),
      a:
        v.kind === 'club'
          ? tr(
              'The club is strictly 18+ and we check ID at the door.',
              'El club es solo para mayores de 18 años y pedimos documentación en la puerta.',
            )
          : tr(
              'Yes, until 20:00. After that the venue is adults only.',
              'Sí, hasta las 20:00. A partir de esa hora, solo adultos.',
            ),
    },
    {
      q: tr(
        'Do you cater for allergies and special diets?',
        '¿Tenéis opciones para alergias y dietas especiales?',
      ),
      a: tr(
        'Every dish on the menu lists its allergens and dietary tags. Tell your waiter about any allergy and the kitchen will adapt what it can.',
        'Cada plato de la carta indica sus alérgenos y etiquetas dietéticas. Avisa a tu camarero de cualquier alergia y la cocina adaptará lo que pueda.',
      ),
    },
    {
      q: tr('How do I get there?', '¿Cómo llego?'),
      a: tr(
        `We are at ${v.address.en}. Taxis drop off at the door; parking nearby is limited.`,
        `Estamos en ${v.address.es}. Los taxis dejan en la puerta; el aparcamiento en la zona es limitado.`,
      ),
    },
  ]
  return list.map((f) => ({ question: f.q[lang], answer: f.a[lang] }))
}
