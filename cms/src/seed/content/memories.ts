import { SHARED } from './pictures'
import { type FramedPicture, type Picture, type Tr, tr } from './types'

export interface MemorySeed {
  year: number
  title: Tr
  caption: Tr
  /** memories keep each photo's own frame: portrait, landscape, wide or square */
  picture: FramedPicture
}

export const MEMORIES: MemorySeed[] = [
  {
    year: 1999,
    title: tr('The first sunset', 'El primer atardecer'),
    caption: tr(
      'One record player, twelve tables and a sky nobody forgot.',
      'Un tocadiscos, doce mesas y un cielo que nadie olvidó.',
    ),
    picture: {
      ratio: '3:2',
      scene: { kind: 'sunset', landmark: 'island', foreground: 'terrace' },
      alt: tr(
        'A handful of people at the terrace rail watching the sun set beside a rocky islet.',
        'Un puñado de personas en la barandilla de la terraza mirando cómo se pone el sol junto a un islote rocoso.',
      ),
    },
  },
  {
    year: 2003,
    title: tr('The terrace grows', 'La terraza crece'),
    caption: tr(
      'The wooden deck goes down to the rocks for the first time.',
      'La tarima de madera llega por primera vez hasta las rocas.',
    ),
    picture: {
      ratio: '4:5',
      scene: { kind: 'sunset', landmark: 'island', foreground: 'rocks' },
      alt: tr(
        'Guests standing on the rocks at the water’s edge as the sun goes down.',
        'Clientes de pie sobre las rocas, al borde del agua, mientras se pone el sol.',
      ),
    },
  },
  {
    year: 2007,
    title: tr('Our first compilation party', 'Nuestra primera fiesta de recopilatorio'),
    caption: tr(
      'Queues along the promenade for the launch night.',
      'Colas a lo largo del paseo para la noche de presentación.',
    ),
    picture: {
      ratio: '16:9',
      scene: { kind: 'sunset', landmark: 'mountains', foreground: 'crowd' },
      alt: tr(
        'A packed crowd with raised hands in front of the sunset, hills along the horizon.',
        'Un público abarrotado con las manos en alto frente al atardecer, con colinas en el horizonte.',
      ),
    },
  },
  {
    year: 2010,
    title: tr('The storm of August', 'La tormenta de agosto'),
    caption: tr(
      'The only evening without a sunset — and one of the best parties.',
      'La única tarde sin atardecer, y una de las mejores fiestas.',
    ),
    picture: {
      ratio: '2:3',
      scene: { kind: 'storm' },
      alt: tr(
        'Lightning over a dark sea in the rain, guests sheltering under the terrace roof.',
        'Un rayo sobre un mar oscuro bajo la lluvia, con clientes resguardados bajo el techo de la terraza.',
      ),
    },
  },
  {
    year: 2012,
    title: tr('Vinyl returns', 'Vuelve el vinilo'),
    caption: tr(
      'The residents go back to records, and never leave them again.',
      'Los residentes vuelven a los discos y ya no los dejan.',
    ),
    picture: { ratio: '1:1', ...SHARED.vinyl },
  },
  {
    year: 2014,
    title: tr('Fifteen years', 'Quince años'),
    caption: tr(
      'Cake, fireworks over the bay and every resident in the booth.',
      'Tarta, fuegos artificiales sobre la bahía y todos los residentes en la cabina.',
    ),
    picture: { ratio: '3:2', ...SHARED.fireworks },
  },
  {
    year: 2016,
    title: tr('A new kitchen', 'Una cocina nueva'),
    caption: tr(
      'Elena Marí takes over the kitchen with produce from the island.',
      'Elena Marí se pone al frente de la cocina con producto de la isla.',
    ),
    picture: { ratio: '16:9', ...SHARED.dinner },
  },
  {
    year: 2018,
    title: tr('Live saxophone nights', 'Noches de saxo en directo'),
    caption: tr(
      'Saxophone over the sunset set becomes a Thursday ritual.',
      'El saxo sobre la sesión del atardecer se convierte en el ritual de los jueves.',
    ),
    picture: { ratio: '2:3', ...SHARED.sax },
  },
  {
    year: 2019,
    title: tr('Twenty summers', 'Veinte veranos'),
    caption: tr(
      'A week of parties for twenty years on the rocks.',
      'Una semana de fiestas por veinte años sobre las rocas.',
    ),
    picture: {
      ratio: '3:2',
      scene: { kind: 'dj', setting: 'sunset' },
      alt: tr(
        'The DJ at the decks, silhouetted against the sunset, with hands raised in the front row.',
        'El DJ en los platos, a contraluz con el atardecer, y manos en alto en la primera fila.',
      ),
    },
  },
  {
    year: 2021,
    title: tr('Reopening', 'La reapertura'),
    caption: tr(
      'The first sunset together after a long, quiet year.',
      'El primer atardecer juntos después de un año largo y silencioso.',
    ),
    picture: {
      ratio: '1:1',
      scene: { kind: 'sunset', landmark: 'none', foreground: 'boats' },
      alt: tr(
        'A calm sea at sunset with a few sailing boats on the horizon.',
        'Un mar en calma al atardecer con algunos veleros en el horizonte.',
      ),
    },
  },
  {
    year: 2022,
    title: tr('Solera Radio on air', 'Solera Radio en antena'),
    caption: tr(
      'The terrace is broadcast live to the world every evening.',
      'La terraza se emite en directo al mundo cada tarde.',
    ),
    picture: { ratio: '4:5', ...SHARED.djClub },
  },
  {
    year: 2023,
    title: tr('The full moon in June', 'La luna llena de junio'),
    caption: tr(
      'The moon rose over the sea while the sun set behind Sa Conillera.',
      'La luna salió sobre el mar mientras el sol se ponía detrás de Sa Conillera.',
    ),
    picture: { ratio: '16:9', ...SHARED.moonCrowd },
  },
  {
    year: 2024,
    title: tr('Twenty-five years', 'Veinticinco años'),
    caption: tr(
      'A quarter of a century of sunsets, celebrated with everyone who made them.',
      'Un cuarto de siglo de atardeceres, celebrado con todos los que los hicieron posibles.',
    ),
    picture: {
      ratio: '2:3',
      scene: { kind: 'club', lasers: false, confetti: true },
      alt: tr(
        'Confetti falling through coloured beams over raised hands in front of the DJ booth.',
        'Confeti cayendo entre haces de colores sobre manos en alto frente a la cabina del DJ.',
      ),
    },
  },
  {
    year: 2025,
    title: tr('A record summer', 'Un verano de récord'),
    caption: tr(
      'More sunsets played on vinyl than ever before.',
      'Más atardeceres pinchados en vinilo que nunca.',
    ),
    picture: { ratio: '3:2', ...SHARED.vinyl },
  },
]

