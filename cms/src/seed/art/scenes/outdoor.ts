/** Scenes by the sea: sunsets, beach clubs at golden hour, an infinity pool, kites, dawn, the moon. */
import { daybed, parasol, railing } from '../beach'
import { type Canvas, num as f, glow, vignette } from '../canvas'
import { darken, lighten, mix } from '../color'
import { DAWNS, DAYS, type Mood, pickMood, SUNSETS } from '../moods'
import { palm } from '../palms'
import { crowd, figure, randomFigure, saxophonist } from '../people'
import { dunes, glitter, landColor, lighthouse, longtail, mountains, peak, sailboat, sea } from '../sea'
import { bloom, clouds, SKY_SOFTEN, sky, sun } from '../sky'

export type Landmark = 'none' | 'island' | 'mountains' | 'headland' | 'volcano' | 'lighthouse'
export type Foreground = 'none' | 'palms' | 'crowd' | 'terrace' | 'rocks' | 'boats' | 'longtails' | 'dunes'

export interface SunsetOptions {
  landmark: Landmark
  foreground: Foreground
}

interface Horizon {
  mood: Mood
  horizon: number
  sunX: number
  sunY: number
  sunR: number
}

/** Sky, clouds, sun and sea: the back of every seaside scene. */
const seascape = (
  c: Canvas,
  mood: Mood,
  horizonAt: number,
  sunHeight: number,
  cloudiness: number,
): Horizon => {
  const { rand } = c
  const horizon = c.h * horizonAt
  const sunR = Math.min(c.w, c.h) * rand.float(0.04, 0.07)
  const sunX = c.w * rand.float(0.28, 0.72)
  const sunY = horizon - sunR * sunHeight
  sky(c, mood, horizon)
  clouds(c, mood, horizon, Math.round(cloudiness * rand.int(8, 16)), sunX)
  sun(c, mood, sunX, sunY, sunR, horizon)
  return { mood, horizon, sunX, sunY, sunR }
}

const landmark = (c: Canvas, s: Horizon, kind: Landmark): void => {
  const { rand } = c
  const away = s.sunX > c.w / 2 ? rand.float(0.08, 0.3) : rand.float(0.55, 0.78)
  switch (kind) {
    case 'island':
      // a steep rock stack with a low islet beside it
      peak(
        c,
        s.mood,
        s.horizon,
        c.w * away,
        c.w * (away + rand.float(0.1, 0.15)),
        c.h * rand.float(0.1, 0.16),
        0.35,
        0.25,
        0.3,
      )
      peak(c, s.mood, s.horizon, c.w * (away + 0.12), c.w * (away + 0.24), c.h * 0.025, 0.8, 0.2, 0.3)
      break
    case 'mountains':
      mountains(c, s.mood, s.horizon, c.h * rand.float(0.04, 0.08), 0.1, 0.6)
      break
    case 'volcano': {
      // a stratovolcano: long concave slopes up to a narrow summit
      const centre = c.w * (away + 0.1)
      peak(
        c,
        s.mood,
        s.horizon,
        centre - c.w * 0.5,
        centre + c.w * 0.5,
        c.h * rand.float(0.18, 0.24),
        2.6,
        0.3,
        0.15,
      )
      break
    }
    case 'headland':
    case 'lighthouse': {
      const left = s.sunX > c.w / 2
      const x0 = left ? -c.w * 0.05 : c.w * 0.62
      const x1 = left ? c.w * 0.38 : c.w * 1.05
      peak(c, s.mood, s.horizon, x0, x1, c.h * 0.07, 0.6, 0.6)
      if (kind === 'lighthouse')
        lighthouse(
          c,
          s.mood,
          (x0 + x1) / 2,
          s.horizon - c.h * 0.06,
          c.h * 0.16,
          left ? -0.25 : Math.PI + 0.25,
        )
      break
    }
    case 'none':
      break
  }
}

