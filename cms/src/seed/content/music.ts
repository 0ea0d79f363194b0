import type { ClipSpec } from '../sound'
import { coverPicture, SHARED } from './pictures'
import { type Picture, type Tr, tr } from './types'

// Chord progressions as MIDI notes (pads sit in the 3rd–4th octave).
const AM_F_C_G = [
  [57, 60, 64],
  [53, 57, 60],
  [48, 52, 55],
  [55, 59, 62],
]
const DM_BB_F_C = [
  [50, 53, 57],
  [46, 50, 53],
  [53, 57, 60],
  [48, 52, 55],
]
const EM_C_G_D = [
  [52, 55, 59],
  [48, 52, 55],
  [55, 59, 62],
  [50, 54, 57],
]
const FMAJ7_EM7 = [
  [53, 57, 60, 64],
  [52, 55, 59, 62],
]
const CMAJ9 = [
  [48, 52, 55, 59, 62],
  [45, 48, 52, 55, 59],
]
const GM_EB_BB_F = [
  [55, 58, 62],
  [51, 55, 58],
  [58, 62, 65],
  [53, 57, 60],
]

export const PROGRESSIONS = [AM_F_C_G, DM_BB_F_C, EM_C_G_D, FMAJ7_EM7, CMAJ9, GM_EB_BB_F]

export interface MixSeed {
  slug: string
  title: Tr
  artist: string
  genre: string
  description: Tr
  clip: ClipSpec
  tracklist: Array<{ artist: string; title: string }>
  cover: Picture
  daysAgo: number
}

/** Demo mixes are short clips (a real set would make the seed heavy): their descriptions say so. */
const MIX_SECONDS = 30

