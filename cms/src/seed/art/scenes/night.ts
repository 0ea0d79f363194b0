/** Scenes after dark by the sea: moonrise, a bonfire, fireworks over the bay, a storm, dinner under lights. */
import { candleTable, festoon } from '../beach'
import { Batch, type Canvas, num as f, glow, vignette } from '../canvas'
import { bokeh, fireworks as bursts } from '../club'
import { darken, lighten, mix } from '../color'
import { BLUE_HOURS, type Mood, NIGHTS, pickMood } from '../moods'
import { palm } from '../palms'
import { crowd, figure, randomFigure } from '../people'
import { glitter, landColor, mountains, peak, sea } from '../sea'
import { clouds, moon, SKY_SOFTEN, sky, stars } from '../sky'

/** A fire on the sand: layered flames, sparks rising and a warm pool of light. */
const bonfire = (c: Canvas, x: number, ground: number, size: number): void => {
  const { rand } = c
  const flames: string[] = []
  for (let i = 0; i < 14; i += 1) {
    const fx = x + rand.gauss() * size * 0.18
    const h = size * rand.float(0.5, 1.2) * (1 - Math.min(0.8, Math.abs(fx - x) / size))
    const w = size * rand.float(0.1, 0.2)
    const tip = fx + rand.float(-0.5, 0.5) * w
    const color = rand.pick(['#ffb347', '#ff7a1a', '#ffd27a', '#ff5a1f'])
    flames.push(
      `<path d="M${f(fx - w)} ${f(ground)} C${f(fx - w)} ${f(ground - h * 0.5)} ${f(tip - w * 0.3)} ${f(ground - h * 0.7)} ${f(tip)} ${f(ground - h)} C${f(tip + w * 0.4)} ${f(ground - h * 0.6)} ${f(fx + w)} ${f(ground - h * 0.4)} ${f(fx + w)} ${f(ground)}Z" fill="${color}" opacity="0.7"/>`,
    )
  }
  const sparks: string[] = []
  for (let i = 0; i < 50; i += 1)
    sparks.push(
      `<circle cx="${f(x + rand.gauss() * size * 0.5)}" cy="${f(ground - size * rand.float(0.8, 4.5))}" r="${f(rand.float(1, 2.5))}" fill="#ffd27a" opacity="${f(rand.float(0.3, 0.9))}"/>`,
    )
  const logs = `<path d="M${f(x - size * 0.4)} ${f(ground + size * 0.05)} L${f(x + size * 0.35)} ${f(ground - size * 0.08)} M${f(x - size * 0.3)} ${f(ground - size * 0.08)} L${f(x + size * 0.4)} ${f(ground + size * 0.06)}" stroke="#1a0c06" stroke-width="${f(size * 0.07)}" stroke-linecap="round"/>`
  c.light().add(
    glow(c, x, ground - size * 0.3, size * 7, '#ff8a3a', 0.55, 0.55, 'peak'),
    glow(c, x, ground - size * 0.4, size * 1.6, '#ffcf7a', 0.8, 1, 'peak'),
  )
  c.layer({ soften: 2, blend: 'screen' }).add(flames.join(''), sparks.join(''))
  c.crisp().add(logs)
}

export type NightForeground = 'bonfire' | 'crowd' | 'palms'

