import { SHARED } from './pictures'
import { type Picture, type Tr, tr } from './types'

export interface EventConcept {
  key: string
  title: Tr
  description: Tr
  /**
   * Scenes that fit the concept: its events take them in turn (a concept's third event its third
   * scene), each rendered and framed its own way, so no two events share a picture.
   */
  pictures: readonly Picture[]
}

export const CONCEPTS: EventConcept[] = [
  {
    key: 'sunset-sessions',
    title: tr('Sunset Sessions', 'Sunset Sessions'),
    description: tr(
      'Our signature evening: a slow build from the first drink to the last light, with the resident DJs warming up for a guest who takes the sun down.\n\n- Come early: the first hour has the best light\n- Dinner tables through the whole set',
      'Nuestra tarde insignia: un crescendo lento desde la primera copa hasta la última luz, con los DJ residentes calentando para un invitado que despide al sol.\n\n- Ven pronto: la primera hora tiene la mejor luz\n- Mesas para cenar durante toda la sesión',
    ),
    pictures: [SHARED.sunsetCrowd, SHARED.sunsetTerrace, SHARED.djSunset, SHARED.daybeds, SHARED.sunsetBoats],
  },
  {
    key: 'full-moon-party',
    title: tr('Full Moon Party', 'Fiesta de Luna Llena'),
    description: tr(
      'Once a month the moon rises over the sea and the party moves to the sand: live percussion, long DJ sets and a midnight fire show.',
      'Una vez al mes la luna sale sobre el mar y la fiesta se traslada a la arena: percusión en directo, sesiones largas y un espectáculo de fuego a medianoche.',
    ),
    pictures: [SHARED.moonCrowd, SHARED.moonBonfire, SHARED.moonPalms],
  },
  {
    key: 'balearic-brunch',
    title: tr('Balearic Brunch', 'Brunch Balear'),
    description: tr(
      'A late, lazy brunch with a live guitarist and a menu of island classics: sobrasada toast, eggs with Ibizan potatoes and fresh juices.',
      'Un brunch tardío y sin prisas con guitarrista en directo y una carta de clásicos de la isla: tostada de sobrasada, huevos con patatas payesas y zumos naturales.',
    ),
    pictures: [SHARED.pool, SHARED.cocktailsAtSunset],
  },
  {
    key: 'deep-house-night',
    title: tr('Deep House Night', 'Noche Deep House'),
    description: tr(
      'Four hours of warm, rolling deep house from our guests and residents. Doors at 22:00.',
      'Cuatro horas de deep house cálido y envolvente con invitados y residentes. Puertas a las 22:00.',
    ),
    pictures: [SHARED.club, SHARED.djClub, SHARED.cocktailsAtNight],
  },
  {
    key: 'live-sax-sunset',
    title: tr('Live Sax at Sunset', 'Saxo en Directo al Atardecer'),
    description: tr(
      'Saxophone and percussion play live over the DJ as the sun goes down.',
      'Saxofón y percusión tocan en directo sobre la sesión del DJ mientras se pone el sol.',
    ),
    pictures: [SHARED.sax, SHARED.dinner, SHARED.sunsetTerrace],
  },
  {
    key: 'vinyl-only',
    title: tr('Vinyl Only', 'Solo Vinilo'),
    description: tr(
      'No laptops, no USB sticks: two turntables, a crate of records and a dance floor.',
      'Sin portátiles ni memorias USB: dos platos, una caja de discos y una pista de baile.',
    ),
    pictures: [SHARED.vinyl, SHARED.djClub],
  },
  {
    key: 'opening-party',
    title: tr('Season Opening Party', 'Fiesta de Apertura de Temporada'),
    description: tr(
      'We open the season the only way we know: the whole team, the whole night, special guests until close.',
      'Abrimos la temporada como sabemos: todo el equipo, toda la noche, invitados especiales hasta el cierre.',
    ),
    pictures: [SHARED.fireworks, SHARED.confetti],
  },
  {
    key: 'ambient-morning',
    title: tr('Ambient Morning', 'Ambient Matinal'),
    description: tr(
      'Yoga on the deck at 9:00 followed by an ambient set and breakfast.',
      'Yoga en la tarima a las 9:00, seguido de una sesión ambient y desayuno.',
    ),
    pictures: [SHARED.dawn, SHARED.kites],
  },
  {
    key: 'tropical-nights',
    title: tr('Tropical Nights', 'Noches Tropicales'),
    description: tr(
      'Afro, Latin and tropical grooves under the palms, with a street-food menu from the grill.',
      'Ritmos afro, latinos y tropicales bajo las palmeras, con una carta de comida callejera a la brasa.',
    ),
    pictures: [SHARED.moonPalms],
  },
  {
    key: 'closing-party',
    title: tr('Closing Night', 'Noche de Clausura'),
    description: tr(
      'The last sunset of the month with every resident on the line-up.',
      'El último atardecer del mes con todos los residentes en el cartel.',
    ),
    pictures: [SHARED.confetti],
  },
  {
    key: 'after-hours',
    title: tr('After Hours', 'After Hours'),
    description: tr(
      'When the beach closes, the club opens. Minimal, techno and a sunrise at the end.',
      'Cuando cierra la playa, abre el club. Minimal, techno y un amanecer al final.',
    ),
    pictures: [SHARED.lasers, SHARED.cocktailsAtNight],
  },
  {
    key: 'wine-and-vinyl',
    title: tr('Wine & Vinyl', 'Vino y Vinilo'),
    description: tr(
      'A tasting of six local wines paired with a downtempo vinyl set.',
      'Una cata de seis vinos locales acompañada de una sesión downtempo en vinilo.',
    ),
    pictures: [SHARED.wineAtNight, SHARED.vinyl],
  },
]