export const MIXES: MixSeed[] = [
  {
    slug: 'salt-and-light',
    title: tr('Salt & Light', 'Sal y Luz'),
    artist: 'Nadia Sol',
    genre: 'Balearic',
    description: tr(
      'Thirty seconds of a September sunset on the Ibiza terrace, recorded live.',
      'Treinta segundos de un atardecer de septiembre en la terraza de Ibiza, grabados en directo.',
    ),
    clip: { seconds: MIX_SECONDS, chords: AM_F_C_G, bpm: 104, beat: true, arp: true, seed: 11 },
    tracklist: [
      { artist: 'Marea Alta', title: 'Low Tide' },
      { artist: 'Sara Vell', title: 'Amber' },
      { artist: 'Ibrahim Lake', title: 'Saltwater' },
      { artist: 'Kaia Moreno', title: 'Siesta' },
      { artist: 'Jonah Reef', title: 'Last Light' },
      { artist: 'Nadia Sol', title: 'Sal y Luz' },
    ],
    cover: {
      scene: { kind: 'sunset', landmark: 'island', foreground: 'none' },
      alt: tr(
        'The sun sinking into a calm sea beside a rocky islet, its path glittering on the water.',
        'El sol hundiéndose en un mar en calma junto a un islote rocoso, con su reflejo brillando en el agua.',
      ),
    },
    daysAgo: 5,
  },
  {
    slug: 'blue-hour',
    title: tr('Blue Hour', 'Hora Azul'),
    artist: 'Luz de Luna Collective',
    genre: 'Downtempo',
    description: tr(
      'Slow, warm and a little melancholic: half a minute of the blue hour after the sun disappears.',
      'Lenta, cálida y algo melancólica: medio minuto de la hora azul, cuando ya se ha ido el sol.',
    ),
    clip: { seconds: MIX_SECONDS, chords: FMAJ7_EM7, bpm: 92, beat: false, arp: true, seed: 12 },
    tracklist: [
      { artist: 'Luz de Luna Collective', title: 'Es Vedrà' },
      { artist: 'Noor & Ellis', title: 'Horizon Line' },
      { artist: 'Ana Levante', title: 'Poniente' },
      { artist: 'Pablo Dunas', title: 'Dunes' },
      { artist: 'The Salt Flats', title: 'Heat Haze' },
    ],
    cover: {
      scene: { kind: 'moonrise', foreground: 'palms' },
      alt: tr(
        'Palm trees and a string of lights against a deep blue sky, the moon over the sea.',
        'Palmeras y una guirnalda de luces contra un cielo azul profundo, con la luna sobre el mar.',
      ),
    },
    daysAgo: 12,
  },
  {
    slug: 'deep-at-dawn',
    title: tr('Deep at Dawn', 'Profundo al Amanecer'),
    artist: 'Ravi Kapoor',
    genre: 'Deep House',
    description: tr(
      'A rolling deep-house groove from the last hour of a Tenerife night, in thirty seconds.',
      'Un groove de deep house envolvente de la última hora de una noche en Tenerife, en treinta segundos.',
    ),
    clip: { seconds: MIX_SECONDS, chords: DM_BB_F_C, bpm: 122, beat: true, arp: false, seed: 13 },
    tracklist: [
      { artist: 'Ravi Kapoor', title: 'First Light' },
      { artist: 'Lina Ortega', title: 'Undertow' },
      { artist: 'Mira Costa', title: 'Coastline' },
      { artist: 'The Salt Flats', title: 'Mirage' },
      { artist: 'Ibrahim Lake', title: 'Deep Water' },
      { artist: 'Ravi Kapoor', title: 'Dawn Chorus' },
    ],
    cover: SHARED.djClub,
    daysAgo: 19,
  },
  {
    slug: 'andaman-afternoon',
    title: tr('Andaman Afternoon', 'Tarde en el Andamán'),
    artist: 'Mira Costa',
    genre: 'Tropical',
    description: tr(
      'Thirty seconds of Afro and Latin grooves for a lazy afternoon by the pool in Phuket.',
      'Treinta segundos de ritmos afro y latinos para una tarde tranquila junto a la piscina de Phuket.',
    ),
    clip: { seconds: MIX_SECONDS, chords: EM_C_G_D, bpm: 112, beat: true, arp: true, seed: 14 },
    tracklist: [
      { artist: 'Mira Costa', title: 'Kamala' },
      { artist: 'Kaia Moreno', title: 'Tamarindo' },
      { artist: 'Jonah Reef', title: 'Coral' },
      { artist: 'Pablo Dunas', title: 'Palm Shade' },
      { artist: 'Mira Costa', title: 'Monsoon' },
    ],
    cover: {
      scene: { kind: 'sunset', landmark: 'headland', foreground: 'longtails' },
      alt: tr(
        'Long-tail boats at anchor in a bay at sunset, a headland dark against the sky.',
        'Barcas de cola larga fondeadas en una bahía al atardecer, con un cabo oscuro contra el cielo.',
      ),
    },
    daysAgo: 26,
  },
  {
    slug: 'levante',
    title: tr('Levante', 'Levante'),
    artist: 'Ana Levante',
    genre: 'Organic House',
    description: tr(
      'Named after the east wind of Tarifa: a half-minute sketch of organic house with guitars and hand drums.',
      'Con el nombre del viento del este de Tarifa: un boceto de medio minuto de organic house con guitarras y percusión.',
    ),
    clip: { seconds: MIX_SECONDS, chords: GM_EB_BB_F, bpm: 118, beat: true, arp: true, seed: 15 },
    tracklist: [
      { artist: 'Ana Levante', title: 'Estrecho' },
      { artist: 'Sara Vell', title: 'Copper' },
      { artist: 'Tomás Ribera', title: 'Almadraba' },
      { artist: 'Noor & Ellis', title: 'Crosswind' },
      { artist: 'Ana Levante', title: 'Levante' },
    ],
    cover: SHARED.kites,
    daysAgo: 33,
  },
  {
    slug: 'ambient-mornings-vol-1',
    title: tr('Ambient Mornings Vol. 1', 'Mañanas Ambient Vol. 1'),
    artist: 'Lina Ortega',
    genre: 'Ambient',
    description: tr(
      'Half a minute of beatless pads and field recordings for the first coffee of the day.',
      'Medio minuto de texturas sin ritmo y grabaciones de campo para el primer café del día.',
    ),
    clip: { seconds: MIX_SECONDS, chords: CMAJ9, bpm: 80, beat: false, arp: false, seed: 16 },
    tracklist: [
      { artist: 'Lina Ortega', title: 'Morning Haze' },
      { artist: 'Ibrahim Lake', title: 'Still Water' },
      { artist: 'Luz de Luna Collective', title: 'Cala' },
      { artist: 'Lina Ortega', title: 'Slow Tide' },
    ],
    cover: SHARED.dawn,
    daysAgo: 47,
  },
]

