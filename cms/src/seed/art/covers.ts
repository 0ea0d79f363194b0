/** Abstract covers for albums and playlists: colour fields, suns, ridges, arches, ripples, halftone. */
import { Batch, type Canvas, num as f, glow, vignette } from './canvas'
import { darken, lighten, luminance, mix } from './color'
import type { Rand } from './random'
import { SKY_SOFTEN } from './sky'

export type CoverStyle = 'orbs' | 'striped-sun' | 'ridges' | 'arches' | 'ripples' | 'halftone' | 'dunes'

/** [background, accent, second accent, light] */
type CoverPalette = readonly [string, string, string, string]

const PALETTES: readonly CoverPalette[] = [
  ['#0f1b2d', '#f2a65a', '#e05a47', '#f6e7c1'],
  ['#1b1530', '#ff6f91', '#ffc75f', '#f9f871'],
  ['#0b2027', '#40798c', '#70a9a1', '#f6f1d1'],
  ['#2d1e2f', '#f26419', '#f6ae2d', '#f5f0e1'],
  ['#101010', '#e63946', '#a8dadc', '#f1faee'],
  ['#f1e4d0', '#c44536', '#283d3b', '#197278'],
  ['#e9dfc8', '#d96c3b', '#3d5a80', '#293241'],
  ['#14213d', '#fca311', '#e5e5e5', '#ffffff'],
  ['#3c1642', '#086375', '#1dd3b0', '#f7e7ce'],
  ['#f4d8cd', '#ee6c4d', '#293241', '#98c1d9'],
]

const palette = (rand: Rand): CoverPalette => rand.pick(PALETTES)

/** The palette's ground, darkened when it is light: glowing light needs a dark ground to show. */
const darkGround = (p: CoverPalette): string => (luminance(p[0]) > 0.5 ? darken(p[2], 0.55) : p[0])

const orbs = (c: Canvas, p: CoverPalette): void => {
  const { rand } = c
  const soft = c.layer({ soften: SKY_SOFTEN })
  soft.add(`<rect width="${c.w}" height="${c.h}" fill="${darkGround(p)}"/>`)
  for (let i = rand.int(4, 7); i > 0; i -= 1)
    soft.add(
      glow(
        c,
        rand.float(0, c.w),
        rand.float(0, c.h),
        c.w * rand.float(0.25, 0.55),
        rand.pick(p.slice(1)),
        rand.float(0.6, 1),
      ),
    )
  const x = c.w * rand.float(0.3, 0.7)
  const y = c.h * rand.float(0.3, 0.7)
  c.crisp().add(
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(c.w * rand.float(0.12, 0.22))}" fill="none" stroke="${p[3]}" stroke-width="${f(c.w * 0.004)}" opacity="0.8"/>`,
  )
}

const stripedSun = (c: Canvas, p: CoverPalette): void => {
  const { rand } = c
  const horizon = c.h * rand.float(0.58, 0.68)
  const skyFill = c.vertical(
    [
      [0, p[0]],
      [0.7, mix(p[0], p[2], 0.5)],
      [1, p[2]],
    ],
    0,
    horizon,
  )
  c.base.add(`<rect width="${c.w}" height="${c.h}" fill="${skyFill}"/>`)
  const r = c.w * rand.float(0.22, 0.3)
  const cx = c.w * rand.float(0.4, 0.6)
  const cy = horizon - r * rand.float(0.2, 0.6)
  c.crisp().mix('screen', glow(c, cx, cy, r * 2.5, p[1], 0.5))
  // the lower half of the sun cut by bands of sky, thicker towards the horizon
  const bands: string[] = []
  for (let k = 0; k < 7; k += 1)
    bands.push(
      `<rect y="${f(cy + r * (0.08 + k * 0.13))}" width="${c.w}" height="${f(r * 0.015 * (k + 1) * 1.4)}" fill="${skyFill}"/>`,
    )
  c.crisp().add(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${c.vertical(
      [
        [0, p[3]],
        [0.5, p[1]],
        [1, p[2]],
      ],
      cy - r,
      cy + r,
    )}"/>`,
    bands.join(''),
  )
  c.crisp().add(
    `<rect y="${f(horizon)}" width="${c.w}" height="${f(c.h - horizon)}" fill="${c.vertical(
      [
        [0, darken(p[2], 0.3)],
        [1, darken(p[0], 0.3)],
      ],
      horizon,
      c.h,
    )}"/>`,
  )
  const lines: string[] = []
  for (let y = horizon + 4; y < c.h; y += 6 + (y - horizon) * 0.06)
    lines.push(
      `<rect x="${f(cx - r * (0.3 + ((y - horizon) / c.h) * 1.5) * rand.float(0.6, 1))}" y="${f(y)}" width="${f(r * (0.6 + ((y - horizon) / c.h) * 3) * rand.float(0.6, 1))}" height="${f(2 + (y - horizon) * 0.015)}" fill="${p[1]}" opacity="${f(Math.max(0.05, 0.7 - ((y - horizon) / c.h) * 1.2))}"/>`,
    )
  c.crisp().add(lines.join(''))
}