const foreground = (c: Canvas, s: Horizon, kind: Foreground): void => {
  const { rand } = c
  switch (kind) {
    case 'palms': {
      const layer = c.crisp()
      const side = rand.chance(0.5) ? 1 : -1
      const baseX = side > 0 ? c.w * rand.float(0.82, 0.95) : c.w * rand.float(0.05, 0.18)
      layer.add(
        palm(
          c,
          {
            x: baseX,
            ground: c.h * 1.02,
            height: c.h * rand.float(0.8, 1),
            lean: -side * rand.float(0.08, 0.2),
          },
          s.mood.ink,
        ),
      )
      if (rand.chance(0.7))
        layer.add(
          palm(
            c,
            {
              x: baseX + side * c.w * 0.08,
              ground: c.h * 1.02,
              height: c.h * rand.float(0.55, 0.75),
              lean: -side * rand.float(0.15, 0.3),
            },
            s.mood.ink,
          ),
        )
      if (rand.chance(0.5))
        layer.add(
          palm(
            c,
            {
              x: c.w - baseX + side * c.w * 0.05,
              ground: c.h * 1.02,
              height: c.h * rand.float(0.45, 0.6),
              lean: side * rand.float(0.1, 0.2),
            },
            s.mood.ink,
          ),
        )
      c.crisp().add(
        `<path d="M0 ${f(c.h * 0.93)} Q${f(c.w * 0.5)} ${f(c.h * 0.9)} ${c.w} ${f(c.h * 0.94)} L${c.w} ${c.h} L0 ${c.h}Z" fill="${s.mood.ink}"/>`,
      )
      break
    }
    case 'crowd':
      crowd(c, {
        top: s.horizon + c.h * 0.06,
        rows: rand.int(3, 5),
        frontHeight: rand.float(0.55, 0.75),
        hands: rand.float(0.35, 0.6),
        ink: s.mood.ink,
        haze: landColor(s.mood, 0.55),
      })
      break
    case 'terrace': {
      const deck = c.h * rand.float(0.8, 0.86)
      const layer = c.crisp()
      layer.add(railing(c, deck - c.h * 0.1, c.h * 0.1, s.mood.ink))
      for (let i = rand.int(3, 6); i > 0; i -= 1) {
        const fig = randomFigure(
          rand,
          rand.float(0.05, 0.95) * c.w,
          deck + c.h * 0.02,
          c.h * rand.float(0.22, 0.3),
          0.2,
        )
        layer.add(figure(fig, s.mood.ink))
      }
      layer.add(`<rect y="${f(deck)}" width="${c.w}" height="${f(c.h - deck)}" fill="${s.mood.ink}"/>`)
      break
    }
    case 'rocks': {
      mountains(
        c,
        { ...s.mood, sky: [s.mood.ink, s.mood.ink, s.mood.ink, s.mood.ink] },
        c.h * 1.01,
        c.h * rand.float(0.12, 0.2),
        1,
        0.45,
      )
      for (let i = rand.int(2, 4); i > 0; i -= 1)
        c.crisp().add(
          figure(
            {
              ...randomFigure(
                rand,
                rand.float(0.1, 0.9) * c.w,
                c.h * 0.86,
                c.h * rand.float(0.12, 0.18),
                0.3,
              ),
              pose: rand.pick(['down', 'one', 'up'] as const),
            },
            s.mood.ink,
          ),
        )
      break
    }
    case 'boats': {
      const layer = c.crisp()
      for (let i = rand.int(2, 4); i > 0; i -= 1)
        layer.add(
          sailboat(
            c,
            landColor(s.mood, 0.5),
            rand.float(0.05, 0.95) * c.w,
            s.horizon + c.h * rand.float(0.005, 0.03),
            c.h * rand.float(0.03, 0.07),
          ),
        )
      break
    }
    case 'longtails': {
      const layer = c.crisp()
      for (let i = rand.int(2, 3); i > 0; i -= 1) {
        const y = s.horizon + (c.h - s.horizon) * rand.float(0.15, 0.6)
        layer.add(
          longtail(
            c,
            s.mood.ink,
            rand.float(0.1, 0.9) * c.w,
            y,
            c.h * (0.08 + ((y - s.horizon) / c.h) * 0.35),
            rand.chance(0.5) ? 1 : -1,
          ),
        )
      }
      break
    }
    case 'dunes':
      dunes(c, s.mood, c.h * rand.float(0.72, 0.8), 3, '#e6c08e')
      break
    case 'none':
      break
  }
}