export interface TrackSeed {
  title: string
  artist: string
  duration: number
}

export interface AlbumSeed {
  slug: string
  title: Tr
  /** A name, or a credit in words ("Various Artists") that each language says its own way. */
  artist: string | Tr
  label: string
  released: string
  description: Tr
  tracks: TrackSeed[]
  cover: Picture
}

const LINKS = (slug: string) => [
  { platform: 'spotify', url: `https://open.spotify.com/album/solera-${slug}` },
  { platform: 'apple-music', url: `https://music.apple.com/album/solera-${slug}` },
  { platform: 'youtube-music', url: `https://music.youtube.com/playlist?list=solera-${slug}` },
  { platform: 'beatport', url: `https://www.beatport.com/release/solera-${slug}` },
]
export const platformLinks = LINKS

export const ALBUMS: AlbumSeed[] = [
  {
    slug: 'solera-vol-1',
    title: tr('Solera Vol. 1', 'Solera Vol. 1'),
    artist: tr('Various Artists', 'Varios artistas'),
    label: 'Solera Records',
    released: '2021-06-18',
    description: tr(
      'The first compilation from our terraces: five tracks that defined the Ibiza sunset.',
      'El primer recopilatorio de nuestras terrazas: cinco temas que definieron el atardecer de Ibiza.',
    ),
    tracks: [
      { title: 'Low Tide', artist: 'Marea Alta', duration: 372 },
      { title: 'Es Vedrà', artist: 'Luz de Luna Collective', duration: 415 },
      { title: 'Saltwater', artist: 'Ibrahim Lake', duration: 338 },
      { title: 'Amber', artist: 'Sara Vell', duration: 301 },
      { title: 'Last Light', artist: 'Jonah Reef', duration: 446 },
    ],
    cover: coverPicture('striped-sun'),
  },
  {
    slug: 'horizon-line',
    title: tr('Horizon Line', 'Horizon Line'),
    artist: 'Noor & Ellis',
    label: 'Solera Records',
    released: '2022-05-27',
    description: tr(
      'The debut album of the duo behind our Sunday sessions.',
      'El álbum de debut del dúo que está detrás de nuestras sesiones de los domingos.',
    ),
    tracks: [
      { title: 'Horizon Line', artist: 'Noor & Ellis', duration: 288 },
      { title: 'Crosswind', artist: 'Noor & Ellis', duration: 325 },
      { title: 'Blue Room', artist: 'Noor & Ellis', duration: 297 },
      { title: 'Harbour Lights', artist: 'Noor & Ellis', duration: 354 },
      { title: 'Afterglow', artist: 'Noor & Ellis', duration: 412 },
    ],
    cover: coverPicture('ridges'),
  },
  {
    slug: 'island-time',
    title: tr('Island Time', 'Tiempo de Isla'),
    artist: 'Kaia Moreno',
    label: 'Solera Records',
    released: '2023-07-07',
    description: tr(
      'Guitars, marimbas and slow grooves recorded between Tenerife and Phuket.',
      'Guitarras, marimbas y ritmos lentos grabados entre Tenerife y Phuket.',
    ),
    tracks: [
      { title: 'Siesta', artist: 'Kaia Moreno', duration: 264 },
      { title: 'Tamarindo', artist: 'Kaia Moreno', duration: 301 },
      { title: 'Trade Winds', artist: 'Kaia Moreno', duration: 343 },
      { title: 'Black Sand', artist: 'Kaia Moreno', duration: 287 },
      { title: 'Island Time', artist: 'Kaia Moreno', duration: 376 },
    ],
    cover: coverPicture('dunes'),
  },
  {
    slug: 'solera-vol-2',
    title: tr('Solera Vol. 2', 'Solera Vol. 2'),
    artist: tr('Various Artists', 'Varios artistas'),
    label: 'Solera Records',
    released: '2024-06-21',
    description: tr(
      'The second compilation: deeper, later and recorded live at four of our venues.',
      'El segundo recopilatorio: más profundo, más nocturno y grabado en directo en cuatro de nuestros locales.',
    ),
    tracks: [
      { title: 'Heat Haze', artist: 'The Salt Flats', duration: 398 },
      { title: 'Poniente', artist: 'Ana Levante', duration: 356 },
      { title: 'Dunes', artist: 'Pablo Dunas', duration: 331 },
      { title: 'Coastline', artist: 'Mira Costa', duration: 367 },
      { title: 'Undertow', artist: 'Lina Ortega', duration: 402 },
      { title: 'Dawn Chorus', artist: 'Ravi Kapoor', duration: 451 },
    ],
    cover: coverPicture('arches'),
  },
]

