/** Water and land: the sea with its ripples and sun glitter, islands, mountains, dunes, boats. */
import { Batch, type Canvas, num as f, glow, type Point, pathThrough } from './canvas'
import { darken, lighten, mix } from './color'
import type { Mood } from './moods'
import type { Rand } from './random'

/** The sea from the horizon to the bottom of the frame, with ripples closer together far away. */
export const sea = (c: Canvas, mood: Mood, horizon: number, calm = 0.5): void => {
  const { rand } = c
  const layer = c.crisp()
  const near = mix(mood.sea[0], mood.sky[3], 0.35)
  layer.add(
    `<rect y="${f(horizon)}" width="${c.w}" height="${f(c.h - horizon)}" fill="${c.vertical(
      [
        [0, near],
        [0.25, mood.sea[0]],
        [1, mood.sea[1]],
      ],
      horizon,
      c.h,
    )}"/>`,
  )
  const rows = Math.round(90 * (1.2 - calm))
  const ripples = new Batch()
  for (let k = 0; k < rows; k += 1) {
    const depth = (k / rows) ** 1.8 // 0 at the horizon
    const y = horizon + 2 + depth * (c.h - horizon)
    const scale = 0.2 + depth * 2.2
    for (let n = rand.int(2, 5); n > 0; n -= 1) {
      const light = rand.chance(0.5)
      ripples.ellipse(
        rand.float(0, c.w),
        y,
        rand.float(20, 140) * scale,
        rand.float(0.4, 1.4) * scale,
        light ? lighten(mood.sky[3], 0.2) : darken(mood.sea[1], 0.3),
        rand.float(0.08, 0.28),
      )
    }
  }
  layer.add(ripples.svg)
}

/** The sun's path on the water: a column of glitter widening towards the viewer, and its glow. */
export const glitter = (
  c: Canvas,
  mood: Mood,
  x: number,
  horizon: number,
  width: number,
  strength = 1,
): void => {
  const { rand } = c
  c.crisp().mix(
    'screen',
    glow(c, x, horizon + (c.h - horizon) * 0.35, width * 1.2, mood.sun, 0.35 * strength, 2.4),
  )
  const sparkle = new Batch()
  const color = lighten(mood.sun, 0.3)
  for (let y = horizon + 1; y < c.h; y += 2 + ((y - horizon) / (c.h - horizon)) * 9) {
    const depth = (y - horizon) / (c.h - horizon)
    const spread = width * (0.25 + depth * 1.2)
    for (let n = rand.int(1, 4); n > 0; n -= 1) {
      const dx = rand.gauss() * spread * 0.5
      const fade = Math.max(0, 1 - Math.abs(dx) / (spread * 1.1))
      const len = rand.float(6, 40) * (0.3 + depth * 2.5)
      sparkle.ellipse(
        x + dx,
        y,
        len / 2,
        0.4 + depth * 1.75,
        color,
        strength * fade * rand.float(0.35, 0.95) * (1 - depth * 0.45),
      )
    }
  }
  c.crisp().add(sparkle.svg)
}

/** Heights 0..1 along a ridge by midpoint displacement. */
const ridgeProfile = (rand: Rand, segments: number, roughness: number): number[] => {
  const size = 2 ** Math.ceil(Math.log2(segments))
  const h = new Array<number>(size + 1).fill(0)
  h[0] = rand.next()
  h[size] = rand.next()
  for (let step = size, amp = 1; step > 1; step /= 2, amp *= roughness) {
    for (let i = step / 2; i < size; i += step)
      h[i] = (h[i - step / 2] + h[i + step / 2]) / 2 + rand.gauss() * amp * 0.25
  }
  const min = Math.min(...h)
  const max = Math.max(...h)
  return h.map((v) => (v - min) / (max - min || 1))
}

/** A land colour that fades into the sky's horizon with distance (0 = far, 1 = near). */
export const landColor = (mood: Mood, nearness: number): string =>
  mix(mix(mood.sky[3], mood.sky[2], 0.5), mood.ink, 0.35 + nearness * 0.65)

