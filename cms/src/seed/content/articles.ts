import { SHARED } from './pictures'
import { type Picture, type Tr, tr } from './types'

export interface ArticleSeed {
  slug: string
  title: Tr
  excerpt: Tr
  body: Tr
  author: string
  /** days before the seed day */
  daysAgo: number
  tags: { en: string[]; es: string[] }
  venue?: string
  cover: Picture
  /** left as a draft (never published): used to check that drafts are not served */
  draft?: boolean
}

export const ARTICLES: ArticleSeed[] = [
  {
    slug: 'twenty-five-summers-of-sunsets',
    title: tr('Twenty-five summers of sunsets', 'Veinticinco veranos de atardeceres'),
    excerpt: tr(
      'How a terrace on the rocks of Sant Antoni became a place where people come to watch the sun go down to music.',
      'Cómo una terraza sobre las rocas de Sant Antoni se convirtió en el lugar al que la gente viene a ver ponerse el sol con música.',
    ),
    body: tr(
      `## It started with a record player\n\nIn the summer of 1999 there was a bar, a terrace and a record player. Someone put on a slow record as the sun touched the sea, and the whole terrace went quiet. The next evening more people came.\n\n## The ritual\n\nA sunset set is not a party set. It has to follow the light:\n\n1. **Golden hour** — warm, unhurried, with space between the notes.\n2. **The last ten minutes** — the record everybody remembers.\n3. **Blue hour** — the tempo lifts as the lights come on.\n\n## Twenty-five years later\n\nThe terrace is bigger, the kitchen is serious and the record player is now two turntables, but the ritual has not changed. [Book a table](/ibiza/reservations) and see for yourself.`,
      `## Empezó con un tocadiscos\n\nEn el verano de 1999 había un bar, una terraza y un tocadiscos. Alguien puso un disco lento cuando el sol tocaba el mar, y toda la terraza se quedó en silencio. La tarde siguiente vino más gente.\n\n## El ritual\n\nUna sesión de atardecer no es una sesión de fiesta. Tiene que seguir a la luz:\n\n1. **La hora dorada**: cálida, sin prisa, con espacio entre las notas.\n2. **Los últimos diez minutos**: el disco que todo el mundo recuerda.\n3. **La hora azul**: el ritmo sube cuando se encienden las luces.\n\n## Veinticinco años después\n\nLa terraza es más grande, la cocina va en serio y el tocadiscos ahora son dos platos, pero el ritual no ha cambiado. [Reserva una mesa](/es/ibiza/reservations) y compruébalo.`,
    ),
    author: 'Marta Ferrer',
    daysAgo: 3,
    tags: { en: ['ibiza', 'history', 'sunset'], es: ['ibiza', 'historia', 'atardecer'] },
    venue: 'ibiza',
    cover: {
      scene: { kind: 'sunset', landmark: 'island', foreground: 'rocks' },
      alt: tr(
        'People on the rocks watching the sun go down beside a rocky islet.',
        'Gente sobre las rocas mirando cómo se pone el sol junto a un islote rocoso.',
      ),
    },
  },
  {
    slug: 'inside-the-booth-with-nadia-sol',
    title: tr('Inside the booth with Nadia Sol', 'En la cabina con Nadia Sol'),
    excerpt: tr(
      'Our Ibiza resident on digging for records, reading a terrace and the one track she never plays twice.',
      'Nuestra residente de Ibiza habla de buscar discos, leer una terraza y el tema que nunca pone dos veces.',
    ),
    body: tr(
      `Nadia Sol has played more than four hundred sunsets on our terrace. We asked her how she prepares.\n\n> "I never plan the last record. I bring three and decide when I see the colour of the sky."\n\n### What is in the bag\n\n- Forty records, half of them older than the crowd\n- A USB stick "for emergencies only"\n- Headphones with one ear that works\n\nHer new mix, *Salt & Light*, is in our [mixes section](/music/mixes).`,
      `Nadia Sol ha pinchado más de cuatrocientos atardeceres en nuestra terraza. Le preguntamos cómo se prepara.\n\n> «Nunca planeo el último disco. Traigo tres y decido cuando veo el color del cielo.»\n\n### Qué lleva en la bolsa\n\n- Cuarenta discos, la mitad más antiguos que el público\n- Una memoria USB «solo para emergencias»\n- Unos auriculares con un solo lado que funciona\n\nSu nueva sesión, *Salt & Light*, está en nuestra [sección de mixes](/es/music/mixes).`,
    ),
    author: 'Jordi Prats',
    daysAgo: 9,
    tags: { en: ['interview', 'dj', 'ibiza'], es: ['entrevista', 'dj', 'ibiza'] },
    venue: 'ibiza',
    cover: SHARED.djClub,
  },
  {
    slug: 'a-chefs-guide-to-ibizan-produce',
    title: tr("A chef's guide to Ibizan produce", 'Guía del chef para el producto ibicenco'),
    excerpt: tr(
      'From red prawns to island tomatoes: what our kitchen buys from local farmers and fishermen, and why.',
      'De la gamba roja a los tomates de la isla: qué compra nuestra cocina a payeses y pescadores locales, y por qué.',
    ),
    body: tr(
      `Our head chef, **Elena Marí**, grew up on a farm near Santa Gertrudis. Her menu follows the island's seasons.\n\n| Season | What we cook |\n|---|---|\n| Spring | Broad beans, artichokes, lamb |\n| Summer | Tomatoes, red prawns, sardines |\n| Autumn | Wild mushrooms, figs, sobrasada |\n\nEvery allergen is listed on the [menu](/ibiza/menu), and the kitchen adapts dishes for special diets.`,
      `Nuestra jefa de cocina, **Elena Marí**, creció en una finca cerca de Santa Gertrudis. Su carta sigue las estaciones de la isla.\n\n| Temporada | Qué cocinamos |\n|---|---|\n| Primavera | Habas, alcachofas, cordero |\n| Verano | Tomates, gamba roja, sardinas |\n| Otoño | Setas silvestres, higos, sobrasada |\n\nTodos los alérgenos están en la [carta](/es/ibiza/menu), y la cocina adapta los platos a dietas especiales.`,
    ),
    author: 'Elena Marí',
    daysAgo: 16,
    tags: { en: ['food', 'ibiza', 'local'], es: ['gastronomía', 'ibiza', 'producto local'] },
    venue: 'ibiza',
    cover: SHARED.dinner,
  },
  {
    slug: 'phuket-opens-a-new-pool-deck',
    title: tr('Phuket opens a new pool deck', 'Phuket estrena nueva terraza con piscina'),
    excerpt: tr(
      'Forty more day beds, a second bar and a longer view of the Andaman sunset.',
      'Cuarenta camas balinesas más, una segunda barra y una vista más amplia del atardecer del Andamán.',
    ),
    body: tr(
      `After a quiet rainy season of work, **${'Solera'} Phuket** reopens with a new pool deck.\n\n- 40 new day beds facing west\n- A second bar for juices and coconuts\n- Shade sails made by local sailmakers\n\nCome for lunch and stay for the [Tropical Nights](/events) line-up.`,
      `Tras una temporada de lluvias dedicada a las obras, **${'Solera'} Phuket** reabre con una nueva terraza con piscina.\n\n- 40 camas balinesas nuevas orientadas al oeste\n- Una segunda barra de zumos y cocos\n- Toldos de vela hechos por veleros locales\n\nVen a comer y quédate a las [Noches Tropicales](/es/events).`,
    ),
    author: 'Ploy Chaiyaporn',
    daysAgo: 23,
    tags: { en: ['phuket', 'news'], es: ['phuket', 'novedades'] },
    venue: 'phuket',
    cover: SHARED.pool,
  },
  {
    slug: 'ten-records-for-the-golden-hour',
    title: tr('Ten records for the golden hour', 'Diez discos para la hora dorada'),
    excerpt: tr(
      'The residents pick the tracks that never leave their bags.',
      'Los residentes eligen los temas que nunca salen de su bolsa.',
    ),
    body: tr(
      `We asked our residents for one record each that works every single evening. The result is a playlist you can find in [Playlists](/music/playlists).\n\n1. Marea Alta — *Low Tide*\n2. Luz de Luna Collective — *Es Vedrà*\n3. Ibrahim Lake — *Saltwater*\n4. Sara Vell — *Amber*\n5. The Salt Flats — *Heat Haze*\n6. Kaia Moreno — *Siesta*\n7. Pablo Dunas — *Dunes*\n8. Noor & Ellis — *Horizon Line*\n9. Ana Levante — *Poniente*\n10. Jonah Reef — *Last Light*`,
      `Pedimos a nuestros residentes un disco que funcione todas las tardes. El resultado es una lista que encontrarás en [Playlists](/es/music/playlists).\n\n1. Marea Alta — *Low Tide*\n2. Luz de Luna Collective — *Es Vedrà*\n3. Ibrahim Lake — *Saltwater*\n4. Sara Vell — *Amber*\n5. The Salt Flats — *Heat Haze*\n6. Kaia Moreno — *Siesta*\n7. Pablo Dunas — *Dunes*\n8. Noor & Ellis — *Horizon Line*\n9. Ana Levante — *Poniente*\n10. Jonah Reef — *Last Light*`,
    ),
    author: 'Jordi Prats',
    daysAgo: 30,
    tags: { en: ['music', 'playlist'], es: ['música', 'playlist'] },
    cover: SHARED.vinyl,
  },
  {
    slug: 'kitesurfing-in-tarifa-a-beginners-week',
    title: tr('Kitesurfing in Tarifa: a beginner’s week', 'Kitesurf en Tarifa: una semana de principiante'),
    excerpt: tr(
      'Five lessons, two wind directions and a lot of salt water — notes from a first week on the board.',
      'Cinco clases, dos vientos y mucha agua salada: notas de una primera semana sobre la tabla.',
    ),
    body: tr(
      `Tarifa has two winds: the **levante** from the east and the **poniente** from the west. Your week depends on which one blows.\n\n### Day by day\n\n- **Monday:** theory and kite control on the sand\n- **Tuesday:** body drag — more swimming than you expect\n- **Wednesday:** first water start\n- **Thursday:** ten metres standing up\n- **Friday:** a sunset drink at ${'Solera'} Tarifa Beach\n\nThe deck at Los Lances is the best place to watch the kites while you recover.`,
      `Tarifa tiene dos vientos: el **levante**, del este, y el **poniente**, del oeste. Tu semana depende de cuál sople.\n\n### Día a día\n\n- **Lunes:** teoría y control de la cometa en la arena\n- **Martes:** body drag, más natación de la que esperas\n- **Miércoles:** primera salida del agua\n- **Jueves:** diez metros de pie\n- **Viernes:** una copa al atardecer en ${'Solera'} Tarifa Beach\n\nLa tarima de Los Lances es el mejor sitio para ver las cometas mientras te recuperas.`,
    ),
    author: 'Lucía Bernal',
    daysAgo: 41,
    tags: { en: ['tarifa', 'travel', 'sport'], es: ['tarifa', 'viajes', 'deporte'] },
    venue: 'tarifa-beach',
    cover: SHARED.kites,
  },
  {
    slug: 'summer-line-up-preview',
    title: tr('Summer line-up preview (draft)', 'Avance del cartel de verano (borrador)'),
    excerpt: tr('Not announced yet.', 'Aún sin anunciar.'),
    body: tr(
      'This article is a draft and must never appear on the public site.',
      'Este artículo es un borrador y nunca debe aparecer en la web pública.',
    ),
    author: 'Marta Ferrer',
    daysAgo: 0,
    tags: { en: ['draft'], es: ['borrador'] },
    cover: SHARED.lasers,
    draft: true,
  },
]