/** The sun going down into the sea, with a landmark on the horizon and something in front. */
export const sunset = (c: Canvas, o: SunsetOptions): void => {
  const { rand } = c
  const mood = pickMood(rand, SUNSETS)
  const portrait = c.h > c.w
  const s = seascape(
    c,
    mood,
    rand.float(0.5, 0.66) + (portrait ? 0.04 : 0),
    rand.float(-0.3, 2.2),
    rand.float(0.3, 1.1),
  )
  landmark(c, s, o.landmark)
  sea(c, mood, s.horizon, rand.float(0.3, 0.8))
  glitter(c, mood, s.sunX, s.horizon, s.sunR * 2.2)
  foreground(c, s, o.foreground)
  // now and then a palm leans into the frame from the side, as it does on a beach-club terrace
  if (o.foreground !== 'palms' && o.foreground !== 'dunes' && rand.chance(0.35)) {
    const left = rand.chance(0.5)
    c.crisp().add(
      palm(
        c,
        {
          x: left ? -c.w * 0.02 : c.w * 1.02,
          ground: c.h * 1.05,
          height: c.h * rand.float(0.85, 1.1),
          lean: (left ? 1 : -1) * rand.float(0.1, 0.25),
        },
        mood.ink,
      ),
    )
  }
  bloom(c, mood, s.sunX, s.sunY, c.w * 0.3, 0.22)
  vignette(c)
}

/** A saxophonist on the terrace at sunset, the rail and the sea behind. */
export const saxSunset = (c: Canvas): void => {
  const { rand } = c
  const mood = pickMood(rand, SUNSETS)
  const s = seascape(c, mood, rand.float(0.58, 0.66), rand.float(0, 1.5), 0.8)
  sea(c, mood, s.horizon, 0.6)
  glitter(c, mood, s.sunX, s.horizon, s.sunR * 2)
  // the player a little off the sun, on the deck, the terrace rail behind
  const deck = c.h * rand.float(0.88, 0.93)
  const facing = s.sunX > c.w / 2 ? -1 : 1
  c.crisp().add(
    railing(c, deck - c.h * 0.12, c.h * 0.12, mood.ink),
    `<rect y="${f(deck)}" width="${c.w}" height="${f(c.h - deck)}" fill="${mood.ink}"/>`,
  )
  const x = Math.min(
    c.w * 0.8,
    Math.max(c.w * 0.2, s.sunX - facing * Math.min(c.w, c.h) * rand.float(0.12, 0.24)),
  )
  saxophonist(c, x, deck + c.h * 0.01, c.h * rand.float(0.55, 0.66), mood.ink, facing)
  bloom(c, mood, s.sunX, s.sunY, c.w * 0.25, 0.3)
  vignette(c)
}

