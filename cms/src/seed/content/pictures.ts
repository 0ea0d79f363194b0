/**
 * What the demo pictures show and how they are described: venue galleries composed from each venue's
 * scenery, and the abstract covers of albums and playlists.
 */
import type { CoverStyle, Landmark, NightForeground, Ratio } from '../art'
import { type FramedPicture, type Picture, type Tr, tr } from './types'

/** What a venue looks like from its terrace, so its pictures and their alt texts agree. */
export interface Scenery {
  landmark: Landmark
  /** the landmark, as a phrase that fits "…, with …" */
  landmarkPhrase: Tr
  parasols: 'thatch' | 'fabric'
  night: NightForeground
  drink: 'cocktails' | 'wine'
}

const PARASOLS: Record<Scenery['parasols'], Tr> = {
  thatch: tr('thatched', 'de paja'),
  fabric: tr('fabric', 'de tela'),
}

const LATE_NIGHT: Record<NightForeground, Tr> = {
  bonfire: tr(
    'Friends around a bonfire on the beach as the full moon rises over the sea.',
    'Amigos alrededor de una hoguera en la playa mientras la luna llena sale sobre el mar.',
  ),
  palms: tr(
    'Strings of lights between palm trees on the beach, the full moon over the sea.',
    'Guirnaldas de luces entre palmeras en la playa, con la luna llena sobre el mar.',
  ),
  crowd: tr(
    'People dancing on the sand with raised hands under the rising full moon.',
    'Gente bailando en la arena con las manos en alto bajo la luna llena que sale.',
  ),
}

const BAR_DRINKS: Record<Scenery['drink'], Tr> = {
  cocktails: tr(
    'Cocktails on the bar, the sea and the low sun blurred behind them.',
    'Cócteles en la barra, con el mar y el sol bajo desenfocados detrás.',
  ),
  wine: tr(
    'Glasses of wine on the bar, the sea and the low sun blurred behind them.',
    'Copas de vino en la barra, con el mar y el sol bajo desenfocados detrás.',
  ),
}

