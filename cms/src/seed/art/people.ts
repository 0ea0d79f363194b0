/** Silhouettes of people: dancers with raised hands, crowds in rows, a DJ, a saxophonist. */
import { type Canvas, num as f, glow } from './canvas'
import { mix } from './color'
import type { Rand } from './random'

/** `holding`: no arms drawn, the caller draws them round an instrument. */
export type Pose = 'down' | 'up' | 'one' | 'phone' | 'wide' | 'headphones' | 'holding'
export type Headwear = 'none' | 'bun' | 'long' | 'hat' | 'cap'

export interface Figure {
  x: number
  /** where the feet are (usually below the frame for a crowd) */
  ground: number
  height: number
  pose: Pose
  headwear: Headwear
  /** shoulders from 0.8 (slight) to 1.05 (broad) */
  build: number
  /** leans the upper body, radians */
  lean: number
}

interface Joint {
  x: number
  y: number
}

/** An arm from shoulder through elbow to hand: a thicker upper arm, a forearm and a hand. */
const arm = (shoulder: Joint, elbow: Joint, hand: Joint, width: number) =>
  `<path d="M${f(shoulder.x)} ${f(shoulder.y)} L${f(elbow.x)} ${f(elbow.y)}" stroke-width="${f(width * 1.25)}" fill="none" stroke-linecap="round"/><path d="M${f(elbow.x)} ${f(elbow.y)} L${f(hand.x)} ${f(hand.y)}" stroke-width="${f(width)}" fill="none" stroke-linecap="round"/><ellipse cx="${f(hand.x)}" cy="${f(hand.y)}" rx="${f(width * 0.6)}" ry="${f(width * 0.8)}"/>`

