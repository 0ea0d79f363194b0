/** Still lifes: a record on the turntable, drinks on the bar. */

import { type Canvas, num as f, glow, vignette } from '../canvas'
import { bokeh } from '../club'
import { darken, lighten } from '../color'
import { pickMood, SUNSETS } from '../moods'
import { SKY_SOFTEN } from '../sky'

const LABELS = ['#e4572e', '#f3a712', '#29335c', '#a8c686', '#d7263d', '#f4e9cd', '#2e86ab', '#c17c74']
const PLINTHS = ['#141414', '#1d1a17', '#3b2616', '#d9d4cc', '#24262b']

/** A record spinning on a turntable from above, partly out of frame, the tone arm on it. */
export const vinyl = (c: Canvas): void => {
  const { rand } = c
  const plinth = rand.pick(PLINTHS)
  const light = plinth === '#d9d4cc'
  c.base.add(
    `<rect width="${c.w}" height="${c.h}" fill="${c.linear(
      [
        [0, lighten(plinth, 0.12)],
        [1, darken(plinth, 0.35)],
      ],
      { x: 0, y: 0 },
      { x: c.w, y: c.h },
    )}"/>`,
  )
  const brush: string[] = []
  for (let y = 0; y < c.h; y += 3)
    brush.push(
      `<rect y="${y}" width="${c.w}" height="1" fill="${light ? '#ffffff' : '#000000'}" opacity="${f(rand.float(0, 0.12))}"/>`,
    )
  c.crisp().add(brush.join(''))
  const m = Math.min(c.w, c.h)
  const R = m * rand.float(0.42, 0.5)
  const cx = c.w * rand.float(0.35, 0.5)
  const cy = c.h * rand.float(0.45, 0.6)
  // platter with its strobe dots, the record's shadow, the record
  const dots: string[] = []
  for (let i = 0; i < 180; i += 1) {
    const a = (i / 180) * Math.PI * 2
    dots.push(
      `<circle cx="${f(cx + Math.cos(a) * R * 1.07)}" cy="${f(cy + Math.sin(a) * R * 1.07)}" r="${f(R * 0.006)}" fill="#d8d8d8"/>`,
    )
  }
  c.layer({ soften: 4, blend: 'multiply' }).add(
    `<circle cx="${f(cx + R * 0.03)}" cy="${f(cy + R * 0.05)}" r="${f(R * 1.12)}" fill="#000000" opacity="0.6"/>`,
  )
  const grooves: string[] = []
  for (let r = R * 0.36; r < R * 0.985; r += R * 0.006) {
    const gap = rand.chance(0.04)
    grooves.push(
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${gap ? '#303030' : '#1b1b1b'}" stroke-width="${f(R * 0.003)}" opacity="${f(rand.float(0.5, 1))}"/>`,
    )
  }
  const label = rand.pick(LABELS)
  const second = rand.pick(LABELS.filter((l) => l !== label))
  const labelR = R * 0.33
  const design = rand.pick([
    `<path d="M${f(cx - labelR)} ${f(cy)} A${f(labelR)} ${f(labelR)} 0 0 1 ${f(cx + labelR)} ${f(cy)}Z" fill="${second}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(labelR * 0.7)}" fill="none" stroke="${second}" stroke-width="${f(labelR * 0.12)}"/>`,
    `<circle cx="${f(cx + labelR * 0.3)}" cy="${f(cy - labelR * 0.25)}" r="${f(labelR * 0.35)}" fill="${second}"/>`,
  ])
  c.crisp().add(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 1.1)}" fill="#2a2a2c"/>`,
    dots.join(''),
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="#111112"/>`,
    grooves.join(''),
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(labelR)}" fill="${label}"/>`,
    design,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.018)}" fill="#c8c8c8"/>`,
  )
  // sheen: two opposite wedges of light across the grooves
  const angle = rand.float(0, Math.PI)
  const wedge = (a: number) => {
    const w = 0.22
    return `M${f(cx)} ${f(cy)} L${f(cx + Math.cos(a - w) * R)} ${f(cy + Math.sin(a - w) * R)} A${f(R)} ${f(R)} 0 0 1 ${f(cx + Math.cos(a + w) * R)} ${f(cy + Math.sin(a + w) * R)}Z`
  }
  c.layer({ soften: 6, blend: 'screen' }).add(
    `<path d="${wedge(angle)} ${wedge(angle + Math.PI)}" fill="#ffffff" opacity="0.16"/>`,
  )
  // tone arm from a pivot at the upper right
  const pivot = { x: cx + R * 1.35, y: cy - R * 0.85 }
  const rest = rand.float(0.55, 0.85)
  const toward = Math.atan2(cy - pivot.y, cx - pivot.x) + rand.float(0.25, 0.45)
  const head = {
    x: pivot.x + Math.cos(toward) * R * (1.55 - rest * 0.5),
    y: pivot.y + Math.sin(toward) * R * (1.55 - rest * 0.5),
  }
  c.layer({ soften: 4, blend: 'multiply' }).add(
    `<path d="M${f(pivot.x + R * 0.04)} ${f(pivot.y + R * 0.06)} L${f(head.x + R * 0.04)} ${f(head.y + R * 0.06)}" stroke="#000000" stroke-width="${f(R * 0.03)}" opacity="0.5"/>`,
  )
  c.crisp().add(
    `<circle cx="${f(pivot.x)}" cy="${f(pivot.y)}" r="${f(R * 0.11)}" fill="#3a3a3c"/><circle cx="${f(pivot.x)}" cy="${f(pivot.y)}" r="${f(R * 0.07)}" fill="#9a9a9e"/>`,
    `<path d="M${f(pivot.x)} ${f(pivot.y)} L${f(head.x)} ${f(head.y)}" stroke="#c9c9cd" stroke-width="${f(R * 0.018)}" stroke-linecap="round"/>`,
    `<rect x="${f(head.x - R * 0.05)}" y="${f(head.y - R * 0.025)}" width="${f(R * 0.1)}" height="${f(R * 0.05)}" rx="${f(R * 0.008)}" fill="#2b2b2e" transform="rotate(${f((toward * 180) / Math.PI + 30)} ${f(head.x)} ${f(head.y)})"/>`,
  )
  c.crisp().mix(
    'screen',
    glow(
      c,
      c.w * rand.float(0, 0.4),
      c.h * rand.float(0, 0.3),
      m * 0.8,
      rand.pick(['#ffb36b', '#ff7ab0', '#7fb8ff']),
      0.35,
    ),
  )
  vignette(c, 0.5)
}