/** A range of hills or mountains across the horizon. */
export const mountains = (
  c: Canvas,
  mood: Mood,
  horizon: number,
  height: number,
  nearness: number,
  roughness = 0.55,
): void => {
  const profile = ridgeProfile(c.rand, 64, roughness)
  const points: Point[] = profile.map((v, i) => ({
    x: (i / (profile.length - 1)) * c.w,
    y: horizon - height * (0.35 + 0.65 * v),
  }))
  const color = landColor(mood, nearness)
  c.crisp().add(
    `<path d="${pathThrough([{ x: 0, y: horizon + 1 }, ...points, { x: c.w, y: horizon + 1 }])}" fill="${c.vertical(
      [
        [0, color],
        [1, mix(color, mood.sky[3], 0.25)],
      ],
      horizon - height,
      horizon,
    )}"/>`,
  )
}

/**
 * A single peak rising from the horizon between x0 and x1: `steepness` 0.3 is a rock stack like
 * Es Vedrà, 1.2 a broad volcano.
 */
export const peak = (
  c: Canvas,
  mood: Mood,
  horizon: number,
  x0: number,
  x1: number,
  height: number,
  steepness: number,
  nearness: number,
  rough = 0.1,
): void => {
  const { rand } = c
  const profile = ridgeProfile(rand, 64, 0.55)
  const skew = rand.float(0.8, 1.25)
  const points: Point[] = profile.map((v, i) => {
    const t = i / (profile.length - 1)
    const shape = Math.sin(Math.PI * t ** skew) ** steepness
    return { x: x0 + t * (x1 - x0), y: horizon - height * shape * (1 - rough + rough * v) }
  })
  const color = landColor(mood, nearness)
  c.crisp().add(
    `<path d="${pathThrough([{ x: x0, y: horizon + 1 }, ...points, { x: x1, y: horizon + 1 }])}" fill="${c.vertical(
      [
        [0, color],
        [1, mix(color, mood.sky[3], 0.2)],
      ],
      horizon - height,
      horizon,
    )}"/>`,
  )
}

/** Smooth dunes in the foreground, in shade with a bright rim along each crest. */
export const dunes = (c: Canvas, mood: Mood, top: number, layers: number, sand: string): void => {
  const { rand } = c
  const layer = c.crisp()
  for (let i = 0; i < layers; i += 1) {
    const y = top + ((c.h - top) * i) / layers
    const nearness = (i + 1) / layers
    const a = y - rand.float(0.02, 0.09) * c.h
    const b = y + rand.float(0, 0.05) * c.h
    const rim = mix(sand, mood.sun, 0.25)
    const shade = mix(darken(sand, 0.45), mood.ink, 0.2 + nearness * 0.6)
    const d = `M0 ${f(b)} C ${f(c.w * rand.float(0.15, 0.35))} ${f(a)} ${f(c.w * rand.float(0.45, 0.65))} ${f(a)} ${f(c.w * rand.float(0.7, 0.85))} ${f(y)} S ${f(c.w)} ${f(b)} ${f(c.w)} ${f(b)}`
    layer.add(
      `<path d="${d} L${c.w} ${c.h} L0 ${c.h}Z" fill="${c.vertical(
        [
          [0, mix(rim, shade, 0.2 + nearness * 0.3)],
          [0.3, shade],
          [1, darken(shade, 0.4)],
        ],
        a,
        c.h,
      )}"/>`,
      `<path d="${d}" stroke="${rim}" stroke-width="${f(c.h * 0.002)}" fill="none" opacity="0.35"/>`,
    )
  }
}

/** A sailing boat on the horizon. */
export const sailboat = (_c: Canvas, color: string, x: number, waterline: number, size: number): string => {
  const hull = `M${f(x - size * 0.5)} ${f(waterline - size * 0.08)} L${f(x + size * 0.55)} ${f(waterline - size * 0.08)} L${f(x + size * 0.4)} ${f(waterline)} L${f(x - size * 0.38)} ${f(waterline)}Z`
  const sail = `M${f(x)} ${f(waterline - size * 1.25)} L${f(x)} ${f(waterline - size * 0.12)} L${f(x + size * 0.42)} ${f(waterline - size * 0.12)}Z M${f(x - 0.03 * size)} ${f(waterline - size * 1.05)} L${f(x - 0.03 * size)} ${f(waterline - size * 0.12)} L${f(x - size * 0.36)} ${f(waterline - size * 0.14)}Z`
  return `<path d="${hull} ${sail}" fill="${color}"/>`
}