/** Rows of parasols and daybeds on the sand, backlit by a low sun, their shadows reaching the lens. */
export const beachClub = (c: Canvas, kind: 'thatch' | 'fabric'): void => {
  const { rand } = c
  const mood = pickMood(rand, SUNSETS)
  const s = seascape(c, mood, rand.float(0.42, 0.5), rand.float(1.5, 3.5), 0.6)
  sea(c, mood, s.horizon, 0.7)
  glitter(c, mood, s.sunX, s.horizon, s.sunR * 1.6, 0.8)
  const shore = s.horizon + (c.h - s.horizon) * rand.float(0.14, 0.22)
  const sand = mix('#c9a47a', mood.sky[3], 0.25)
  c.crisp().add(
    `<path d="M0 ${f(shore + c.h * 0.01)} Q${f(c.w * 0.5)} ${f(shore - c.h * 0.015)} ${c.w} ${f(shore)} L${c.w} ${c.h} L0 ${c.h}Z" fill="${c.vertical(
      [
        [0, mix(sand, mood.sun, 0.3)],
        [0.25, darken(sand, 0.35)],
        [1, darken(mix(sand, mood.ink, 0.6), 0.55)],
      ],
      shore,
      c.h,
    )}"/>`,
  )
  c.crisp().mix('screen', glow(c, s.sunX, shore + c.h * 0.03, c.w * 0.35, mood.sun, 0.45, 0.12))
  const shadows = c.layer({ soften: 6, blend: 'multiply' })
  const things = c.crisp()
  // strollers along the waterline
  for (let i = rand.int(2, 5); i > 0; i -= 1)
    things.add(
      figure(
        randomFigure(rand, rand.float(0, c.w), shore + c.h * 0.02, c.h * rand.float(0.05, 0.07), 0.1),
        landColor(mood, 0.6),
      ),
    )
  // three rows, far to near: smaller, hazier, lower in the frame
  for (let row = 0; row < 3; row += 1) {
    const t = row / 2
    const ground = shore + (c.h - shore) * (0.2 + t * 0.7)
    const size = c.h * (0.1 + t * 0.3)
    const ink = mix(landColor(mood, 0.4), mood.ink, 0.4 + t * 0.6)
    const step = size * rand.float(1.8, 2.3)
    for (let x = rand.float(-0.5, 0.5) * step; x < c.w + step; x += step * rand.float(0.9, 1.1)) {
      const lean = (x - s.sunX) / c.w
      shadows.add(
        `<path d="M${f(x - size * 0.45)} ${f(ground)} L${f(x + size * 0.45)} ${f(ground)} L${f(x + size * 0.35 + lean * size * 2)} ${f(ground + size * 0.8)} L${f(x - size * 0.35 + lean * size * 2)} ${f(ground + size * 0.8)}Z" fill="${darken(mood.ink, 0.3)}" opacity="0.3"/>`,
      )
      things.add(
        parasol(x, ground - size * 0.05, size, kind, ink),
        daybed(x + size * 0.05, ground, size * 0.95, ink, lighten(mood.sun, 0.1)),
      )
      if (rand.chance(0.3))
        things.add(
          figure({ ...randomFigure(rand, x + size * 0.6, ground, size * 0.75, 0.15), pose: 'down' }, ink),
        )
    }
  }
  if (rand.chance(0.6))
    c.crisp().add(
      palm(
        c,
        {
          x: rand.chance(0.5) ? c.w * 0.04 : c.w * 0.96,
          ground: c.h * 1.02,
          height: c.h * 0.95,
          lean: rand.float(-0.15, 0.15),
        },
        mood.ink,
      ),
    )
  bloom(c, mood, s.sunX, s.sunY, c.w * 0.4, 0.4)
  vignette(c)
}

