import { tr, type Tr } from './types';

export interface MemorySeed {
  year: number;
  title: Tr;
  caption: Tr;
}

export const MEMORIES: MemorySeed[] = [
  { year: 1999, title: tr('The first sunset', 'El primer atardecer'), caption: tr('One record player, twelve tables and a sky nobody forgot.', 'Un tocadiscos, doce mesas y un cielo que nadie olvidó.') },
  { year: 2003, title: tr('The terrace grows', 'La terraza crece'), caption: tr('The wooden deck goes down to the rocks for the first time.', 'La tarima de madera llega por primera vez hasta las rocas.') },
  { year: 2007, title: tr('Our first compilation party', 'Nuestra primera fiesta de recopilatorio'), caption: tr('Queues along the promenade for the launch night.', 'Colas a lo largo del paseo para la noche de presentación.') },
  { year: 2010, title: tr('The storm of August', 'La tormenta de agosto'), caption: tr('The only evening without a sunset — and one of the best parties.', 'La única tarde sin atardecer, y una de las mejores fiestas.') },
  { year: 2012, title: tr('Vinyl returns', 'Vuelve el vinilo'), caption: tr('The residents go back to records, and never leave them again.', 'Los residentes vuelven a los discos y ya no los dejan.') },
  { year: 2014, title: tr('Fifteen years', 'Quince años'), caption: tr('Cake, fireworks over the bay and every resident in the booth.', 'Tarta, fuegos artificiales sobre la bahía y todos los residentes en la cabina.') },
  { year: 2016, title: tr('A new kitchen', 'Una cocina nueva'), caption: tr('Elena Marí takes over the kitchen with produce from the island.', 'Elena Marí se pone al frente de la cocina con producto de la isla.') },
  { year: 2018, title: tr('Live saxophone nights', 'Noches de saxo en directo'), caption: tr('Saxophone over the sunset set becomes a Thursday ritual.', 'El saxo sobre la sesión del atardecer se convierte en el ritual de los jueves.') },
  { year: 2019, title: tr('Twenty summers', 'Veinte veranos'), caption: tr('A week of parties for twenty years on the rocks.', 'Una semana de fiestas por veinte años sobre las rocas.') },
  { year: 2021, title: tr('Reopening', 'La reapertura'), caption: tr('The first sunset together after a long, quiet year.', 'El primer atardecer juntos después de un año largo y silencioso.') },
  { year: 2022, title: tr('Solera Radio on air', 'Solera Radio en antena'), caption: tr('The terrace is broadcast live to the world every evening.', 'La terraza se emite en directo al mundo cada tarde.') },
  { year: 2023, title: tr('The full moon in June', 'La luna llena de junio'), caption: tr('The moon rose over the sea while the sun set behind Sa Conillera.', 'La luna salió sobre el mar mientras el sol se ponía detrás de Sa Conillera.') },
  { year: 2024, title: tr('Twenty-five years', 'Veinticinco años'), caption: tr('A quarter of a century of sunsets, celebrated with everyone who made them.', 'Un cuarto de siglo de atardeceres, celebrado con todos los que los hicieron posibles.') },
  { year: 2025, title: tr('A record summer', 'Un verano de récord'), caption: tr('More sunsets played on vinyl than ever before.', 'Más atardeceres pinchados en vinilo que nunca.') },
];

export const HOME = {
  hero: {
    title: tr('Music for the moment the sun goes down', 'Música para el momento en que se pone el sol'),
    subtitle: tr(
      'Eight venues from Ibiza to Phuket, a radio that never stops and a table waiting for you at sunset.',
      'Ocho locales de Ibiza a Phuket, una radio que nunca para y una mesa esperándote al atardecer.',
    ),
    ctaLabel: tr('Book a table in Ibiza', 'Reserva mesa en Ibiza'),
    ctaHref: tr('/ibiza/reservations', '/es/ibiza/reservations'),
  },
  seo: {
    title: tr('Solera — beach clubs, sunsets and music', 'Solera: beach clubs, atardeceres y música'),
    description: tr(
      'Solera beach clubs and restaurants in Ibiza, Malta, Phuket, Gran Canaria, Tenerife and Tarifa. Events, mixes, radio and table reservations.',
      'Beach clubs y restaurantes Solera en Ibiza, Malta, Phuket, Gran Canaria, Tenerife y Tarifa. Eventos, sesiones, radio y reservas.',
    ),
  },
};