export const HOME = {
  /** The brand's own accounts, in the site's footer (each venue has its own on its page). */
  socials: [
    { platform: 'instagram', url: 'https://instagram.com/solera' },
    { platform: 'soundcloud', url: 'https://soundcloud.com/solera' },
    { platform: 'spotify', url: 'https://open.spotify.com/user/solera' },
    { platform: 'youtube', url: 'https://youtube.com/@solera' },
    { platform: 'tiktok', url: 'https://tiktok.com/@solera' },
  ],
  hero: {
    title: tr('Music for the moment the sun goes down', 'Música para el momento en que se pone el sol'),
    subtitle: tr(
      'Eight venues from Ibiza to Phuket, a radio that never stops and a table waiting for you at sunset.',
      'Ocho locales de Ibiza a Phuket, una radio que nunca para y una mesa esperándote al atardecer.',
    ),
    ctaLabel: tr('Book a table', 'Reservar mesa'),
    ctaHref: tr('/book', '/es/book'),
    picture: {
      scene: { kind: 'sunset', landmark: 'island', foreground: 'crowd' },
      alt: tr(
        'Dancers with raised hands on the terrace as the sun sets into the sea beside a rocky islet.',
        'Gente bailando con las manos en alto en la terraza mientras el sol se pone en el mar junto a un islote rocoso.',
      ),
    } satisfies Picture,
  },
  seo: {
    title: tr('Solera — beach clubs, sunsets and music', 'Solera: beach clubs, atardeceres y música'),
    description: tr(
      'Solera beach clubs and restaurants in Ibiza, Malta, Phuket, Gran Canaria, Tenerife and Tarifa. Events, mixes, radio and table reservations.',
      'Beach clubs y restaurantes Solera en Ibiza, Malta, Phuket, Gran Canaria, Tenerife y Tarifa. Eventos, sesiones, radio y reservas.',
    ),
  },
}