/** The full moon rising over the sea at blue hour, its path on the water. */
export const moonrise = (c: Canvas, front: NightForeground): void => {
  const { rand } = c
  const mood = pickMood(rand, BLUE_HOURS, 8)
  const horizon = c.h * rand.float(0.56, 0.64)
  sky(c, mood, horizon)
  clouds(c, { ...mood, sun: lighten(mood.sky[2], 0.2) }, horizon, rand.int(3, 6), c.w / 2)
  stars(c, horizon * 0.8, 140)
  const r = Math.min(c.w, c.h) * rand.float(0.035, 0.055)
  const mx = c.w * rand.float(0.2, 0.8)
  const my = horizon - r * rand.float(1.5, 7)
  moon(c, mx, my, r)
  mountains(c, mood, horizon, c.h * rand.float(0.02, 0.05), 0.3, 0.6)
  sea(c, mood, horizon, 0.6)
  glitter(c, { ...mood, sun: '#f4efd8' }, mx, horizon, r * 2, 0.7)
  const sand = c.h * rand.float(0.8, 0.86)
  switch (front) {
    case 'bonfire': {
      c.crisp().add(
        `<path d="M0 ${f(sand)} Q${f(c.w * 0.5)} ${f(sand - c.h * 0.02)} ${c.w} ${f(sand + c.h * 0.01)} L${c.w} ${c.h} L0 ${c.h}Z" fill="${c.vertical(
          [
            [0, mix('#8a6a50', mood.sky[2], 0.5)],
            [0.4, mix('#4a3426', mood.ink, 0.4)],
            [1, mood.ink],
          ],
          sand,
          c.h,
        )}"/>`,
      )
      const fx = c.w * (mx > c.w / 2 ? rand.float(0.2, 0.35) : rand.float(0.65, 0.8))
      const ground = sand + (c.h - sand) * 0.45
      const layer = c.crisp()
      for (let i = rand.int(4, 7); i > 0; i -= 1) {
        const x = fx + rand.float(-0.25, 0.25) * c.w
        if (Math.abs(x - fx) < c.w * 0.04) continue
        layer.add(
          figure(
            randomFigure(rand, x, ground + rand.float(-0.02, 0.03) * c.h, c.h * rand.float(0.2, 0.28), 0.3),
            mood.ink,
          ),
        )
      }
      bonfire(c, fx, ground, c.h * 0.1)
      break
    }
    case 'crowd':
      if (rand.chance(0.5)) {
        const left = rand.chance(0.5)
        c.crisp().add(
          palm(
            c,
            {
              x: left ? c.w * 0.03 : c.w * 0.97,
              ground: c.h * 1.02,
              height: c.h * rand.float(0.75, 0.95),
              lean: (left ? 1 : -1) * rand.float(0.05, 0.2),
            },
            mood.ink,
          ),
        )
      }
      crowd(c, {
        top: horizon + c.h * rand.float(0.04, 0.12),
        rows: rand.int(2, 4),
        frontHeight: rand.float(0.5, 0.7),
        hands: rand.float(0.35, 0.65),
        ink: mood.ink,
        haze: landColor(mood, 0.4),
        phoneLight: '#cfe3ff',
      })
      break
    case 'palms': {
      const layer = c.crisp()
      layer.add(
        palm(
          c,
          {
            x: c.w * rand.float(0.04, 0.12),
            ground: c.h * 1.02,
            height: c.h * rand.float(0.8, 0.95),
            lean: rand.float(0.05, 0.2),
          },
          mood.ink,
        ),
      )
      layer.add(
        palm(
          c,
          {
            x: c.w * rand.float(0.86, 0.96),
            ground: c.h * 1.02,
            height: c.h * rand.float(0.6, 0.8),
            lean: -rand.float(0.05, 0.2),
          },
          mood.ink,
        ),
      )
      layer.add(`<rect y="${f(sand + c.h * 0.06)}" width="${c.w}" height="${f(c.h)}" fill="${mood.ink}"/>`)
      festoon(
        c,
        { x: c.w * 0.1, y: c.h * 0.45 },
        { x: c.w * 0.9, y: c.h * 0.5 },
        c.h * 0.06,
        18,
        mood.ink,
        mood.lights[0],
        c.h * 0.006,
      )
      break
    }
  }
  vignette(c)
}