/** A Thai long-tail boat: a low hull with a tall upturned prow and a canopy. */
export const longtail = (
  _c: Canvas,
  color: string,
  x: number,
  waterline: number,
  size: number,
  facing: 1 | -1,
): string => {
  const s = size * facing
  const hull = `M${f(x - s * 0.6)} ${f(waterline - size * 0.08)} Q${f(x)} ${f(waterline + size * 0.1)} ${f(x + s * 0.55)} ${f(waterline - size * 0.05)} Q${f(x + s * 0.72)} ${f(waterline - size * 0.2)} ${f(x + s * 0.78)} ${f(waterline - size * 0.42)} L${f(x + s * 0.74)} ${f(waterline - size * 0.42)} Q${f(x + s * 0.62)} ${f(waterline - size * 0.16)} ${f(x + s * 0.5)} ${f(waterline - size * 0.12)} L${f(x - s * 0.6)} ${f(waterline - size * 0.14)}Z`
  const canopy = `M${f(x - s * 0.45)} ${f(waterline - size * 0.13)} L${f(x - s * 0.45)} ${f(waterline - size * 0.34)} L${f(x + s * 0.15)} ${f(waterline - size * 0.36)} L${f(x + s * 0.15)} ${f(waterline - size * 0.13)} L${f(x + s * 0.12)} ${f(waterline - size * 0.13)} L${f(x + s * 0.12)} ${f(waterline - size * 0.32)} L${f(x - s * 0.42)} ${f(waterline - size * 0.31)} L${f(x - s * 0.42)} ${f(waterline - size * 0.13)}Z`
  const pole = `M${f(x - s * 0.6)} ${f(waterline - size * 0.1)} L${f(x - s * 0.95)} ${f(waterline + size * 0.04)}`
  return `<path d="${hull} ${canopy}" fill="${color}"/><path d="${pole}" stroke="${color}" stroke-width="${f(size * 0.015)}"/>`
}

/** A lighthouse standing on `ground`, with its beam on a soft layer. */
export const lighthouse = (
  c: Canvas,
  mood: Mood,
  x: number,
  ground: number,
  height: number,
  beamAngle: number,
): void => {
  const w0 = height * 0.11
  const w1 = height * 0.07
  const top = ground - height
  const tower = `M${f(x - w0)} ${f(ground)} L${f(x - w1)} ${f(top + height * 0.16)} L${f(x + w1)} ${f(top + height * 0.16)} L${f(x + w0)} ${f(ground)}Z`
  const gallery = `M${f(x - w1 * 1.5)} ${f(top + height * 0.16)} h${f(w1 * 3)} v${f(-height * 0.03)} h${f(-w1 * 3)}Z`
  const lantern = `M${f(x - w1 * 0.8)} ${f(top + height * 0.13)} h${f(w1 * 1.6)} v${f(-height * 0.08)} h${f(-w1 * 1.6)}Z`
  const roof = `M${f(x - w1 * 1.05)} ${f(top + height * 0.05)} L${f(x)} ${f(top - height * 0.02)} L${f(x + w1 * 1.05)} ${f(top + height * 0.05)}Z`
  const lampY = top + height * 0.09
  c.crisp().add(
    `<path d="${tower} ${gallery} ${roof}" fill="${mood.ink}"/><path d="${lantern}" fill="${lighten(mood.sun, 0.2)}"/>`,
  )
  const reach = c.w * 0.9
  const spread = 0.05
  const beam = c.light()
  const end = (a: number) => ({ x: x + Math.cos(a) * reach, y: lampY + Math.sin(a) * reach })
  beam.add(
    `<path d="${pathThrough([{ x, y: lampY }, end(beamAngle - spread), end(beamAngle + spread)])}" fill="${c.linear(
      [
        [0, '#fff6d8', 0.7],
        [1, '#fff6d8', 0],
      ],
      { x, y: lampY },
      end(beamAngle),
    )}"/>`,
    glow(c, x, lampY, height * 0.12, '#fff6d8', 0.9),
  )
}