export type Drink = 'cocktails' | 'wine'

interface Glass {
  x: number
  base: number
  size: number
  liquid: string
}

const coupe = (c: Canvas, g: Glass): string => {
  const { x, base, size: s } = g
  const rim = base - s
  const bowl = `M${f(x - s * 0.42)} ${f(rim)} Q${f(x - s * 0.4)} ${f(rim + s * 0.3)} ${f(x)} ${f(rim + s * 0.32)} Q${f(x + s * 0.4)} ${f(rim + s * 0.3)} ${f(x + s * 0.42)} ${f(rim)}`
  const liquid = `M${f(x - s * 0.39)} ${f(rim + s * 0.05)} Q${f(x - s * 0.37)} ${f(rim + s * 0.28)} ${f(x)} ${f(rim + s * 0.3)} Q${f(x + s * 0.37)} ${f(rim + s * 0.28)} ${f(x + s * 0.39)} ${f(rim + s * 0.05)}Z`
  return `<path d="${liquid}" fill="${c.vertical(
    [
      [0, lighten(g.liquid, 0.25)],
      [1, darken(g.liquid, 0.2)],
    ],
    rim,
    rim + s * 0.3,
  )}" opacity="0.92"/><ellipse cx="${f(x)}" cy="${f(rim + s * 0.05)}" rx="${f(s * 0.39)}" ry="${f(s * 0.025)}" fill="${lighten(g.liquid, 0.45)}"/><path d="${bowl}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(s * 0.01)}"/><path d="M${f(x)} ${f(rim + s * 0.32)} L${f(x)} ${f(base - s * 0.03)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${f(s * 0.025)}"/><ellipse cx="${f(x)}" cy="${f(base - s * 0.02)}" rx="${f(s * 0.2)}" ry="${f(s * 0.025)}" fill="#ffffff" opacity="0.35"/>`
}