/** One figure as SVG drawn in `color`; `light` adds a phone screen. */
export const figure = (p: Figure, color: string, light?: string): string => {
  const u = p.height / 7.5 // head height
  const top = p.ground - p.height
  const hx = p.x + Math.sin(p.lean) * u * 2
  const hy = top + u * 0.55
  const sy = top + u * 1.55 // shoulder line
  const sw = u * p.build
  const hipY = p.ground - p.height * 0.47
  const waist = u * 0.62 * p.build
  const cx = p.x + Math.sin(p.lean) * u
  const parts: string[] = []
  // torso and legs
  parts.push(
    `<path d="M${f(cx - sw * 0.35)} ${f(sy - u * 0.25)} L${f(cx + sw * 0.35)} ${f(sy - u * 0.25)} Q${f(cx + sw)} ${f(sy - u * 0.15)} ${f(cx + sw)} ${f(sy + u * 0.4)} L${f(p.x + waist)} ${f(hipY)} L${f(p.x + waist * 0.9)} ${f(p.ground)} L${f(p.x + u * 0.1)} ${f(p.ground)} L${f(p.x)} ${f(hipY + u * 0.6)} L${f(p.x - u * 0.1)} ${f(p.ground)} L${f(p.x - waist * 0.9)} ${f(p.ground)} L${f(p.x - waist)} ${f(hipY)} L${f(cx - sw)} ${f(sy + u * 0.4)} Q${f(cx - sw)} ${f(sy - u * 0.15)} ${f(cx - sw * 0.35)} ${f(sy - u * 0.25)}Z"/>`,
  )
  // neck and head
  parts.push(
    `<rect x="${f(hx - u * 0.17)}" y="${f(hy + u * 0.3)}" width="${f(u * 0.34)}" height="${f(u * 0.6)}"/>`,
  )
  parts.push(`<ellipse cx="${f(hx)}" cy="${f(hy)}" rx="${f(u * 0.4)}" ry="${f(u * 0.5)}"/>`)
  if (p.headwear === 'bun')
    parts.push(`<circle cx="${f(hx + u * 0.05)}" cy="${f(hy - u * 0.55)}" r="${f(u * 0.22)}"/>`)
  if (p.headwear === 'long')
    parts.push(
      `<path d="M${f(hx - u * 0.42)} ${f(hy - u * 0.1)} Q${f(hx - u * 0.6)} ${f(hy + u * 1.1)} ${f(hx - u * 0.35)} ${f(hy + u * 1.35)} L${f(hx + u * 0.35)} ${f(hy + u * 1.35)} Q${f(hx + u * 0.6)} ${f(hy + u * 1.1)} ${f(hx + u * 0.42)} ${f(hy - u * 0.1)}Z"/>`,
    )
  if (p.headwear === 'hat')
    parts.push(
      `<ellipse cx="${f(hx)}" cy="${f(hy - u * 0.25)}" rx="${f(u * 0.95)}" ry="${f(u * 0.12)}"/><ellipse cx="${f(hx)}" cy="${f(hy - u * 0.38)}" rx="${f(u * 0.45)}" ry="${f(u * 0.3)}"/>`,
    )
  if (p.headwear === 'cap')
    parts.push(
      `<path d="M${f(hx - u * 0.42)} ${f(hy - u * 0.15)} Q${f(hx)} ${f(hy - u * 0.85)} ${f(hx + u * 0.42)} ${f(hy - u * 0.15)} L${f(hx + u * 0.95)} ${f(hy - u * 0.1)} L${f(hx + u * 0.4)} ${f(hy - u * 0.02)}Z"/>`,
    )
  // arms: upper arm and forearm about 1.5 heads each
  const aw = u * 0.26
  const ls = { x: cx - sw * 0.82, y: sy + u * 0.05 }
  const rs = { x: cx + sw * 0.82, y: sy + u * 0.05 }
  const down = (s: Joint, side: number) =>
    arm(s, { x: s.x + side * u * 0.2, y: s.y + u * 1.45 }, { x: s.x + side * u * 0.3, y: s.y + u * 2.8 }, aw)
  const up = (s: Joint, side: number, spread: number) =>
    arm(
      s,
      { x: s.x + side * u * (0.45 + spread * 0.6), y: s.y - u * 1.3 },
      { x: s.x + side * u * (0.3 + spread * 1.4), y: s.y - u * 2.75 },
      aw,
    )
  let screen = ''
  switch (p.pose) {
    case 'holding':
      break
    case 'down':
      parts.push(down(ls, -1), down(rs, 1))
      break
    case 'up':
      parts.push(up(ls, -1, 0.1), up(rs, 1, 0.1))
      break
    case 'wide':
      parts.push(up(ls, -1, 0.8), up(rs, 1, 0.8))
      break
    case 'one':
      parts.push(down(ls, -1), up(rs, 1, 0.3))
      break
    case 'phone': {
      const hand = { x: rs.x + u * 0.5, y: rs.y - u * 2.6 }
      parts.push(down(ls, -1), arm(rs, { x: rs.x + u * 0.8, y: rs.y - u * 1.2 }, hand, aw))
      parts.push(
        `<rect x="${f(hand.x - u * 0.2)}" y="${f(hand.y - u * 0.75)}" width="${f(u * 0.4)}" height="${f(u * 0.7)}" rx="${f(u * 0.06)}"/>`,
      )
      if (light)
        screen = `<rect x="${f(hand.x - u * 0.16)}" y="${f(hand.y - u * 0.7)}" width="${f(u * 0.32)}" height="${f(u * 0.6)}" fill="${light}"/>`
      break
    }
    case 'headphones':
      parts.push(
        arm(ls, { x: ls.x - u * 0.7, y: ls.y + u * 0.6 }, { x: hx - u * 0.5, y: hy + u * 0.15 }, aw),
        down(rs, 1),
      )
      parts.push(
        `<path d="M${f(hx - u * 0.45)} ${f(hy)} Q${f(hx)} ${f(hy - u * 1.05)} ${f(hx + u * 0.45)} ${f(hy)}" fill="none" stroke-width="${f(u * 0.12)}"/><ellipse cx="${f(hx - u * 0.45)}" cy="${f(hy + u * 0.05)}" rx="${f(u * 0.17)}" ry="${f(u * 0.24)}"/><ellipse cx="${f(hx + u * 0.45)}" cy="${f(hy + u * 0.05)}" rx="${f(u * 0.17)}" ry="${f(u * 0.24)}"/>`,
      )
      break
  }
  return `<g fill="${color}" stroke="${color}" stroke-width="0">${parts.join('')}</g>${screen}`
}