/** Fireworks over the bay, reflected in the water, the crowd watching from the shore. */
export const fireworksOverBay = (c: Canvas): void => {
  const { rand } = c
  const mood = pickMood(rand, rand.chance(0.5) ? BLUE_HOURS : NIGHTS, 6)
  const horizon = c.h * rand.float(0.6, 0.68)
  sky(c, mood, horizon)
  stars(c, horizon, 60)
  const colors = ['#ffd27a', '#ff5f8f', '#7fd0ff', '#b5ff8a', '#ffffff', '#ff9a3c']
  const centres = bursts(c, rand.int(3, 5), c.h * 0.15, horizon * 0.6, colors)
  peak(
    c,
    mood,
    horizon,
    c.w * rand.float(-0.1, 0.2),
    c.w * rand.float(0.45, 0.7),
    c.h * rand.float(0.05, 0.08),
    0.7,
    0.5,
  )
  sea(c, mood, horizon, 0.6)
  for (const p of centres) glitter(c, { ...mood, sun: rand.pick(colors) }, p.x, horizon, c.w * 0.05, 0.45)
  const town = new Batch()
  for (let i = 0; i < 70; i += 1) {
    const r = rand.float(0.8, 2)
    town.ellipse(
      rand.float(0, c.w),
      horizon - rand.float(0, c.h * 0.015),
      r,
      r,
      rand.pick(['#ffd58a', '#ffffff', '#ffb36b']),
      rand.float(0.4, 1),
    )
  }
  c.crisp().mix('screen', town.svg)
  crowd(c, {
    top: horizon + c.h * 0.12,
    rows: 2,
    frontHeight: 0.55,
    hands: 0.45,
    ink: mood.ink,
    haze: darken(landColor(mood, 0.5), 0.2),
    phoneLight: '#d6e6ff',
  })
  vignette(c)
}

/** A summer storm: dark cloud, lightning over the sea, rain, and the terrace lit warm. */
export const storm = (c: Canvas): void => {
  const { rand } = c
  const mood: Mood = {
    ...pickMood(rand, BLUE_HOURS, 10),
    sky: ['#0e1117', '#232a36', '#3f4a5a', '#8a8f94'],
    sea: ['#3c4650', '#0c1014'],
  }
  const horizon = c.h * rand.float(0.58, 0.64)
  sky(c, mood, horizon)
  const cloud = c.layer({ soften: SKY_SOFTEN })
  for (let i = 0; i < 22; i += 1)
    cloud.add(
      glow(
        c,
        rand.float(0, c.w),
        horizon * rand.float(0, 0.7),
        c.w * rand.float(0.1, 0.3),
        rand.pick(['#0b0d12', '#1c222c', '#2c3440']),
        rand.float(0.5, 0.9),
        rand.float(0.3, 0.6),
      ),
    )
  // lightning: a jagged bolt with forks, and the cloud lit around it
  const bx = c.w * rand.float(0.25, 0.75)
  let x = bx
  let d = `M${f(x)} ${f(horizon * 0.2)}`
  const forks: string[] = []
  for (let y = horizon * 0.2; y < horizon; y += horizon * rand.float(0.04, 0.09)) {
    x += rand.float(-0.03, 0.03) * c.w
    d += ` L${f(x)} ${f(y)}`
    if (rand.chance(0.2))
      forks.push(
        `M${f(x)} ${f(y)} l${f(rand.float(-0.06, 0.06) * c.w)} ${f(horizon * rand.float(0.08, 0.15))}`,
      )
  }
  d += ` L${f(x)} ${f(horizon)}`
  c.crisp().mix('screen', glow(c, bx, horizon * 0.45, c.w * 0.4, '#b8c8ff', 0.6))
  c.layer({ soften: 3, blend: 'screen' }).add(
    `<path d="${d} ${forks.join(' ')}" stroke="#c8d4ff" stroke-width="${f(c.w * 0.008)}" fill="none"/>`,
  )
  c.crisp().mix(
    'screen',
    `<path d="${d}" stroke="#ffffff" stroke-width="${f(c.w * 0.0025)}" fill="none"/><path d="${forks.join(' ')}" stroke="#ffffff" stroke-width="${f(c.w * 0.0012)}" fill="none"/>`,
  )
  sea(c, mood, horizon, 0.1)
  glitter(c, { ...mood, sun: '#b8c8ff' }, x, horizon, c.w * 0.04, 0.4)
  const rain: string[] = []
  for (let i = 0; i < 500; i += 1) {
    const rx = rand.float(-0.1, 1.1) * c.w
    const ry = rand.float(0, c.h)
    const len = c.h * rand.float(0.02, 0.06)
    rain.push(`M${f(rx)} ${f(ry)} l${f(-len * 0.25)} ${f(len)}`)
  }
  c.layer({ soften: 1.5, blend: 'screen' }).add(
    `<path d="${rain.join('')}" stroke="#aab4c4" stroke-width="1.5" opacity="0.35"/>`,
  )
  // the terrace: an awning, warm lamps and people sheltering
  const deck = c.h * rand.float(0.84, 0.9)
  const awning = c.h * rand.float(0.05, 0.1)
  const layer = c.crisp()
  layer.add(
    `<rect width="${c.w}" height="${f(awning)}" fill="#07080a"/><rect y="${f(deck)}" width="${c.w}" height="${f(c.h - deck)}" fill="#07080a"/>`,
  )
  for (const px of [c.w * rand.float(0.02, 0.08), c.w * rand.float(0.9, 0.96)])
    layer.add(`<rect x="${f(px)}" width="${f(c.w * 0.015)}" height="${c.h}" fill="#07080a"/>`)
  for (let i = rand.int(4, 7); i > 0; i -= 1)
    layer.add(
      figure(
        randomFigure(rand, rand.float(0.1, 0.9) * c.w, deck + c.h * 0.02, c.h * rand.float(0.18, 0.26), 0),
        '#07080a',
      ),
    )
  c.light().add(glow(c, c.w / 2, deck, c.w * 0.6, '#ffb45a', 0.35, 0.15))
  const lamps = c.light()
  for (let lx = c.w * rand.float(0.05, 0.15); lx < c.w; lx += c.w * 0.2)
    lamps.add(glow(c, lx, awning + c.h * 0.02, c.w * 0.08, '#ffb45a', 0.9, 1, 'peak'))
  vignette(c, 0.55)
}