/** Daylight over an infinity pool whose edge meets the sea, a teak deck and a lounger in front. */
export const infinityPool = (c: Canvas): void => {
  const { rand } = c
  // midday or the pastel light of early morning, so two pool decks are never the same hour
  const mood = pickMood(rand, rand.chance(0.5) ? DAYS : DAWNS, 8)
  const horizon = c.h * rand.float(0.36, 0.42)
  sky(c, mood, horizon)
  const puffs = c.layer({ soften: SKY_SOFTEN })
  for (let i = rand.int(5, 10); i > 0; i -= 1)
    puffs.add(
      glow(
        c,
        rand.float(0, c.w),
        horizon * rand.float(0.3, 0.92),
        c.w * rand.float(0.06, 0.16),
        '#ffffff',
        rand.float(0.55, 0.9),
        rand.float(0.2, 0.45),
      ),
    )
  mountains(c, mood, horizon, c.h * rand.float(0.015, 0.035), 0, 0.5)
  sea(c, mood, horizon, 0.8)
  const edge = horizon + (c.h - horizon) * rand.float(0.12, 0.2)
  const deck = c.h * rand.float(0.84, 0.9)
  const layer = c.crisp()
  // the water takes a little of the sky's colour
  const water = (hex: string) => mix(hex, mood.sky[2], 0.2)
  layer.add(
    `<rect y="${f(edge)}" width="${c.w}" height="${f(deck - edge)}" fill="${c.vertical(
      [
        [0, water('#63d4e0')],
        [0.35, water('#2fb5cb')],
        [1, water('#117c9c')],
      ],
      edge,
      deck,
    )}"/>`,
  )
  layer.add(
    `<rect y="${f(edge - c.h * 0.003)}" width="${c.w}" height="${f(c.h * 0.006)}" fill="#e9f6f6" opacity="0.85"/>`,
  )
  // caustics: bright wavy lines, tighter far away
  const caustics = c.layer({ soften: 3, blend: 'screen' })
  for (let k = 0; k < 46; k += 1) {
    const depth = (k / 46) ** 1.4
    const y = edge + c.h * 0.01 + depth * (deck - edge)
    const amp = c.h * 0.005 * (1 + depth * 3)
    const period = c.w * rand.float(0.02, 0.04) * (1 + depth)
    const phase = rand.float(0, 6)
    let d = `M0 ${f(y)}`
    for (let x = period / 2; x <= c.w + period; x += period)
      d += ` Q${f(x - period / 4)} ${f(y + Math.sin(x / period + phase) * amp * 2)} ${f(x)} ${f(y + Math.cos(x / period + phase) * amp)}`
    caustics.add(
      `<path d="${d}" stroke="#e8ffff" stroke-width="${f(1.5 + depth * 4)}" fill="none" opacity="${f(0.1 + depth * 0.3)}"/>`,
    )
  }
  c.crisp().mix('screen', glow(c, c.w * rand.float(0.3, 0.7), edge, c.w * 0.5, '#ffffff', 0.3, 0.15))
  const wood = '#8a5a3a'
  const planks: string[] = [
    `<rect y="${f(deck)}" width="${c.w}" height="${f(c.h - deck)}" fill="${c.vertical(
      [
        [0, lighten(wood, 0.15)],
        [1, darken(wood, 0.3)],
      ],
      deck,
      c.h,
    )}"/>`,
    `<rect y="${f(deck)}" width="${c.w}" height="${f(c.h * 0.012)}" fill="#f2efe6"/>`,
  ]
  for (let y = deck + c.h * 0.03; y < c.h; y += c.h * 0.028)
    planks.push(`<rect y="${f(y)}" width="${c.w}" height="1.5" fill="${darken(wood, 0.45)}" opacity="0.6"/>`)
  c.crisp().add(planks.join(''))
  // a lounger in profile on the deck, with its shadow
  const lx = c.w * rand.float(0.55, 0.8)
  const ly = deck + (c.h - deck) * 0.65
  const len = c.w * 0.22
  c.layer({ soften: 3, blend: 'multiply' }).add(
    `<ellipse cx="${f(lx)}" cy="${f(ly + c.h * 0.01)}" rx="${f(len * 0.55)}" ry="${f(c.h * 0.012)}" fill="#3a2a20" opacity="0.6"/>`,
  )
  c.crisp().add(
    `<path d="M${f(lx - len * 0.5)} ${f(ly - c.h * 0.05)} L${f(lx + len * 0.2)} ${f(ly - c.h * 0.05)} L${f(lx + len * 0.45)} ${f(ly - c.h * 0.14)} L${f(lx + len * 0.5)} ${f(ly - c.h * 0.13)} L${f(lx + len * 0.27)} ${f(ly - c.h * 0.035)} L${f(lx - len * 0.5)} ${f(ly - c.h * 0.035)}Z" fill="#f4f1ea"/>`,
    `<path d="M${f(lx - len * 0.45)} ${f(ly - c.h * 0.035)} L${f(lx - len * 0.45)} ${f(ly)} M${f(lx + len * 0.15)} ${f(ly - c.h * 0.035)} L${f(lx + len * 0.15)} ${f(ly)}" stroke="#cfc8bb" stroke-width="${f(c.w * 0.004)}"/>`,
  )
  const side = rand.chance(0.5) ? 1 : -1
  // someone sitting on the infinity edge, now and then
  if (rand.chance(0.6)) {
    const sx = c.w * (side > 0 ? rand.float(0.15, 0.45) : rand.float(0.55, 0.85))
    c.crisp().add(
      figure(
        {
          x: sx,
          ground: edge + c.h * 0.07,
          height: c.h * 0.12,
          pose: rand.pick(['down', 'one'] as const),
          headwear: rand.pick(['none', 'hat', 'bun'] as const),
          build: 0.9,
          lean: 0,
        },
        '#2a2422',
      ),
    )
  }
  // a cream parasol over the lounger, now and then
  if (rand.chance(0.5)) c.crisp().add(parasol(lx + len * 0.1, ly, c.h * 0.32, 'fabric', '#efe6d6'))
  c.crisp().add(
    palm(
      c,
      {
        x: side > 0 ? c.w * 0.94 : c.w * 0.06,
        ground: c.h * 1.05,
        height: c.h * rand.float(0.8, 1),
        lean: -side * rand.float(0.06, 0.16),
      },
      '#13261d',
    ),
  )
  vignette(c, 0.3)
}