/** Pictures several kinds of content share, described once. */
export const SHARED = {
  vinyl: {
    scene: { kind: 'vinyl' },
    alt: tr(
      'A record spinning on a turntable seen from above, the tone arm resting in the grooves.',
      'Un disco girando en un tocadiscos visto desde arriba, con el brazo apoyado en los surcos.',
    ),
  },
  lasers: {
    scene: { kind: 'club', lasers: true, confetti: false },
    alt: tr(
      'Laser beams fan out from the DJ booth through the haze over a crowd with raised hands.',
      'Rayos láser se abren en abanico desde la cabina del DJ entre el humo, sobre un público con las manos en alto.',
    ),
  },
  moonCrowd: {
    scene: { kind: 'moonrise', foreground: 'crowd' },
    alt: tr(
      'A crowd dancing on the beach with raised hands as the full moon rises over the sea.',
      'Un público baila en la playa con las manos en alto mientras la luna llena sale sobre el mar.',
    ),
  },
  pool: {
    scene: { kind: 'pool' },
    alt: tr(
      'A lounger on a teak deck beside a turquoise infinity pool, the sea beyond under a bright sky.',
      'Una tumbona en una tarima de teca junto a una piscina infinita turquesa, con el mar detrás bajo un cielo luminoso.',
    ),
  },
  kites: {
    scene: { kind: 'kites' },
    alt: tr(
      'Kitesurfers under bright kites on a windy sea, mountains across the water on the horizon.',
      'Kitesurfistas bajo cometas de colores en un mar con viento, con montañas al otro lado del agua en el horizonte.',
    ),
  },
  dawn: {
    scene: { kind: 'dawn' },
    alt: tr(
      'A lone figure greeting a pale sunrise on the beach, mist lying on a glassy sea.',
      'Una figura solitaria saluda a un amanecer pálido en la playa, con bruma sobre un mar en calma.',
    ),
  },
  djClub: {
    scene: { kind: 'dj', setting: 'club' },
    alt: tr(
      'A DJ behind the decks, lit from behind by coloured stage light, hands raised in the front row.',
      'Un DJ tras los platos, iluminado por detrás con luces de colores, y manos en alto en la primera fila.',
    ),
  },
  dinner: {
    scene: { kind: 'dinner' },
    alt: tr(
      'Diners at candlelit tables under strings of bulbs, the sea fading to blue behind them.',
      'Comensales en mesas con velas bajo guirnaldas de bombillas, con el mar tiñéndose de azul al fondo.',
    ),
  },
  fireworks: {
    scene: { kind: 'fireworks' },
    alt: tr(
      'Fireworks bursting over the bay while the crowd on the shore raises their hands.',
      'Fuegos artificiales estallan sobre la bahía mientras el público en la orilla levanta las manos.',
    ),
  },
  sax: {
    scene: { kind: 'sax' },
    alt: tr(
      'A saxophonist playing on the terrace, silhouetted against the setting sun over the sea.',
      'Un saxofonista toca en la terraza, a contraluz frente al sol que se pone sobre el mar.',
    ),
  },
  sunsetCrowd: {
    scene: { kind: 'sunset', landmark: 'none', foreground: 'crowd' },
    alt: tr(
      'Dancers with raised hands facing the sun as it sets into the sea.',
      'Gente bailando con las manos en alto frente al sol que se pone en el mar.',
    ),
  },
  sunsetTerrace: {
    scene: { kind: 'sunset', landmark: 'headland', foreground: 'terrace' },
    alt: tr(
      'Guests at the terrace rail watch the sun go down behind a headland.',
      'Clientes en la barandilla de la terraza miran cómo el sol se pone tras un cabo.',
    ),
  },
  sunsetBoats: {
    scene: { kind: 'sunset', landmark: 'island', foreground: 'boats' },
    alt: tr(
      'Sailing boats on a calm sea at sunset, a rocky islet on the horizon.',
      'Veleros en un mar en calma al atardecer, con un islote rocoso en el horizonte.',
    ),
  },
  djSunset: {
    scene: { kind: 'dj', setting: 'sunset' },
    alt: tr(
      'The DJ at the decks, silhouetted against the sunset, with hands raised in the front row.',
      'El DJ en los platos, a contraluz con el atardecer, y manos en alto en la primera fila.',
    ),
  },
  daybeds: {
    scene: { kind: 'beach-club', parasols: 'thatch' },
    alt: tr(
      'Rows of daybeds under thatched parasols on the sand, backlit by the low sun.',
      'Filas de camas balinesas bajo sombrillas de paja en la arena, a contraluz con el sol bajo.',
    ),
  },
  moonBonfire: {
    scene: { kind: 'moonrise', foreground: 'bonfire' },
    alt: tr(
      'Friends around a bonfire on the beach as the full moon rises over the sea.',
      'Amigos alrededor de una hoguera en la playa mientras la luna llena sale sobre el mar.',
    ),
  },
  moonPalms: {
    scene: { kind: 'moonrise', foreground: 'palms' },
    alt: tr(
      'Strings of lights between palm trees on a warm night, the full moon over the sea.',
      'Guirnaldas de luces entre palmeras en una noche cálida, con la luna llena sobre el mar.',
    ),
  },
  club: {
    scene: { kind: 'club', lasers: false, confetti: false },
    alt: tr(
      'Coloured beams cut through the haze over a dancing crowd, the DJ booth glowing at the back of the room.',
      'Haces de luz de colores atraviesan el humo sobre un público que baila, con la cabina del DJ iluminada al fondo de la sala.',
    ),
  },
  confetti: {
    scene: { kind: 'club', lasers: false, confetti: true },
    alt: tr(
      'Confetti falling through coloured beams over raised hands in front of the DJ booth.',
      'Confeti cayendo entre haces de colores sobre manos en alto frente a la cabina del DJ.',
    ),
  },
  cocktailsAtNight: {
    scene: { kind: 'drinks', drink: 'cocktails', light: 'night' },
    alt: tr(
      'Cocktails on the bar, the lights of the room blurred behind them.',
      'Cócteles en la barra, con las luces de la sala desenfocadas detrás.',
    ),
  },
  cocktailsAtSunset: {
    scene: { kind: 'drinks', drink: 'cocktails', light: 'golden' },
    alt: tr(
      'Cocktails on the bar, the sea and the low sun blurred behind them.',
      'Cócteles en la barra, con el mar y el sol bajo desenfocados detrás.',
    ),
  },
  wineAtNight: {
    scene: { kind: 'drinks', drink: 'wine', light: 'night' },
    alt: tr(
      'Glasses of wine on the bar, warm lights blurred behind them.',
      'Copas de vino en la barra, con luces cálidas desenfocadas detrás.',
    ),
  },
} satisfies Record<string, Picture>