const highball = (c: Canvas, g: Glass): string => {
  const { rand } = c
  const { x, base, size: s } = g
  const top = base - s
  const w = s * 0.2
  const level = top + s * 0.15
  const ice: string[] = []
  for (let i = 0; i < 4; i += 1) {
    const iy = level + s * (0.05 + i * 0.18)
    ice.push(
      `<rect x="${f(x - w * 0.7 + rand.float(0, w * 0.5))}" y="${f(iy)}" width="${f(w * 0.8)}" height="${f(w * 0.75)}" rx="${f(w * 0.12)}" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(s * 0.006)}" transform="rotate(${f(rand.float(-15, 15))} ${f(x)} ${f(iy)})"/>`,
    )
  }
  const wheel = `<circle cx="${f(x + w * 0.9)}" cy="${f(top + s * 0.02)}" r="${f(w * 0.55)}" fill="#f6d55c" stroke="#fff3c0" stroke-width="${f(s * 0.01)}"/><path d="M${f(x + w * 0.9 - w * 0.45)} ${f(top + s * 0.02)} h${f(w * 0.9)} M${f(x + w * 0.9)} ${f(top + s * 0.02 - w * 0.45)} v${f(w * 0.9)}" stroke="#fff3c0" stroke-width="${f(s * 0.006)}"/>`
  return `<rect x="${f(x - w)}" y="${f(level)}" width="${f(w * 2)}" height="${f(base - level)}" fill="${c.vertical(
    [
      [0, lighten(g.liquid, 0.2)],
      [1, darken(g.liquid, 0.25)],
    ],
    level,
    base,
  )}" opacity="0.9"/>${ice.join('')}<rect x="${f(x - w)}" y="${f(top)}" width="${f(w * 2)}" height="${f(s)}" rx="${f(w * 0.08)}" fill="#ffffff" fill-opacity="0.06" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(s * 0.01)}"/><rect x="${f(x - w * 0.75)}" y="${f(top + s * 0.08)}" width="${f(w * 0.12)}" height="${f(s * 0.8)}" fill="#ffffff" opacity="0.3"/>${wheel}`
}

const wineGlass = (c: Canvas, g: Glass): string => {
  const { x, base, size: s } = g
  const rim = base - s
  const w = s * 0.22
  const bowl = `M${f(x - w * 0.8)} ${f(rim)} C${f(x - w * 1.2)} ${f(rim + s * 0.25)} ${f(x - w)} ${f(rim + s * 0.5)} ${f(x)} ${f(rim + s * 0.52)} C${f(x + w)} ${f(rim + s * 0.5)} ${f(x + w * 1.2)} ${f(rim + s * 0.25)} ${f(x + w * 0.8)} ${f(rim)}`
  const wine = `M${f(x - w * 1.08)} ${f(rim + s * 0.26)} C${f(x - w * 1.05)} ${f(rim + s * 0.4)} ${f(x - w * 0.8)} ${f(rim + s * 0.5)} ${f(x)} ${f(rim + s * 0.51)} C${f(x + w * 0.8)} ${f(rim + s * 0.5)} ${f(x + w * 1.05)} ${f(rim + s * 0.4)} ${f(x + w * 1.08)} ${f(rim + s * 0.26)}Z`
  return `<path d="${wine}" fill="${c.vertical(
    [
      [0, lighten(g.liquid, 0.15)],
      [1, darken(g.liquid, 0.3)],
    ],
    rim + s * 0.26,
    rim + s * 0.52,
  )}" opacity="0.92"/><path d="${bowl}" fill="#ffffff" fill-opacity="0.05" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(s * 0.009)}"/><path d="M${f(x - w * 0.7)} ${f(rim + s * 0.08)} Q${f(x - w * 0.95)} ${f(rim + s * 0.25)} ${f(x - w * 0.6)} ${f(rim + s * 0.42)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${f(s * 0.015)}" fill="none"/><path d="M${f(x)} ${f(rim + s * 0.52)} L${f(x)} ${f(base - s * 0.02)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${f(s * 0.02)}"/><ellipse cx="${f(x)}" cy="${f(base - s * 0.015)}" rx="${f(w * 0.9)}" ry="${f(s * 0.022)}" fill="#ffffff" opacity="0.35"/>`
}

const COCKTAILS = ['#f26b1d', '#e84a7f', '#c8742a', '#9bc53d', '#ff9f1c', '#d7263d']
const WINES = ['#6b0f1a', '#8c1c2c', '#e8d9a0', '#f2b5a0']