export interface PlaylistSeed {
  slug: string
  title: Tr
  curator: string | Tr
  description: Tr
  tracks: TrackSeed[]
  cover: Picture
}

export const PLAYLISTS: PlaylistSeed[] = [
  {
    slug: 'golden-hour',
    title: tr('Golden Hour', 'Hora Dorada'),
    curator: tr('Solera Residents', 'Residentes de Solera'),
    description: tr('Six records for the last hour of sun.', 'Seis discos para la última hora de sol.'),
    tracks: [
      { title: 'Low Tide', artist: 'Marea Alta', duration: 372 },
      { title: 'Es Vedrà', artist: 'Luz de Luna Collective', duration: 415 },
      { title: 'Saltwater', artist: 'Ibrahim Lake', duration: 338 },
      { title: 'Amber', artist: 'Sara Vell', duration: 301 },
      { title: 'Heat Haze', artist: 'The Salt Flats', duration: 398 },
      { title: 'Siesta', artist: 'Kaia Moreno', duration: 264 },
    ],
    cover: coverPicture('halftone'),
  },
  {
    slug: 'pool-deck',
    title: tr('Pool Deck', 'Junto a la Piscina'),
    curator: 'Mira Costa',
    description: tr(
      'Sunny, upbeat and never too loud: the afternoon sound of our beach clubs.',
      'Soleada, animada y nunca demasiado alta: el sonido de tarde de nuestros beach clubs.',
    ),
    tracks: [
      { title: 'Kamala', artist: 'Mira Costa', duration: 311 },
      { title: 'Tamarindo', artist: 'Kaia Moreno', duration: 301 },
      { title: 'Coral', artist: 'Jonah Reef', duration: 276 },
      { title: 'Palm Shade', artist: 'Pablo Dunas', duration: 333 },
      { title: 'Trade Winds', artist: 'Kaia Moreno', duration: 343 },
    ],
    cover: coverPicture('ripples'),
  },
  {
    slug: 'late-night-deep',
    title: tr('Late Night Deep', 'Madrugada Deep'),
    curator: 'Ravi Kapoor',
    description: tr('Deep house for after midnight.', 'Deep house para después de medianoche.'),
    tracks: [
      { title: 'First Light', artist: 'Ravi Kapoor', duration: 389 },
      { title: 'Undertow', artist: 'Lina Ortega', duration: 402 },
      { title: 'Mirage', artist: 'The Salt Flats', duration: 377 },
      { title: 'Deep Water', artist: 'Ibrahim Lake', duration: 421 },
      { title: 'Dawn Chorus', artist: 'Ravi Kapoor', duration: 451 },
    ],
    cover: coverPicture('orbs'),
  },
  {
    slug: 'sunday-slow',
    title: tr('Sunday Slow', 'Domingo Lento'),
    curator: 'Noor & Ellis',
    description: tr(
      'Downtempo and ambient for the morning after.',
      'Downtempo y ambient para la mañana siguiente.',
    ),
    tracks: [
      { title: 'Morning Haze', artist: 'Lina Ortega', duration: 356 },
      { title: 'Still Water', artist: 'Ibrahim Lake', duration: 402 },
      { title: 'Blue Room', artist: 'Noor & Ellis', duration: 297 },
      { title: 'Cala', artist: 'Luz de Luna Collective', duration: 318 },
      { title: 'Afterglow', artist: 'Noor & Ellis', duration: 412 },
    ],
    cover: coverPicture('dunes'),
  },
]