/** Each gallery mixes portrait, landscape, wide and square frames; the cycle starts elsewhere per venue. */
const GALLERY_RATIOS: readonly Ratio[] = ['3:2', '4:5', '16:9', '2:3', '1:1', '3:2']

export interface GalleryPhoto extends FramedPicture {
  caption: Tr
}

/** Six photos of a beach venue: sunset, daybeds, the bar, dinner, the DJ, late night. */
export const galleryFor = (s: Scenery, venueIndex: number): GalleryPhoto[] => {
  const shots: Array<Omit<GalleryPhoto, 'ratio'>> = [
    {
      caption: tr('Sunset on the terrace', 'Atardecer en la terraza'),
      scene: { kind: 'sunset', landmark: s.landmark, foreground: 'terrace' },
      alt: tr(
        `Guests at the terrace rail watch the sun set into the sea, with ${s.landmarkPhrase.en}.`,
        `Clientes en la barandilla de la terraza miran cómo el sol se pone en el mar, con ${s.landmarkPhrase.es}.`,
      ),
    },
    {
      caption: tr('Daybeds by the water', 'Camas balinesas junto al mar'),
      scene: { kind: 'beach-club', parasols: s.parasols },
      alt: tr(
        `Rows of daybeds under ${PARASOLS[s.parasols].en} parasols on the sand, backlit by the low sun, their shadows stretching towards the camera.`,
        `Filas de camas balinesas bajo sombrillas ${PARASOLS[s.parasols].es} en la arena, a contraluz con el sol bajo y sus sombras alargadas hacia la cámara.`,
      ),
    },
    {
      caption: tr('The bar at golden hour', 'La barra a la hora dorada'),
      scene: { kind: 'drinks', drink: s.drink, light: 'golden' },
      alt: BAR_DRINKS[s.drink],
    },
    { caption: tr('Dinner under the lights', 'Cena bajo las luces'), ...SHARED.dinner },
    {
      caption: tr('The DJ booth', 'La cabina del DJ'),
      scene: { kind: 'dj', setting: 'sunset' },
      alt: tr(
        'The DJ at the decks, silhouetted against the sunset, with hands raised in the front row.',
        'El DJ en los platos, a contraluz con el atardecer, y manos en alto en la primera fila.',
      ),
    },
    {
      caption: tr('Late night on the sand', 'Noche en la arena'),
      scene: { kind: 'moonrise', foreground: s.night },
      alt: LATE_NIGHT[s.night],
    },
  ]
  return shots.map((shot, k) => ({
    ...shot,
    ratio: GALLERY_RATIOS[(k + venueIndex) % GALLERY_RATIOS.length],
  }))
}

const COVER_ALTS: Record<CoverStyle, Tr> = {
  'striped-sun': tr(
    'Abstract cover: a sun cut by horizontal bands, setting over a sea of reflected light.',
    'Portada abstracta: un sol cortado por franjas horizontales que se pone sobre un mar de reflejos.',
  ),
  arches: tr(
    'Abstract cover: nested arches in bold colours under a small round sun.',
    'Portada abstracta: arcos concéntricos de colores intensos bajo un pequeño sol redondo.',
  ),
  ridges: tr(
    'Abstract cover: stacked lines rising into peaks, like a sound wave or a mountain range.',
    'Portada abstracta: líneas apiladas que se elevan en picos, como una onda sonora o una cordillera.',
  ),
  orbs: tr(
    'Abstract cover: soft coloured lights blurred together around a thin ring.',
    'Portada abstracta: luces de colores desenfocadas alrededor de un aro fino.',
  ),
  ripples: tr(
    'Abstract cover: two sets of ripples spreading and overlapping on a gradient.',
    'Portada abstracta: dos series de ondas que se expanden y se cruzan sobre un degradado.',
  ),
  halftone: tr(
    'Abstract cover: a sun made of dots that shrink towards the edges.',
    'Portada abstracta: un sol hecho de puntos que se encogen hacia los bordes.',
  ),
  dunes: tr(
    'Abstract cover: layered dunes under a round sun.',
    'Portada abstracta: dunas superpuestas bajo un sol redondo.',
  ),
}

export const coverPicture = (style: CoverStyle): Picture => ({
  scene: { kind: 'cover', style },
  alt: COVER_ALTS[style],
})