/** Dinner at blue hour: strings of bulbs over the tables, candles, diners against the sea. */
export const dinnerUnderLights = (c: Canvas): void => {
  const { rand } = c
  const mood = pickMood(rand, BLUE_HOURS, 8)
  const horizon = c.h * rand.float(0.5, 0.56)
  sky(c, mood, horizon)
  stars(c, horizon * 0.6, 40)
  mountains(c, mood, horizon, c.h * rand.float(0.02, 0.05), 0.2, 0.6)
  sea(c, mood, horizon, 0.8)
  const floor = c.h * rand.float(0.8, 0.86)
  c.crisp().add(
    `<rect y="${f(floor)}" width="${c.w}" height="${f(c.h - floor)}" fill="${c.vertical(
      [
        [0, mix(mood.ink, '#5a3a24', 0.6)],
        [1, mood.ink],
      ],
      floor,
      c.h,
    )}"/>`,
  )
  for (let k = 0; k < 3; k += 1) {
    const y0 = c.h * (0.04 + k * 0.09)
    festoon(
      c,
      { x: -c.w * 0.05, y: y0 + rand.float(-0.03, 0.03) * c.h },
      { x: c.w * 1.05, y: y0 + rand.float(-0.05, 0.05) * c.h },
      c.h * rand.float(0.05, 0.1),
      rand.int(12, 18),
      mood.ink,
      '#ffc46b',
      c.h * (0.008 + k * 0.003),
    )
  }
  // tables in two rows; diners' heads and shoulders stand against the water
  for (let r = 0; r < 2; r += 1) {
    const ground = floor + (c.h - floor) * (0.1 + r * 0.7)
    const size = c.h * (0.16 + r * 0.1)
    for (let x = rand.float(0.05, 0.2) * c.w; x < c.w + size; x += size * rand.float(2.6, 3.4)) {
      for (const side of [-1, 1]) {
        if (rand.chance(0.2)) continue
        c.crisp().add(
          figure(
            {
              ...randomFigure(rand, x + side * size * 0.55, ground + size * 0.2, size * 1.25, 0.05),
              pose: 'down',
              lean: -side * 0.12,
            },
            mood.ink,
          ),
        )
      }
      candleTable(c, x, ground, size, mood.ink, '#ffb45a')
    }
  }
  bokeh(c, 10, ['#ffc46b', '#ffb06b', '#ffe0a0'], c.h * 0.03, c.h * 0.07, 0, c.h * 0.35)
  vignette(c)
}