/** A windy day: kites over a sea full of white horses, mountains across the strait. */
export const kites = (c: Canvas): void => {
  const { rand } = c
  const mood = pickMood(rand, DAYS, 6)
  const horizon = c.h * rand.float(0.5, 0.58)
  sky(c, mood, horizon)
  const wisps = c.layer({ soften: SKY_SOFTEN })
  for (let i = rand.int(5, 10); i > 0; i -= 1)
    wisps.add(
      glow(
        c,
        rand.float(0, c.w),
        horizon * rand.float(0.15, 0.8),
        c.w * rand.float(0.1, 0.25),
        '#ffffff',
        rand.float(0.4, 0.7),
        0.12,
      ),
    )
  mountains(c, mood, horizon, c.h * rand.float(0.06, 0.1), 0.05, 0.55)
  sea(c, mood, horizon, 0.2)
  const caps: string[] = []
  for (let i = 0; i < 160; i += 1) {
    const depth = rand.next() ** 1.6
    const y = horizon + depth * (c.h - horizon) * 0.75
    caps.push(
      `<ellipse cx="${f(rand.float(0, c.w))}" cy="${f(y)}" rx="${f(c.w * 0.006 * (1 + depth * 5))}" ry="${f(1 + depth * 2.5)}" fill="#ffffff" opacity="${f(rand.float(0.4, 0.85))}"/>`,
    )
  }
  const beachTop = horizon + (c.h - horizon) * 0.78
  caps.push(
    `<path d="M0 ${f(beachTop)} Q${f(c.w * 0.5)} ${f(beachTop + c.h * 0.03)} ${c.w} ${f(beachTop - c.h * 0.01)} L${c.w} ${c.h} L0 ${c.h}Z" fill="${c.vertical(
      [
        [0, '#f0dcb8'],
        [1, '#c9a77c'],
      ],
      beachTop,
      c.h,
    )}"/>`,
  )
  c.crisp().add(caps.join(''))
  const colors = ['#ff4f6d', '#ffb000', '#19c3a6', '#3d5afe', '#ff7a1a', '#ffffff']
  const layer = c.crisp()
  for (let i = rand.int(3, 6); i > 0; i -= 1) {
    const rider = { x: rand.float(0.05, 0.95) * c.w, y: horizon + (c.h - horizon) * rand.float(0.05, 0.5) }
    const scale = c.h * (0.05 + ((rider.y - horizon) / c.h) * 0.5)
    const kite = { x: rider.x + rand.float(-2, 2) * scale, y: rider.y - scale * rand.float(3.5, 6) }
    const color = rand.pick(colors)
    const tilt = rand.float(-25, 25)
    layer.add(
      `<path d="M${f(kite.x - scale * 0.9)} ${f(kite.y + scale * 0.3)} L${f(rider.x)} ${f(rider.y - scale * 0.12)} L${f(kite.x + scale * 0.9)} ${f(kite.y + scale * 0.3)}" stroke="#1a1a1a" stroke-width="0.8" fill="none" opacity="0.5"/>`,
      `<path d="M${f(kite.x - scale)} ${f(kite.y + scale * 0.35)} Q${f(kite.x)} ${f(kite.y - scale * 0.6)} ${f(kite.x + scale)} ${f(kite.y + scale * 0.35)} Q${f(kite.x)} ${f(kite.y - scale * 0.25)} ${f(kite.x - scale)} ${f(kite.y + scale * 0.35)}Z" fill="${color}" transform="rotate(${f(tilt)} ${f(kite.x)} ${f(kite.y)})"/>`,
      figure(
        {
          x: rider.x,
          ground: rider.y,
          height: scale * 0.25,
          pose: 'one',
          headwear: 'none',
          build: 1,
          lean: 0.2,
        },
        '#1c1c1c',
      ),
    )
  }
  vignette(c, 0.25)
}

