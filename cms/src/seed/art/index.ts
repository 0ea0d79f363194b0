/**
 * Demo photography made on the spot: generative scenes (sunsets, beach clubs, club nights, records,
 * covers) drawn as layered SVG and rendered to JPEG with sharp. No text, letters or numbers appear in
 * any picture: titles are set in HTML. The same spec always gives the same picture.
 */
import { Canvas } from './canvas'
import { type CoverStyle, cover } from './covers'
import { Rand } from './random'
import { type Framing, renderJpeg } from './render'
import { clubNight, djAtWork } from './scenes/indoor'
import { dinnerUnderLights, fireworksOverBay, moonrise, type NightForeground, storm } from './scenes/night'
import {
  beachClub,
  dawn,
  type Foreground,
  infinityPool,
  kites,
  type Landmark,
  saxSunset,
  sunset,
} from './scenes/outdoor'
import { type BarLight, type Drink, drinks, vinyl } from './scenes/still'

export type { CoverStyle, Foreground, Landmark, NightForeground }

export type Scene =
  | { kind: 'sunset'; landmark: Landmark; foreground: Foreground }
  | { kind: 'beach-club'; parasols: 'thatch' | 'fabric' }
  | { kind: 'pool' }
  | { kind: 'kites' }
  | { kind: 'dawn' }
  | { kind: 'sax' }
  | { kind: 'moonrise'; foreground: NightForeground }
  | { kind: 'fireworks' }
  | { kind: 'storm' }
  | { kind: 'dinner' }
  | { kind: 'club'; lasers: boolean; confetti: boolean }
  | { kind: 'dj'; setting: 'club' | 'sunset' }
  | { kind: 'vinyl' }
  | { kind: 'drinks'; drink: Drink; light: BarLight }
  | { kind: 'cover'; style: CoverStyle }

/**
 * Aspect ratios in use, each with the pixel size rendered: the long side above Strapi's 1000 px
 * breakpoint, so every picture gets the large, medium, small and thumbnail formats for srcset.
 */
export const RATIOS = {
  '1:1': [1080, 1080],
  '3:2': [1350, 900],
  '16:9': [1600, 900],
  '4:5': [960, 1200],
  '2:3': [800, 1200],
  // a hero's portrait crop for phones: 900 px wide covers a 390 px screen at 2x, drawn 414 px wide
  '9:16': [900, 1600],
} as const satisfies Record<string, readonly [number, number]>

export type Ratio = keyof typeof RATIOS

export interface ArtSpec {
  scene: Scene
  ratio: Ratio
  /** any text unique to the picture (its file name will do): picks colours, positions, counts */
  seed: string
}

const draw = (c: Canvas, scene: Scene): void => {
  switch (scene.kind) {
    case 'sunset':
      sunset(c, scene)
      break
    case 'beach-club':
      beachClub(c, scene.parasols)
      break
    case 'pool':
      infinityPool(c)
      break
    case 'kites':
      kites(c)
      break
    case 'dawn':
      dawn(c)
      break
    case 'sax':
      saxSunset(c)
      break
    case 'moonrise':
      moonrise(c, scene.foreground)
      break
    case 'fireworks':
      fireworksOverBay(c)
      break
    case 'storm':
      storm(c)
      break
    case 'dinner':
      dinnerUnderLights(c)
      break
    case 'club':
      clubNight(c, scene)
      break
    case 'dj':
      djAtWork(c, scene.setting)
      break
    case 'vinyl':
      vinyl(c)
      break
    case 'drinks':
      drinks(c, scene.drink, scene.light)
      break
    case 'cover':
      cover(c, scene.style)
      break
  }
}

/**
 * How each picture is framed, from its own seed: closer or wider, off centre, now and then mirrored, as
 * two photographers shoot one scene. Drawn from a generator of its own so the scene stays as drawn.
 */
const framingFor = (seed: string, ratio: Ratio): Framing => {
  const rand = new Rand(`${seed} framing`)
  const framing = {
    zoom: rand.float(1, 1.35),
    focusX: rand.next(),
    focusY: rand.float(0.2, 0.8),
    mirror: rand.chance(0.5),
  }
  // Hero frames are cropped again by the page (edge to edge on any screen): they keep the whole scene.
  return HERO_FRAMES.has(ratio) ? { ...framing, zoom: 1 } : framing
}
const HERO_FRAMES: ReadonlySet<Ratio> = new Set(['16:9', '9:16'])

/** The picture as a progressive JPEG. */
export const renderArt = async (spec: ArtSpec): Promise<Buffer> => {
  const [w, h] = RATIOS[spec.ratio]
  const canvas = new Canvas(w, h, new Rand(spec.seed))
  draw(canvas, spec.scene)
  return renderJpeg(canvas, framingFor(spec.seed, spec.ratio))
}
