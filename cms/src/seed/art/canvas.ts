/**
 * A picture as an ordered stack of SVG layers. A layer can be "softened": it is rasterised at a
 * fraction of the size and scaled up, which blurs it far more cheaply than SVG filters (haze, glows,
 * clouds, light beams), and it can be blended onto what lies below (screen for light, multiply for
 * shade).
 */
import type { Rand } from './random';

/** Names as sharp's composite knows them. */
export type Blend = 'over' | 'screen' | 'multiply' | 'soft-light' | 'overlay' | 'add';

/** [offset 0..1, colour, opacity] */
export type Stop = readonly [number, string, number?];

export interface Point {
  x: number;
  y: number;
}

export class Layer {
  readonly parts: string[] = [];

  constructor(
    /** rasterise at 1/soften of the size (1 = crisp) */
    readonly soften: number,
    readonly blend: Blend,
  ) {}

  add(...svg: string[]): this {
    this.parts.push(...svg);
    return this;
  }
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
export { f as num };

const stops = (list: readonly Stop[]) =>
  list.map(([o, c, a]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');

export class Canvas {
  readonly defs: string[] = [];
  readonly layers: Layer[] = [];
  private ids = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rand: Rand,
  ) {
    this.layer();
  }

  /** The layer everything starts on (opaque, crisp). */
  get base(): Layer {
    return this.layers[0];
  }

  /** A new layer on top of the others. */
  layer(options: { soften?: number; blend?: Blend } = {}): Layer {
    const layer = new Layer(options.soften ?? 1, options.blend ?? 'over');
    this.layers.push(layer);
    return layer;
  }

  /** The top layer when it is crisp and plain, else a new one: consecutive crisp drawing shares a raster. */
  crisp(): Layer {
    const top = this.layers[this.layers.length - 1];
    return top.soften === 1 && top.blend === 'over' ? top : this.layer();
  }

  private id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  /** A linear gradient along the line from → to (canvas coordinates); returns `url(#…)`. */
  linear(list: readonly Stop[], from: Point, to: Point): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(from.x)}" y1="${f(from.y)}" x2="${f(to.x)}" y2="${f(to.y)}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A vertical gradient from y0 to y1. */
  vertical(list: readonly Stop[], y0 = 0, y1 = this.h): string {
    return this.linear(list, { x: 0, y: y0 }, { x: 0, y: y1 });
  }

  /** A radial gradient, optionally squashed (ry/rx) into an ellipse. */
  radial(list: readonly Stop[], cx: number, cy: number, r: number, squash = 1): string {
    const id = this.id('r');
    const transform = squash === 1 ? '' : ` gradientTransform="translate(0 ${f(cy)}) scale(1 ${squash}) translate(0 ${f(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${transform}>${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from SVG shapes; returns the attribute to put on a group. */
  clip(shapes: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  /** The SVG of one layer, drawn at 1/soften of the size. */
  svg(layer: Layer): string {
    const width = Math.round(this.w / layer.soften);
    const height = Math.round(this.h / layer.soften);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${layer.parts.join('')}</svg>`;
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
  ]);

/** A glow: a radial gradient disc fading to nothing, optionally squashed vertically. */
export const glow = (c: Canvas, x: number, y: number, r: number, color: string, opacity = 1, squash = 1, profile: 'soft' | 'peak' = 'soft'): string =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * squash)}" fill="${c.radial(fade(color, opacity, profile), x, y, r, squash)}"/>`;

/** A polygon or polyline path through points. */
export const pathThrough = (points: readonly Point[], close = true): string =>
  `M${points.map((p) => `${f(p.x)} ${f(p.y)}`).join('L')}${close ? 'Z' : ''}`;

/** Darkens the corners, as a lens does, easing in so no ring shows. */
export const vignette = (c: Canvas, strength = 0.45): void => {
  const r = Math.hypot(c.w, c.h) / 2;
  const ramp: Stop[] = [0, 0.4, 0.55, 0.7, 0.85, 1].map((t) => [t, '#000000', Math.round(strength * Math.max(0, (t - 0.4) / 0.6) ** 2 * 1000) / 1000]);
  c.layer({ soften: 8 }).add(`<rect width="${c.w}" height="${c.h}" fill="${c.radial(ramp, c.w / 2, c.h / 2, r)}"/>`);
};
