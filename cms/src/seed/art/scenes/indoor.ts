/** Club scenes: the room with beams, lasers and a crowd; the DJ in the booth. */

import { type Canvas, num as f, glow, vignette } from '../canvas'
import { beams, confetti, haze, lasers } from '../club'
import { darken, mix } from '../color'
import { NIGHTS, pickMood, SUNSETS } from '../moods'
import { crowd, djBooth } from '../people'
import { glitter, sea } from '../sea'
import { bloom, clouds, SKY_SOFTEN, sky, sun } from '../sky'

export interface ClubOptions {
  lasers: boolean
  confetti: boolean
}

/** The dance floor from inside the crowd: haze, moving heads, the booth far off, hands up. */
export const clubNight = (c: Canvas, o: ClubOptions): void => {
  const { rand } = c
  const mood = pickMood(rand, NIGHTS, 12)
  const [a, b] = mood.lights
  c.layer({ soften: SKY_SOFTEN }).add(
    `<rect width="${c.w}" height="${c.h}" fill="${c.vertical([
      [0, mood.sky[0]],
      [0.5, mood.sky[2]],
      [1, mood.ink],
    ])}"/>`,
  )
  const stageY = c.h * rand.float(0.5, 0.58)
  const stageX = c.w * rand.float(0.35, 0.65)
  // the LED wall behind the booth: a soft coloured field, no pictures on it
  const wall = c.layer({ soften: SKY_SOFTEN })
  wall.mix(
    'screen',
    glow(c, stageX, stageY - c.h * 0.08, c.w * 0.45, a, 0.7, 0.45),
    glow(c, stageX + c.w * rand.float(-0.2, 0.2), stageY - c.h * 0.15, c.w * 0.3, b, 0.5, 0.5),
  )
  haze(c, mood.lights, 0.35)
  beams(c, c.h * rand.float(0.03, 0.1), rand.int(5, 9), [a, b, mix(a, '#ffffff', 0.5)], 0.55)
  if (o.lasers)
    lasers(
      c,
      { x: stageX, y: stageY - c.h * 0.05 },
      rand.int(10, 18),
      rand.pick(['#3dff7a', '#ff2f6d', '#29e0ff', b]),
      rand.float(1.2, 2),
      -Math.PI / 2 + rand.float(-0.3, 0.3),
    )
  djBooth(c, stageX, stageY, c.w * 0.09, mood.ink, mood.lights)
  crowd(c, {
    top: stageY + c.h * 0.02,
    rows: rand.int(4, 5),
    frontHeight: rand.float(0.6, 0.8),
    hands: rand.float(0.45, 0.7),
    ink: mood.ink,
    haze: darken(mix(a, mood.sky[2], 0.5), 0.35),
    phoneLight: '#dfe8ff',
  })
  if (o.confetti) confetti(c, 160, ['#ffffff', a, b, '#ffd27a'])
  c.light().add(glow(c, stageX, stageY, c.w * 0.4, a, 0.25, 0.5))
  vignette(c, 0.6)
}

/** Close on the DJ, from the front row: the booth, the gear's lights and, behind, the club or the sunset. */
export const djAtWork = (c: Canvas, setting: 'club' | 'sunset'): void => {
  const { rand } = c
  const deck = c.h * rand.float(0.64, 0.7)
  const x = c.w * rand.float(0.4, 0.6)
  if (setting === 'club') {
    const mood = pickMood(rand, NIGHTS, 12)
    c.layer({ soften: SKY_SOFTEN }).add(
      `<rect width="${c.w}" height="${c.h}" fill="${c.vertical([
        [0, mood.sky[1]],
        [0.6, mood.sky[3]],
        [1, mood.ink],
      ])}"/>`,
    )
    const wall = c.layer({ soften: SKY_SOFTEN })
    wall.mix(
      'screen',
      glow(c, x, deck - c.h * 0.3, c.w * 0.55, mood.lights[0], 0.8, 0.6),
      glow(c, x + c.w * 0.25, deck - c.h * 0.45, c.w * 0.3, mood.lights[1], 0.6),
    )
    haze(c, mood.lights, 0.3)
    beams(c, c.h * 0.02, rand.int(4, 7), mood.lights, 0.5)
    djBooth(c, x, deck, c.w * 0.28, mood.ink, mood.lights)
    crowd(c, { top: c.h * 0.9, rows: 1, frontHeight: 0.55, hands: 0.6, ink: mood.ink, haze: mood.ink })
    vignette(c, 0.55)
    return
  }
  const mood = pickMood(rand, SUNSETS)
  const horizon = c.h * rand.float(0.5, 0.58)
  const sunX = x + c.w * rand.float(0.12, 0.25) * (rand.chance(0.5) ? 1 : -1)
  const sunR = Math.min(c.w, c.h) * 0.05
  sky(c, mood, horizon)
  clouds(c, mood, horizon, rand.int(5, 10), sunX)
  sun(c, mood, sunX, horizon - sunR * rand.float(0.5, 2), sunR, horizon)
  sea(c, mood, horizon, 0.7)
  glitter(c, mood, sunX, horizon, sunR * 2)
  djBooth(c, x, deck, c.w * 0.26, mood.ink, mood.lights)
  crowd(c, { top: c.h * 0.9, rows: 1, frontHeight: 0.55, hands: 0.6, ink: mood.ink, haze: mood.ink })
  c.crisp().add(`<rect y="${f(c.h * 0.98)}" width="${c.w}" height="${f(c.h * 0.02)}" fill="${mood.ink}"/>`)
  bloom(c, mood, sunX, horizon, c.w * 0.3, 0.4)
  vignette(c)
}