const HEADWEAR: readonly Headwear[] = ['none', 'none', 'none', 'bun', 'long', 'long', 'cap', 'hat']

/** A random dancer; `hands` is the share with raised hands. */
export const randomFigure = (
  rand: Rand,
  x: number,
  ground: number,
  height: number,
  hands: number,
  phones = 0.08,
): Figure => ({
  x,
  ground,
  height,
  pose: rand.chance(hands)
    ? rand.chance(phones / Math.max(hands, 0.01))
      ? 'phone'
      : rand.pick(['up', 'up', 'one', 'wide'] as const)
    : 'down',
  headwear: rand.pick(HEADWEAR),
  build: rand.float(0.8, 1.05),
  lean: rand.float(-0.12, 0.12),
})

export interface CrowdOptions {
  /** where the heads of the back row are */
  top: number
  rows: number
  /** figure height in the front row, as a share of the frame height */
  frontHeight: number
  hands: number
  /** colour of the front row; back rows fade towards `haze` */
  ink: string
  haze: string
  phoneLight?: string
}

/** Rows of people from the back (small, hazy) to the front (big, black), cut by the bottom edge. */
export const crowd = (c: Canvas, o: CrowdOptions): void => {
  const { rand } = c
  for (let r = 0; r < o.rows; r += 1) {
    const t = o.rows === 1 ? 1 : r / (o.rows - 1)
    // the front row is out of focus, as it would be with the lens set on the stage
    const layer = r === o.rows - 1 && o.rows > 1 ? c.layer({ soften: 1.6 }) : c.crisp()
    const height = c.h * o.frontHeight * (0.35 + 0.65 * t ** 1.4)
    const headY = o.top + (c.h * 0.92 - o.top - height * 0.25) * t ** 1.2
    const color = mix(o.haze, o.ink, 0.45 + 0.55 * t)
    const spacing = (height / 7.5) * rand.float(2.1, 2.8)
    for (let x = -spacing * rand.next(); x < c.w + spacing; x += spacing * rand.float(0.7, 1.3)) {
      const fig = randomFigure(rand, x, headY + height - (height / 7.5) * 0.5, height, o.hands)
      layer.add(figure(fig, color, o.phoneLight))
    }
  }
}

/** A DJ behind a booth with decks, a mixer and a strip of LEDs; the booth's top edge is at `deck`. */
export const djBooth = (
  c: Canvas,
  x: number,
  deck: number,
  width: number,
  ink: string,
  lights: readonly [string, string],
): void => {
  const { rand } = c
  const height = width * 1.25
  const dj = figure(
    {
      x,
      ground: deck + height * 0.45,
      height,
      pose: rand.chance(0.5) ? 'headphones' : 'one',
      headwear: rand.pick(['none', 'cap', 'long'] as const),
      build: 1,
      lean: rand.float(-0.08, 0.08),
    },
    ink,
  )
  const booth = `<path d="M${f(x - width * 0.75)} ${f(deck)} L${f(x + width * 0.75)} ${f(deck)} L${f(x + width * 0.7)} ${f(c.h + 10)} L${f(x - width * 0.7)} ${f(c.h + 10)}Z" fill="${ink}"/>`
  const gear: string[] = []
  for (const side of [-1, 1])
    gear.push(
      `<rect x="${f(x + side * width * 0.42 - width * 0.17)}" y="${f(deck - width * 0.05)}" width="${f(width * 0.34)}" height="${f(width * 0.05)}" fill="${ink}"/>`,
    )
  gear.push(
    `<rect x="${f(x - width * 0.09)}" y="${f(deck - width * 0.07)}" width="${f(width * 0.18)}" height="${f(width * 0.07)}" fill="${ink}"/>`,
  )
  const leds: string[] = []
  for (let i = 0; i < 14; i += 1)
    leds.push(
      `<circle cx="${f(x - width * 0.08 + rand.next() * width * 0.16)}" cy="${f(deck - width * 0.055 + rand.next() * width * 0.04)}" r="${f(width * 0.006)}" fill="${rand.pick(lights)}"/>`,
    )
  const strip = `<rect x="${f(x - width * 0.74)}" y="${f(deck + width * 0.04)}" width="${f(width * 1.48)}" height="${f(width * 0.012)}" fill="${lights[0]}"/>`
  c.crisp().add(dj, booth, ...gear, ...leds, strip)
  c.light().add(glow(c, x, deck + width * 0.045, width * 0.9, lights[0], 0.5, 0.12))
}