/** Early morning: a pale sun, mist on a glassy sea and one person greeting the day. */
export const dawn = (c: Canvas): void => {
  const { rand } = c
  const mood = pickMood(rand, DAWNS, 8)
  const s = seascape(c, mood, rand.float(0.56, 0.64), rand.float(1, 3), 0.5)
  sea(c, mood, s.horizon, 0.95)
  glitter(c, mood, s.sunX, s.horizon, s.sunR * 1.4, 0.6)
  const mist = c.crisp()
  for (let i = 0; i < 6; i += 1)
    mist.mix(
      'screen',
      glow(
        c,
        rand.float(0, c.w),
        s.horizon + rand.float(-0.02, 0.05) * c.h,
        c.w * rand.float(0.25, 0.45),
        '#ffffff',
        0.35,
        0.12,
      ),
    )
  const sand = c.h * rand.float(0.8, 0.86)
  c.crisp().add(
    `<rect y="${f(sand)}" width="${c.w}" height="${f(c.h - sand)}" fill="${c.vertical(
      [
        [0, mix('#b89f86', mood.sky[2], 0.3)],
        [1, darken('#6e5a4a', 0.3)],
      ],
      sand,
      c.h,
    )}"/>`,
  )
  if (rand.chance(0.5)) {
    const left = rand.chance(0.5)
    c.crisp().add(
      palm(
        c,
        {
          x: left ? c.w * 0.04 : c.w * 0.96,
          ground: c.h * 1.03,
          height: c.h * rand.float(0.7, 0.95),
          lean: (left ? 1 : -1) * rand.float(0.05, 0.2),
        },
        mood.ink,
      ),
    )
  }
  const x = s.sunX + c.w * rand.float(0.12, 0.25) * (rand.chance(0.5) ? 1 : -1)
  c.crisp().add(
    figure(
      {
        x,
        ground: sand + c.h * 0.04,
        height: c.h * rand.float(0.26, 0.32),
        pose: rand.chance(0.5) ? 'up' : 'wide',
        headwear: 'bun',
        build: 0.85,
        lean: 0,
      },
      mood.ink,
    ),
  )
  bloom(c, mood, s.sunX, s.sunY, c.w * 0.3, 0.3)
  vignette(c, 0.25)
}