export interface EventSeed {
  slug: string
  concept: string
  venue: string
  /** days after the seed day */
  day: number
  /** local start time at the venue */
  start: string
  hours: number
  guest: string
  /** A name is the same in both languages; a billing in words (the residents) is not. */
  lineup: Array<{ artist: string | Tr; role: string; startsAt?: string }>
  priceFrom: number
  eventStatus: 'scheduled' | 'soldout' | 'cancelled' | 'postponed'
  featured: boolean
}

const RES = tr('Solera Residents', 'Residentes de Solera')

const e = (
  concept: string,
  venue: string,
  day: number,
  start: string,
  hours: number,
  guest: string,
  support: string,
  priceFrom: number,
  extra: Partial<Pick<EventSeed, 'eventStatus' | 'featured'>> = {},
): EventSeed => ({
  slug: `${concept}-${venue}-${day}`,
  concept,
  venue,
  day,
  start,
  hours,
  guest,
  lineup: [
    { artist: support, role: 'support', startsAt: start },
    { artist: guest, role: 'headliner' },
    { artist: RES, role: 'resident' },
  ],
  priceFrom,
  eventStatus: extra.eventStatus ?? 'scheduled',
  featured: extra.featured ?? false,
})

/** 28 events over the eight weeks after the seed day. */
export const EVENTS: EventSeed[] = [
  e('sunset-sessions', 'ibiza', 1, '18:00', 6, 'Nadia Sol', 'Tomás Ribera', 0, { featured: true }),
  e('full-moon-party', 'ibiza', 6, '21:00', 6, 'Marea Alta', 'Kaia Moreno', 35, { featured: true }),
  e('vinyl-only', 'ibiza', 10, '19:00', 5, 'Ibrahim Lake', 'Sara Vell', 20),
  e('sunset-sessions', 'ibiza', 15, '18:00', 6, 'Luz de Luna Collective', 'Pablo Dunas', 0, {
    eventStatus: 'soldout',
  }),
  e('balearic-brunch', 'ibiza', 20, '11:00', 4, 'Ana Levante', 'Jonah Reef', 25),
  e('closing-party', 'ibiza', 27, '18:00', 8, 'Noor & Ellis', 'Nadia Sol', 40, { featured: true }),
  e('deep-house-night', 'ibiza', 34, '22:00', 5, 'Ravi Kapoor', 'Lina Ortega', 30),
  e('sunset-sessions', 'malta', 2, '18:30', 5, 'Mira Costa', 'Jonah Reef', 0),
  e('deep-house-night', 'malta', 9, '22:00', 5, 'The Salt Flats', 'Sara Vell', 25, {
    eventStatus: 'soldout',
  }),
  e('live-sax-sunset', 'malta', 23, '18:30', 4, 'Pablo Dunas', 'Kaia Moreno', 15),
  e('tropical-nights', 'phuket', 3, '19:00', 6, 'Ravi Kapoor', 'Mira Costa', 800, { featured: true }),
  e('full-moon-party', 'phuket', 13, '20:00', 8, 'Marea Alta', 'Noor & Ellis', 1200),
  e('ambient-morning', 'phuket', 26, '08:30', 3, 'Lina Ortega', 'Ibrahim Lake', 500),
  e('live-sax-sunset', 'meloneras', 4, '18:30', 4, 'Kaia Moreno', 'Tomás Ribera', 0),
  e('wine-and-vinyl', 'meloneras', 12, '19:30', 4, 'Sara Vell', 'Ana Levante', 35),
  e('sunset-sessions', 'meloneras', 30, '18:30', 5, 'Nadia Sol', 'Jonah Reef', 0, {
    eventStatus: 'postponed',
  }),
  e('wine-and-vinyl', 'tigotan', 5, '20:00', 3, 'Tomás Ribera', 'Lina Ortega', 30),
  e('sunset-sessions', 'tigotan', 18, '19:00', 4, 'Ana Levante', 'Pablo Dunas', 10),
  e('live-sax-sunset', 'tenerife', 7, '18:30', 5, 'Jonah Reef', 'Kaia Moreno', 20, { featured: true }),
  e('opening-party', 'tenerife', 14, '16:00', 10, 'Luz de Luna Collective', 'The Salt Flats', 45),
  e('deep-house-night', 'tenerife', 28, '22:00', 5, 'Ibrahim Lake', 'Mira Costa', 25),
  e('ambient-morning', 'tarifa-beach', 8, '09:00', 3, 'Sara Vell', 'Ana Levante', 15),
  e('opening-party', 'tarifa-beach', 16, '17:00', 8, 'Marea Alta', 'Tomás Ribera', 30, {
    eventStatus: 'cancelled',
  }),
  e('balearic-brunch', 'tarifa-beach', 24, '11:00', 4, 'Pablo Dunas', 'Lina Ortega', 22),
  e('after-hours', 'tarifa-club', 5, '23:30', 6, 'The Salt Flats', 'Ravi Kapoor', 15),
  e('vinyl-only', 'tarifa-club', 11, '23:30', 6, 'Noor & Ellis', 'Ibrahim Lake', 18, {
    eventStatus: 'soldout',
  }),
  e('after-hours', 'tarifa-club', 19, '23:30', 6, 'Mira Costa', 'Jonah Reef', 15),
  e('full-moon-party', 'tarifa-club', 40, '23:00', 7, 'Luz de Luna Collective', 'Nadia Sol', 25),
]

/** The picture of each event: its concept's scenes in turn, in the order the events are listed. */
export const EVENT_PICTURES: ReadonlyMap<string, Picture> = (() => {
  const taken = new Map<string, number>()
  return new Map(
    EVENTS.map((ev) => {
      const concept = CONCEPTS.find((c) => c.key === ev.concept)
      if (!concept) throw new Error(`seed: unknown event concept ${ev.concept}`)
      const turn = taken.get(ev.concept) ?? 0
      taken.set(ev.concept, turn + 1)
      return [ev.slug, concept.pictures[turn % concept.pictures.length]]
    }),
  )
})()