export const PREVIEW_SECONDS = 8
export const PREVIEW_CLIPS = 10

// ---------------------------------------------------------------- radio

export interface ShowSeed {
  start: string
  end: string
  show: Tr
  /** A person's name reads the same in both languages; a description of who plays is translated. */
  host: string | Tr
}

const SHOWS: ShowSeed[] = [
  {
    start: '00:00',
    end: '06:00',
    show: tr('Night Drift', 'Deriva Nocturna'),
    host: tr('Non-stop selection', 'Selección continua'),
  },
  {
    start: '06:00',
    end: '10:00',
    show: tr('Sunrise Sessions', 'Sesiones del Amanecer'),
    host: 'Lina Ortega',
  },
  { start: '10:00', end: '14:00', show: tr('Balearic Breakfast', 'Desayuno Balear'), host: 'Tomás Ribera' },
  { start: '14:00', end: '18:00', show: tr('Pool Deck Radio', 'Radio Piscina'), host: 'Mira Costa' },
  {
    start: '18:00',
    end: '21:00',
    show: tr('Live from the Terrace', 'En Directo desde la Terraza'),
    host: 'Nadia Sol',
  },
  { start: '21:00', end: '00:00', show: tr('Deep After Dark', 'Deep de Noche'), host: 'Ravi Kapoor' },
]
const WEEKEND_EVENING: ShowSeed = {
  start: '21:00',
  end: '00:00',
  show: tr('Guest Mix Weekend', 'Fin de Semana de Invitados'),
  host: tr('Guest DJs', 'DJs invitados'),
}
const SUNDAY_MORNING: ShowSeed = {
  start: '10:00',
  end: '14:00',
  show: tr('Sunday Slow', 'Domingo Lento'),
  host: 'Noor & Ellis',
}

export const RADIO_SCHEDULE = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((day) =>
  SHOWS.map((s) => {
    if ((day === 'fri' || day === 'sat') && s.start === '21:00') return { day, ...WEEKEND_EVENING }
    if (day === 'sun' && s.start === '10:00') return { day, ...SUNDAY_MORNING }
    return { day, ...s }
  }),
)

export const RADIO = {
  title: tr('Solera Radio', 'Solera Radio'),
  description: tr(
    'Twenty-four hours of sunset music, live from our terraces and curated by our residents. The stream never stops: when nobody is on air, the Night Drift plays.',
    'Veinticuatro horas de música de atardecer, en directo desde nuestras terrazas y seleccionada por nuestros residentes. La emisión nunca para: cuando no hay nadie en antena, suena Deriva Nocturna.',
  ),
  timezone: 'Europe/Madrid',
  cover: SHARED.vinyl,
}
