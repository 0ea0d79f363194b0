/** Skies: gradients, the sun and its glow, layered clouds, stars and the moon. */
import { Batch, type Canvas, num as f, glow } from './canvas'
import { darken, mix } from './color'
import type { Mood } from './moods'

/**
 * Skies are smooth, so they are drawn small and scaled up (with their clouds and the sun's haze when
 * those follow at once): the costly big gradients cost a thirty-sixth.
 */
export const SKY_SOFTEN = 6

/** The sky down to the horizon (and a little below, for anything hazy standing on it). */
export const sky = (c: Canvas, mood: Mood, horizon: number): void => {
  const [zenith, upper, low, edge] = mood.sky
  const fill = c.vertical(
    [
      [0, zenith],
      [0.42, upper],
      [0.8, low],
      [1, edge],
    ],
    0,
    horizon,
  )
  c.layer({ soften: SKY_SOFTEN }).add(`<rect width="${c.w}" height="${f(horizon + 2)}" fill="${fill}"/>`)
}

/**
 * The sun at (x, y) — set partly behind the horizon when y is near it — with a wide warm glow on a
 * soft layer and a bloom over everything drawn later (backlit silhouettes bleed like in a photograph).
 */
export const sun = (c: Canvas, mood: Mood, x: number, y: number, radius: number, horizon: number): void => {
  const haze = c.layer({ soften: SKY_SOFTEN })
  haze.mix('screen', glow(c, x, y, c.w * 0.7, mood.sky[3], 0.35, 0.5))
  haze.mix('screen', glow(c, x, y, radius * 6, mood.sun, 0.7, 1, 'peak'))
  const disc = c.crisp()
  const clip = c.clip(`<rect width="${c.w}" height="${f(horizon)}"/>`)
  disc.add(
    `<g ${clip}><circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="${c.radial(
      [
        [0, '#ffffff'],
        [0.7, mood.sun],
        [1, mix(mood.sun, mood.sky[3], 0.5)],
      ],
      x,
      y,
      radius,
    )}"/></g>`,
  )
}

/** A bloom over the finished picture: light wrapping round silhouettes near the sun. */
export const bloom = (c: Canvas, mood: Mood, x: number, y: number, radius: number, strength = 0.5): void => {
  c.light().add(glow(c, x, y, radius, mood.sun, strength))
}

/**
 * Bands of cloud: clusters of long, flat puffs, lit from below near the sun and darker higher up,
 * rasterised small so they read as vapour.
 */
export const clouds = (c: Canvas, mood: Mood, horizon: number, count: number, sunX: number): void => {
  const { rand } = c
  const layer = c.layer({ soften: SKY_SOFTEN })
  for (let i = 0; i < count; i += 1) {
    const y = horizon * rand.float(0.1, 0.9)
    const height = 1 - y / horizon // 0 at horizon, 1 at top
    const cx = rand.float(-0.1, 1.1) * c.w
    const length = c.w * rand.float(0.12, 0.5)
    const thick = c.h * rand.float(0.008, 0.03) * (0.6 + height)
    const nearSun = Math.max(0, 1 - Math.abs(cx - sunX) / c.w)
    const lit = mix(mood.sky[3], mood.sun, nearSun * 0.45)
    const shade = mix(mood.sky[1], mood.ink, 0.25)
    const color = mix(lit, shade, Math.min(1, Math.max(0, height * 1.2 + rand.float(-0.25, 0.25))))
    const puffs = rand.int(4, 9)
    for (let k = 0; k < puffs; k += 1) {
      const px = cx + rand.gauss() * length * 0.3
      const py = y + rand.gauss() * thick * 0.8
      const rx = length * rand.float(0.1, 0.3)
      layer.add(glow(c, px, py, rx, color, rand.float(0.4, 0.85), (thick * rand.float(0.6, 1.4)) / rx))
    }
  }
}

/** Stars, denser and brighter towards the zenith. */
export const stars = (c: Canvas, horizon: number, count: number): void => {
  const { rand } = c
  const dots = new Batch()
  for (let i = 0; i < count; i += 1) {
    const y = horizon * rand.next() ** 1.6
    const r = rand.next() < 0.05 ? rand.float(1.6, 2.6) : rand.float(0.5, 1.3)
    dots.ellipse(rand.float(0, c.w), y, r, r, '#ffffff', rand.float(0.25, 0.9) * (1 - (y / horizon) * 0.7))
  }
  c.crisp().add(dots.svg)
}

/** A full moon with faint grey maria, and its glow. */
export const moon = (c: Canvas, x: number, y: number, radius: number, color = '#f4efd8'): void => {
  const { rand } = c
  c.crisp().mix('screen', glow(c, x, y, radius * 8, color, 0.4, 1, 'peak'))
  c.crisp().add(
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="${c.radial(
      [
        [0, '#ffffff'],
        [0.8, color],
        [1, darken(color, 0.12)],
      ],
      x - radius * 0.2,
      y - radius * 0.2,
      radius * 1.3,
    )}"/>`,
  )
  const maria = c.crisp()
  // the dark seas cluster in the upper left and middle of the disc
  for (let i = 0; i < 12; i += 1) {
    const mx = x + radius * rand.float(-0.6, 0.3)
    const my = y + radius * rand.float(-0.6, 0.35)
    maria.mix('multiply', glow(c, mx, my, radius * rand.float(0.15, 0.3), '#ddd5c2', rand.float(0.3, 0.5)))
  }
}