const ridges = (c: Canvas, p: CoverPalette): void => {
  const { rand } = c
  c.base.add(`<rect width="${c.w}" height="${c.h}" fill="${p[0]}"/>`)
  const count = rand.int(24, 34)
  const top = c.h * 0.2
  const step = (c.h * 0.62) / count
  const parts: string[] = []
  for (let i = 0; i < count; i += 1) {
    const y = top + i * step
    const peaks = Array.from({ length: rand.int(2, 4) }, () => ({
      x: c.w * rand.float(0.35, 0.65),
      h: step * rand.float(1.5, 4.5),
      w: c.w * rand.float(0.025, 0.06),
    }))
    let d = `M${f(c.w * 0.12)} ${f(y)}`
    for (let x = c.w * 0.12; x <= c.w * 0.88; x += c.w / 160) {
      const bump =
        peaks.reduce((sum, pk) => sum + pk.h * Math.exp(-(((x - pk.x) / pk.w) ** 2)), 0) +
        rand.float(0, step * 0.3)
      d += ` L${f(x)} ${f(y - bump)}`
    }
    parts.push(
      `<path d="${d} L${f(c.w * 0.88)} ${f(y + step)} L${f(c.w * 0.12)} ${f(y + step)}Z" fill="${p[0]}" stroke="${mix(p[3], p[1], i / count)}" stroke-width="${f(c.w * 0.0025)}"/>`,
    )
  }
  c.crisp().add(parts.join(''))
}

const arches = (c: Canvas, p: CoverPalette): void => {
  const { rand } = c
  c.base.add(`<rect width="${c.w}" height="${c.h}" fill="${p[0]}"/>`)
  const cx = c.w * rand.float(0.35, 0.65)
  const base = c.h * rand.float(0.78, 0.9)
  const rings = rand.int(4, 7)
  const outer = c.w * rand.float(0.35, 0.45)
  const parts: string[] = []
  for (let i = 0; i < rings; i += 1) {
    const r = outer * (1 - i / rings)
    parts.push(
      `<path d="M${f(cx - r)} ${f(base)} A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(base)}Z" fill="${[p[1], p[2], p[3], lighten(p[1], 0.3)][i % 4]}"/>`,
    )
  }
  const sun = c.w * 0.07
  parts.push(
    `<circle cx="${f(cx + outer * rand.float(-0.8, 0.8))}" cy="${f(base - outer - sun * rand.float(1.5, 3))}" r="${f(sun)}" fill="${p[3]}"/>`,
  )
  parts.push(`<rect y="${f(base)}" width="${c.w}" height="${f(c.h - base)}" fill="${darken(p[0], 0.15)}"/>`)
  c.crisp().add(parts.join(''))
}

