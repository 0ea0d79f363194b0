import { SHARED } from './pictures';
import { type Picture, tr, type Tr } from './types';

export interface EventConcept {
  key: string;
  title: Tr;
  description: Tr;
  /** every event of the concept gets its own rendering of this scene */
  picture: Picture;
}

export const CONCEPTS: EventConcept[] = [
  {
    key: 'sunset-sessions',
    title: tr('Sunset Sessions', 'Sunset Sessions'),
    description: tr(
      'Our signature evening: a slow build from the first drink to the last light, with the resident DJs warming up for a guest who takes the sun down.\n\n- Free entry before 19:00\n- Dinner tables from 19:00',
      'Nuestra tarde insignia: un crescendo lento desde la primera copa hasta la última luz, con los DJ residentes calentando para un invitado que despide al sol.\n\n- Entrada libre antes de las 19:00\n- Mesas para cenar desde las 19:00',
    ),
    picture: {
      scene: { kind: 'sunset', landmark: 'none', foreground: 'crowd' },
      alt: tr('Dancers with raised hands facing the sun as it sets into the sea.', 'Gente bailando con las manos en alto frente al sol que se pone en el mar.'),
    },
  },
  {
    key: 'full-moon-party',
    title: tr('Full Moon Party', 'Fiesta de Luna Llena'),
    description: tr(
      'Once a month the moon rises over the sea and the party moves to the sand: live percussion, long DJ sets and a midnight fire show.',
      'Una vez al mes la luna sale sobre el mar y la fiesta se traslada a la arena: percusión en directo, sesiones largas y un espectáculo de fuego a medianoche.',
    ),
    picture: SHARED.moonCrowd,
  },
  {
    key: 'balearic-brunch',
    title: tr('Balearic Brunch', 'Brunch Balear'),
    description: tr(
      'A late, lazy brunch with a live guitarist and a menu of island classics: sobrasada toast, eggs with Ibizan potatoes and fresh juices.',
      'Un brunch tardío y sin prisas con guitarrista en directo y una carta de clásicos de la isla: tostada de sobrasada, huevos con patatas payesas y zumos naturales.',
    ),
    picture: SHARED.pool,
  },
  {
    key: 'deep-house-night',
    title: tr('Deep House Night', 'Noche Deep House'),
    description: tr('Four hours of warm, rolling deep house from our guests and residents. Doors at 22:00.', 'Cuatro horas de deep house cálido y envolvente con invitados y residentes. Puertas a las 22:00.'),
    picture: {
      scene: { kind: 'club', lasers: false, confetti: false },
      alt: tr('Coloured beams cut through the haze over a dancing crowd, the DJ booth glowing at the back of the room.', 'Haces de luz de colores atraviesan el humo sobre un público que baila, con la cabina del DJ iluminada al fondo de la sala.'),
    },
  },
  {
    key: 'live-sax-sunset',
    title: tr('Live Sax at Sunset', 'Saxo en Directo al Atardecer'),
    description: tr('Saxophone and percussion play live over the DJ as the sun goes down.', 'Saxofón y percusión tocan en directo sobre la sesión del DJ mientras se pone el sol.'),
    picture: SHARED.sax,
  },
  {
    key: 'vinyl-only',
    title: tr('Vinyl Only', 'Solo Vinilo'),
    description: tr('No laptops, no USB sticks: two turntables, a crate of records and a dance floor.', 'Sin portátiles ni memorias USB: dos platos, una caja de discos y una pista de baile.'),
    picture: SHARED.vinyl,
  },
  {
    key: 'opening-party',
    title: tr('Season Opening Party', 'Fiesta de Apertura de Temporada'),
    description: tr('We open the season the only way we know: the whole team, the whole night, special guests until close.', 'Abrimos la temporada como sabemos: todo el equipo, toda la noche, invitados especiales hasta el cierre.'),
    picture: SHARED.fireworks,
  },
  {
    key: 'ambient-morning',
    title: tr('Ambient Morning', 'Mañana Ambient'),
    description: tr('Yoga on the deck at 9:00 followed by an ambient set and breakfast.', 'Yoga en la tarima a las 9:00, seguido de una sesión ambient y desayuno.'),
    picture: SHARED.dawn,
  },
  {
    key: 'tropical-nights',
    title: tr('Tropical Nights', 'Noches Tropicales'),
    description: tr('Afro, Latin and tropical grooves under the palms, with a street-food menu from the grill.', 'Ritmos afro, latinos y tropicales bajo las palmeras, con una carta de comida callejera a la brasa.'),
    picture: {
      scene: { kind: 'moonrise', foreground: 'palms' },
      alt: tr('Strings of lights between palm trees on a warm night, the full moon over the sea.', 'Guirnaldas de luces entre palmeras en una noche cálida, con la luna llena sobre el mar.'),
    },
  },
  {
    key: 'closing-party',
    title: tr('Closing Night', 'Noche de Clausura'),
    description: tr('The last sunset of the month with every resident on the line-up.', 'El último atardecer del mes con todos los residentes en el cartel.'),
    picture: {
      scene: { kind: 'club', lasers: false, confetti: true },
      alt: tr('Confetti falling through coloured beams over raised hands in front of the DJ booth.', 'Confeti cayendo entre haces de colores sobre manos en alto frente a la cabina del DJ.'),
    },
  },
  {
    key: 'after-hours',
    title: tr('After Hours', 'After Hours'),
    description: tr('When the beach closes, the club opens. Minimal, techno and a sunrise at the end.', 'Cuando cierra la playa, abre el club. Minimal, techno y un amanecer al final.'),
    picture: SHARED.lasers,
  },
  {
    key: 'wine-and-vinyl',
    title: tr('Wine & Vinyl', 'Vino y Vinilo'),
    description: tr('A tasting of six local wines paired with a downtempo vinyl set.', 'Una cata de seis vinos locales acompañada de una sesión downtempo en vinilo.'),
    picture: {
      scene: { kind: 'drinks', drink: 'wine', light: 'night' },
      alt: tr('Glasses of wine on the bar, warm lights blurred behind them.', 'Copas de vino en la barra, con luces cálidas desenfocadas detrás.'),
    },
  },
];