export type BarLight = 'golden' | 'night'

/** Glasses on the bar, close up: behind them the sunset over the sea or the room's lights, out of focus. */
export const drinks = (c: Canvas, kind: Drink, light: BarLight): void => {
  const { rand } = c
  const warm = rand.pick(['#ffb45a', '#ff8a5c', '#ffd08a'])
  const counter = c.h * rand.float(0.66, 0.72)
  if (light === 'golden') {
    const mood = pickMood(rand, SUNSETS)
    const horizon = counter - c.h * rand.float(0.08, 0.16)
    const backdrop = c.layer({ soften: 30 })
    backdrop.add(
      `<rect width="${c.w}" height="${c.h}" fill="${c.vertical(
        [
          [0, mood.sky[1]],
          [0.8, mood.sky[3]],
          [1, mood.sky[3]],
        ],
        0,
        horizon,
      )}"/>`,
      `<rect y="${f(horizon)}" width="${c.w}" height="${f(c.h - horizon)}" fill="${mood.sea[0]}"/>`,
    )
    c.crisp().mix(
      'screen',
      glow(c, c.w * rand.float(0.2, 0.8), horizon - c.h * 0.05, c.h * 0.5, mood.sun, 0.9, 1, 'peak'),
    )
    bokeh(
      c,
      14,
      [mood.sun, mood.lights[0], '#ffffff'],
      c.h * 0.03,
      c.h * 0.08,
      horizon - c.h * 0.08,
      horizon + c.h * 0.04,
    )
  } else {
    const room = c.layer({ soften: SKY_SOFTEN })
    room.add(
      `<rect width="${c.w}" height="${c.h}" fill="${c.vertical([
        [0, rand.pick(['#1a1030', '#0f1a2a', '#24140e'])],
        [0.7, rand.pick(['#3a1c22', '#1c2c3a', '#3a2414'])],
        [1, '#0a0706'],
      ])}"/>`,
    )
    room.mix('screen', glow(c, c.w * rand.float(0.2, 0.8), c.h * 0.4, c.w * 0.6, warm, 0.35, 0.6))
    bokeh(
      c,
      26,
      [warm, '#ffe0a0', '#ffffff', rand.pick(['#ff6fa0', '#7fd0ff'])],
      c.h * 0.025,
      c.h * 0.09,
      0,
      c.h * 0.62,
    )
  }
  const top = rand.pick(['#3a2416', '#2a2a2c', '#1c1c1e', '#5a3a24'])
  c.crisp().add(
    `<rect y="${f(counter)}" width="${c.w}" height="${f(c.h - counter)}" fill="${c.vertical(
      [
        [0, lighten(top, 0.15)],
        [1, darken(top, 0.5)],
      ],
      counter,
      c.h,
    )}"/><rect y="${f(counter)}" width="${c.w}" height="${f(c.h * 0.004)}" fill="#ffffff" opacity="0.25"/>`,
  )
  const count = c.w > c.h ? rand.int(2, 3) : 2
  const glasses: string[] = []
  const glowing: string[] = []
  const size = c.h * rand.float(0.48, 0.56)
  const base = counter + c.h * rand.float(0.1, 0.16)
  for (let i = 0; i < count; i += 1) {
    const g: Glass = {
      x: c.w * ((i + 0.5) / count) + rand.float(-0.04, 0.04) * c.w,
      base: base + rand.float(-0.02, 0.02) * c.h,
      size: size * rand.float(0.85, 1.05),
      liquid: rand.pick(kind === 'wine' ? WINES : COCKTAILS),
    }
    const draw = kind === 'wine' ? wineGlass : rand.pick([coupe, highball])
    glasses.push(draw(c, g))
    // light passing through the drink
    glowing.push(glow(c, g.x, g.base - g.size * 0.75, g.size * 0.3, lighten(g.liquid, 0.4), 0.5))
  }
  const all = glasses.join('')
  // the counter's reflection: the glasses upside down, faint
  c.layer({ soften: 2 }).add(
    `<g transform="translate(0 ${f(2 * base)}) scale(1 -1)" opacity="0.16">${all}</g>`,
  )
  c.crisp().add(all)
  c.light().add(glowing.join(''))
  c.light().add(glow(c, c.w * 0.5, counter, c.w * 0.5, warm, 0.25, 0.08))
  vignette(c, 0.5)
}
