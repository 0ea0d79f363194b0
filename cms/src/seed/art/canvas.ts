/**
 * A picture as an ordered stack of SVG layers. A layer can be "softened": it is rasterised at a
 * fraction of the size and scaled up, which blurs it far more cheaply than SVG filters (clouds,
 * light beams, bokeh), and it can be blended onto what lies below (screen for light, multiply for
 * shade). Big smooth areas (skies) are drawn soft too: small, then scaled up, they cost far less.
 */
import type { Rand } from './random'

/** Names as sharp's composite knows them. */
export type Blend = 'over' | 'screen' | 'multiply' | 'soft-light' | 'overlay' | 'add'

/** [offset 0..1, colour, opacity] */
export type Stop = readonly [number, string, number?]

export interface Point {
  x: number
  y: number
}

export class Layer {
  private readonly groups: Array<{ blend: Blend; parts: string[] }> = []

  constructor(
    /** rasterise at 1/soften of the size (1 = crisp) */
    readonly soften: number,
    /** how the whole raster meets the layers below */
    readonly blend: Blend,
  ) {}

  /** Draws over what this layer already holds. */
  add(...svg: string[]): this {
    return this.mix('over', ...svg)
  }

  /**
   * Draws blended with what this layer already holds (screen for light, multiply for shade):
   * consecutive drawing with one mode shares one group, which is what costs time in rsvg.
   */
  mix(blend: Blend, ...svg: string[]): this {
    const last = this.groups[this.groups.length - 1]
    if (last && last.blend === blend) last.parts.push(...svg)
    else this.groups.push({ blend, parts: [...svg] })
    return this
  }

  get body(): string {
    return this.groups
      .map((g) =>
        g.blend === 'over'
          ? g.parts.join('')
          : `<g style="mix-blend-mode:${g.blend}">${g.parts.join('')}</g>`,
      )
      .join('')
  }
}

const f = (n: number) => (Math.round(n * 10) / 10).toString()

export { f as num }