/** A saxophonist standing on `ground`, leaning back into a note, the horn held across the body. */
export const saxophonist = (
  c: Canvas,
  x: number,
  ground: number,
  height: number,
  ink: string,
  facing: 1 | -1,
): void => {
  const u = height / 7.5
  const lean = -0.08 * facing
  const body = figure({ x, ground, height, pose: 'holding', headwear: 'none', build: 0.95, lean }, ink)
  const top = ground - height
  const head = { x: x + Math.sin(lean) * u * 2, y: top + u * 0.55 }
  const shoulderY = top + u * 1.6
  // the horn: neck from the mouth, body down across the chest, the crook at the hip, the bell up and out
  const mouth = { x: head.x + facing * u * 0.45, y: head.y + u * 0.3 }
  const neck = { x: mouth.x + facing * u * 0.35, y: mouth.y + u * 0.45 }
  const crook = { x: x + facing * u * 0.55, y: ground - height * 0.38 }
  const bell = { x: x + facing * u * 1.45, y: ground - height * 0.5 }
  const horn = `<path d="M${f(mouth.x)} ${f(mouth.y)} L${f(neck.x)} ${f(neck.y)} L${f(crook.x)} ${f(crook.y - u * 0.3)} Q${f(crook.x)} ${f(crook.y + u * 0.45)} ${f(crook.x + facing * u * 0.5)} ${f(crook.y + u * 0.15)} L${f(bell.x)} ${f(bell.y)}" stroke="${ink}" stroke-width="${f(u * 0.38)}" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`
  const flare = `<path d="M${f(bell.x - facing * u * 0.3)} ${f(bell.y + u * 0.2)} L${f(bell.x + facing * u * 0.05)} ${f(bell.y - u * 0.75)} L${f(bell.x + facing * u * 0.7)} ${f(bell.y - u * 0.45)} L${f(bell.x + facing * u * 0.3)} ${f(bell.y + u * 0.3)}Z" fill="${ink}"/>`
  // arms: elbows out, hands on the horn's body
  const shoulders = [x - facing * u * 0.85, x + facing * u * 0.85]
  const hands = [
    { x: neck.x - facing * u * 0.1, y: neck.y + u * 0.5 },
    { x: crook.x + facing * u * 0.1, y: crook.y - u * 0.8 },
  ]
  const arms = shoulders
    .map((sx, k) => {
      const hand = hands[k]
      const elbow = { x: sx - facing * u * (k === 0 ? 0.15 : -0.35), y: shoulderY + u * 1.3 }
      return `<path d="M${f(sx)} ${f(shoulderY)} L${f(elbow.x)} ${f(elbow.y)} L${f(hand.x)} ${f(hand.y)}" stroke="${ink}" stroke-width="${f(u * 0.3)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    })
    .join('')
  c.crisp().add(body, arms, horn, flare)
}