export interface EventSeed {
  slug: string;
  concept: string;
  venue: string;
  /** days after the seed day */
  day: number;
  /** local start time at the venue */
  start: string;
  hours: number;
  guest: string;
  lineup: Array<{ artist: string; role: string; startsAt?: string }>;
  priceFrom: number;
  eventStatus: 'scheduled' | 'soldout' | 'cancelled' | 'postponed';
  featured: boolean;
}

const RES = 'Solera Residents';

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
});

/** 28 events over the eight weeks after the seed day. */
export const EVENTS: EventSeed[] = [
  e('sunset-sessions', 'ibiza', 1, '18:00', 6, 'Nadia Sol', 'Tomás Ribera', 0, { featured: true }),
  e('full-moon-party', 'ibiza', 6, '21:00', 6, 'Marea Alta', 'Kaia Moreno', 35, { featured: true }),
  e('vinyl-only', 'ibiza', 10, '19:00', 5, 'Ibrahim Lake', 'Sara Vell', 20),
  e('sunset-sessions', 'ibiza', 15, '18:00', 6, 'Luz de Luna Collective', 'Pablo Dunas', 0, { eventStatus: 'soldout' }),
  e('balearic-brunch', 'ibiza', 20, '11:00', 4, 'Ana Levante', 'Jonah Reef', 25),
  e('closing-party', 'ibiza', 27, '18:00', 8, 'Noor & Ellis', 'Nadia Sol', 40, { featured: true }),
  e('deep-house-night', 'ibiza', 34, '22:00', 5, 'Ravi Kapoor', 'Lina Ortega', 30),
  e('sunset-sessions', 'malta', 2, '18:30', 5, 'Mira Costa', 'Jonah Reef', 0),
  e('deep-house-night', 'malta', 9, '22:00', 5, 'The Salt Flats', 'Sara Vell', 25, { eventStatus: 'soldout' }),
  e('live-sax-sunset', 'malta', 23, '18:30', 4, 'Pablo Dunas', 'Kaia Moreno', 15),
  e('tropical-nights', 'phuket', 3, '19:00', 6, 'Ravi Kapoor', 'Mira Costa', 800, { featured: true }),
  e('full-moon-party', 'phuket', 13, '20:00', 8, 'Marea Alta', 'Noor & Ellis', 1200),
  e('ambient-morning', 'phuket', 26, '08:30', 3, 'Lina Ortega', 'Ibrahim Lake', 500),
  e('live-sax-sunset', 'meloneras', 4, '18:30', 4, 'Kaia Moreno', 'Tomás Ribera', 0),
  e('wine-and-vinyl', 'meloneras', 12, '19:30', 4, 'Sara Vell', 'Ana Levante', 35),
  e('sunset-sessions', 'meloneras', 30, '18:30', 5, 'Nadia Sol', 'Jonah Reef', 0, { eventStatus: 'postponed' }),
  e('wine-and-vinyl', 'tigotan', 5, '20:00', 3, 'Tomás Ribera', 'Lina Ortega', 30),
  e('sunset-sessions', 'tigotan', 18, '19:00', 4, 'Ana Levante', 'Pablo Dunas', 10),
  e('live-sax-sunset', 'tenerife', 7, '18:30', 5, 'Jonah Reef', 'Kaia Moreno', 20, { featured: true }),
  e('opening-party', 'tenerife', 14, '16:00', 10, 'Luz de Luna Collective', 'The Salt Flats', 45),
  e('deep-house-night', 'tenerife', 28, '22:00', 5, 'Ibrahim Lake', 'Mira Costa', 25),
  e('ambient-morning', 'tarifa-beach', 8, '09:00', 3, 'Sara Vell', 'Ana Levante', 15),
  e('opening-party', 'tarifa-beach', 16, '17:00', 8, 'Marea Alta', 'Tomás Ribera', 30, { eventStatus: 'cancelled' }),
  e('balearic-brunch', 'tarifa-beach', 24, '11:00', 4, 'Pablo Dunas', 'Lina Ortega', 22),
  e('after-hours', 'tarifa-club', 5, '23:30', 6, 'The Salt Flats', 'Ravi Kapoor', 15),
  e('vinyl-only', 'tarifa-club', 11, '23:30', 6, 'Noor & Ellis', 'Ibrahim Lake', 18, { eventStatus: 'soldout' }),
  e('after-hours', 'tarifa-club', 19, '23:30', 6, 'Mira Costa', 'Jonah Reef', 15),
  e('full-moon-party', 'tarifa-club', 40, '23:00', 7, 'Luz de Luna Collective', 'Nadia Sol', 25),
];