const stops = (list: readonly Stop[]) =>
  list
    .map(
      ([o, c, a]) =>
        `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')

export class Canvas {
  /** gradients and clip paths by id; each layer's SVG carries only the ones it uses */
  private readonly defs = new Map<string, string>()
  private readonly layers: Layer[] = []
  private lights: Layer | null = null
  private ids = 0
  /** how much the corners darken (0 = not at all); applied when rendering */
  vignette = 0

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rand: Rand,
  ) {}

  /** The layer everything starts on (crisp, unless the scene began with a soft one). */
  get base(): Layer {
    return this.layers[0] ?? this.layer()
  }

  /** A layer on top of the others (the top one when it is of the same kind: one raster instead of two). */
  layer(options: { soften?: number; blend?: Blend } = {}): Layer {
    const soften = options.soften ?? 1
    const blend = options.blend ?? 'over'
    const top = this.layers[this.layers.length - 1]
    if (top && top.soften === soften && top.blend === blend) return top
    const layer = new Layer(soften, blend)
    this.layers.push(layer)
    return layer
  }

  /**
   * Light that glows over everything (lamps, candles, bulbs, the sun's bloom): screen-blended above
   * all layers, one raster however many lamps a scene has.
   */
  light(): Layer {
    this.lights ??= new Layer(4, 'screen')
    return this.lights
  }

  /** Every layer in the order it is composited. */
  get stack(): Layer[] {
    return this.lights
      ? [this.base, ...this.layers.slice(1), this.lights]
      : [this.base, ...this.layers.slice(1)]
  }

  /** The top layer when it is crisp and plain, else a new one: consecutive crisp drawing shares a raster. */
  crisp(): Layer {
    return this.layer()
  }

  private id(prefix: string): string {
    this.ids += 1
    return `${prefix}${this.ids}`
  }

  /** A linear gradient along the line from → to (canvas coordinates); returns `url(#…)`. */
  linear(list: readonly Stop[], from: Point, to: Point): string {
    const id = this.id('l')
    this.defs.set(
      id,
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(from.x)}" y1="${f(from.y)}" x2="${f(to.x)}" y2="${f(to.y)}">${stops(list)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** A vertical gradient from y0 to y1. */
  vertical(list: readonly Stop[], y0 = 0, y1 = this.h): string {
    return this.linear(list, { x: 0, y: y0 }, { x: 0, y: y1 })
  }

  /** A radial gradient, optionally squashed (ry/rx) into an ellipse. */
  radial(list: readonly Stop[], cx: number, cy: number, r: number, squash = 1): string {
    const id = this.id('r')
    const transform =
      squash === 1
        ? ''
        : ` gradientTransform="translate(0 ${f(cy)}) scale(1 ${squash}) translate(0 ${f(-cy)})"`
    this.defs.set(
      id,
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${transform}>${stops(list)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  /** A clip path from SVG shapes; returns the attribute to put on a group. */
  clip(shapes: string): string {
    const id = this.id('c')
    this.defs.set(id, `<clipPath id="${id}">${shapes}</clipPath>`)
    return `clip-path="url(#${id})"`
  }

  /** An SVG document of `body` drawn at 1/scale of the size, with the gradients and clips it uses. */
  svg(body: string, scale = 1): string {
    const used = new Set(Array.from(body.matchAll(/url\(#(\w+)\)/g), (m) => m[1]))
    const defs = [...used].map((id) => this.defs.get(id) ?? '').join('')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(this.w / scale)}" height="${Math.round(this.h / scale)}" viewBox="0 0 ${this.w} ${this.h}"><defs>${defs}</defs>${body}</svg>`
  }
}

/**
 * Opacity stops for a glow that fades with no visible edge: `soft` is flat in the middle (haze),
 * `peak` bright in the centre (lamps).
 */
const fade = (color: string, opacity: number, profile: 'soft' | 'peak'): Stop[] =>
  [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1].map((t) => [
    t,
    color,
    Math.round(opacity * (profile === 'soft' ? (1 - t * t) ** 2 : (1 - t) ** 2.6) * 1000) / 1000,
  ])

/** A glow: a radial gradient disc fading to nothing, optionally squashed vertically. */
export const glow = (
  c: Canvas,
  x: number,
  y: number,
  r: number,
  color: string,
  opacity = 1,
  squash = 1,
  profile: 'soft' | 'peak' = 'soft',
): string =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * squash)}" fill="${c.radial(fade(color, opacity, profile), x, y, r, squash)}"/>`

/** A polygon or polyline path through points. */
export const pathThrough = (points: readonly Point[], close = true): string =>
  `M${points.map((p) => `${f(p.x)} ${f(p.y)}`).join('L')}${close ? 'Z' : ''}`

/** Darkens the corners, as a lens does (drawn when the picture is rendered). */
export const vignette = (c: Canvas, strength = 0.45): void => {
  c.vignette = strength
}

/**
 * Many small shapes of a few colours as one path per colour and opacity step: cairo fills one long
 * path far faster than hundreds of elements.
 */
export class Batch {
  private readonly paths = new Map<string, string[]>()

  private push(fill: string, opacity: number, d: string): void {
    const key = `${fill}|${Math.max(0.05, Math.round(opacity * 10) / 10)}`
    const list = this.paths.get(key)
    if (list) list.push(d)
    else this.paths.set(key, [d])
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, opacity = 1): this {
    this.push(
      fill,
      opacity,
      `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`,
    )
    return this
  }

  get svg(): string {
    return [...this.paths.entries()]
      .map(([key, d]) => {
        const [fill, opacity] = key.split('|')
        return `<path d="${d.join('')}" fill="${fill}"${opacity === '1' ? '' : ` fill-opacity="${opacity}"`}/>`
      })
      .join('')
  }
}