const ripples = (c: Canvas, p: CoverPalette): void => {
  const { rand } = c
  const ground = darkGround(p)
  c.base.add(
    `<rect width="${c.w}" height="${c.h}" fill="${c.linear(
      [
        [0, ground],
        [1, mix(ground, p[2], 0.5)],
      ],
      { x: 0, y: 0 },
      { x: c.w, y: c.h },
    )}"/>`,
  )
  const centres = [
    { x: c.w * rand.float(0.25, 0.45), y: c.h * rand.float(0.3, 0.6) },
    { x: c.w * rand.float(0.55, 0.8), y: c.h * rand.float(0.4, 0.75) },
  ]
  const parts: string[] = []
  for (const [k, o] of centres.entries()) {
    for (let r = c.w * 0.02; r < c.w * 0.9; r += c.w * rand.float(0.018, 0.03))
      parts.push(
        `<circle cx="${f(o.x)}" cy="${f(o.y)}" r="${f(r)}" fill="none" stroke="${k === 0 ? p[1] : p[3]}" stroke-width="${f(c.w * 0.005)}" opacity="${f(0.9 * (1 - r / (c.w * 0.9)))}"/>`,
      )
  }
  c.layer({ soften: 1.5, blend: 'screen' }).add(parts.join(''))
  c.crisp().mix('screen', glow(c, centres[0].x, centres[0].y, c.w * 0.3, p[1], 0.5))
}

const halftone = (c: Canvas, p: CoverPalette): void => {
  const { rand } = c
  c.base.add(`<rect width="${c.w}" height="${c.h}" fill="${p[0]}"/>`)
  const o = { x: c.w * rand.float(0.3, 0.7), y: c.h * rand.float(0.3, 0.7) }
  const step = c.w / rand.int(34, 48)
  const reach = c.w * rand.float(0.45, 0.7)
  const dots = new Batch()
  for (let y = step / 2; y < c.h; y += step) {
    for (let x = step / 2; x < c.w; x += step) {
      const d = Math.hypot(x - o.x, y - o.y) / reach
      const r = step * 0.48 * Math.max(0, 1 - d) ** 0.8
      if (r > 0.6) dots.ellipse(x, y, r, r, d < 0.45 ? p[3] : d < 0.75 ? p[1] : p[2])
    }
  }
  c.crisp().add(dots.svg)
}

const dunesCover = (c: Canvas, p: CoverPalette): void => {
  const { rand } = c
  c.base.add(
    `<rect width="${c.w}" height="${c.h}" fill="${c.vertical([
      [0, p[3]],
      [1, mix(p[3], p[1], 0.5)],
    ])}"/>`,
  )
  c.crisp().add(
    `<circle cx="${f(c.w * rand.float(0.25, 0.75))}" cy="${f(c.h * rand.float(0.2, 0.4))}" r="${f(c.w * rand.float(0.05, 0.09))}" fill="${p[1]}"/>`,
  )
  const layers = rand.int(4, 6)
  for (let i = 0; i < layers; i += 1) {
    const y = c.h * (0.45 + (i / layers) * 0.5)
    const color = mix(mix(p[1], p[2], i / layers), p[0], (i / layers) * 0.6)
    c.crisp().add(
      `<path d="M0 ${f(y + rand.float(-0.05, 0.05) * c.h)} C${f(c.w * 0.3)} ${f(y - rand.float(0.05, 0.15) * c.h)} ${f(c.w * 0.6)} ${f(y + rand.float(0, 0.1) * c.h)} ${c.w} ${f(y - rand.float(0, 0.08) * c.h)} L${c.w} ${c.h} L0 ${c.h}Z" fill="${color}"/>`,
    )
  }
}

const DRAW: Record<CoverStyle, (c: Canvas, p: CoverPalette) => void> = {
  orbs,
  'striped-sun': stripedSun,
  ridges,
  arches,
  ripples,
  halftone,
  dunes: dunesCover,
}

export const cover = (c: Canvas, style: CoverStyle): void => {
  DRAW[style](c, palette(c.rand))
  vignette(c, 0.3)
}
