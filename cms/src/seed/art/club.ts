/** Club lighting: haze, moving-head beams, laser fans, truss lamps, fireworks and confetti. */
import { type Canvas, num as f, glow, type Point, pathThrough } from './canvas'
import { lighten } from './color'
import { SKY_SOFTEN } from './sky'

/** Drifting smoke lit by the room's colours. */
export const haze = (c: Canvas, colors: readonly string[], amount: number): void => {
  const { rand } = c
  const layer = c.layer({ soften: SKY_SOFTEN })
  for (let i = 0; i < 10; i += 1) {
    layer.mix(
      'screen',
      glow(
        c,
        rand.float(0, c.w),
        rand.float(0.2, 0.85) * c.h,
        c.w * rand.float(0.2, 0.5),
        rand.pick(colors),
        amount * rand.float(0.3, 0.8),
        rand.float(0.3, 0.7),
      ),
    )
  }
}

/** A beam from a lamp at `from` towards `to`, widening and fading with distance. */
const beam = (c: Canvas, from: Point, to: Point, width: number, color: string, strength: number): string => {
  const dx = to.x - from.x
  const dy = to.y - from.y
  const len = Math.hypot(dx, dy) || 1
  const nx = (-dy / len) * width
  const ny = (dx / len) * width
  const fill = c.linear(
    [
      [0, lighten(color, 0.5), strength],
      [0.4, color, strength * 0.5],
      [1, color, 0],
    ],
    from,
    to,
  )
  return `<path d="${pathThrough([
    { x: from.x - nx * 0.06, y: from.y - ny * 0.06 },
    { x: to.x - nx, y: to.y - ny },
    { x: to.x + nx, y: to.y + ny },
    { x: from.x + nx * 0.06, y: from.y + ny * 0.06 },
  ])}" fill="${fill}"/>`
}

/** Moving-head lamps on a truss at `y`, each throwing a beam down into the room. */
export const beams = (
  c: Canvas,
  y: number,
  count: number,
  colors: readonly string[],
  strength = 0.7,
): Point[] => {
  const { rand } = c
  const soft = c.layer({ soften: 3, blend: 'screen' })
  const lamps: Point[] = []
  const symmetric = rand.chance(0.5)
  for (let i = 0; i < count; i += 1) {
    const x = ((i + 0.5) / count) * c.w + rand.float(-0.2, 0.2) * (c.w / count)
    const from = { x, y }
    const spread = symmetric ? (x - c.w / 2) / c.w : rand.float(-0.6, 0.6)
    const to = { x: x + spread * c.w * rand.float(0.6, 1.2), y: c.h * rand.float(0.85, 1.3) }
    soft.add(beam(c, from, to, c.w * rand.float(0.04, 0.09), colors[i % colors.length], strength))
    lamps.push(from)
  }
  const flares = c.light()
  for (const [i, p] of lamps.entries()) {
    flares.add(
      glow(c, p.x, p.y, c.w * 0.03, '#ffffff', 0.95),
      glow(c, p.x, p.y, c.w * 0.12, colors[i % colors.length], 0.5, 0.35),
    )
  }
  return lamps
}

/** A fan of laser lines from one point, with their glow through the haze. */
export const lasers = (
  c: Canvas,
  from: Point,
  count: number,
  color: string,
  fan: number,
  towards: number,
): void => {
  const { rand } = c
  const lines: string[] = []
  const len = Math.hypot(c.w, c.h) * 1.1
  for (let i = 0; i < count; i += 1) {
    const a = towards + (i / Math.max(1, count - 1) - 0.5) * fan + rand.float(-0.01, 0.01)
    const to = { x: from.x + Math.cos(a) * len, y: from.y + Math.sin(a) * len }
    lines.push(
      `<path d="M${f(from.x)} ${f(from.y)} L${f(to.x)} ${f(to.y)}" stroke="${c.linear(
        [
          [0, '#ffffff', 0.95],
          [0.05, color, 0.9],
          [1, color, 0.15],
        ],
        from,
        to,
      )}"/>`,
    )
  }
  const laserLines = lines.join('')
  c.layer({ soften: 4, blend: 'screen' }).add(
    `<g stroke-width="${f(c.w * 0.007)}" opacity="0.8">${laserLines}</g>`,
    glow(c, from.x, from.y, c.w * 0.08, color, 0.9),
  )
  c.crisp().mix('screen', `<g stroke-width="${f(c.w * 0.0016)}">${laserLines}</g>`)
}

/** Firework bursts: trails falling away from each centre, with a glow. */
export const fireworks = (
  c: Canvas,
  bursts: number,
  top: number,
  bottom: number,
  colors: readonly string[],
): Point[] => {
  const { rand } = c
  const crisp: string[] = []
  const soft: string[] = []
  const centres: Point[] = []
  for (let b = 0; b < bursts; b += 1) {
    const centre = { x: rand.float(0.12, 0.88) * c.w, y: rand.float(top, bottom) }
    const radius = c.h * rand.float(0.1, 0.22)
    const color = rand.pick(colors)
    const trails = rand.int(40, 70)
    for (let i = 0; i < trails; i += 1) {
      const a = (i / trails) * Math.PI * 2 + rand.float(-0.05, 0.05)
      const r = radius * rand.float(0.75, 1.05)
      const end = { x: centre.x + Math.cos(a) * r, y: centre.y + Math.sin(a) * r + r * 0.18 }
      const ctrl = { x: centre.x + Math.cos(a) * r * 0.6, y: centre.y + Math.sin(a) * r * 0.6 }
      crisp.push(
        `<path d="M${f(centre.x + Math.cos(a) * r * 0.15)} ${f(centre.y + Math.sin(a) * r * 0.15)} Q${f(ctrl.x)} ${f(ctrl.y)} ${f(end.x)} ${f(end.y)}" stroke="${c.linear(
          [
            [0, color, 0],
            [0.7, color, 0.7],
            [1, lighten(color, 0.7), 1],
          ],
          centre,
          end,
        )}" stroke-width="${f(c.h * 0.0025)}" fill="none" stroke-linecap="round"/>`,
      )
    }
    soft.push(glow(c, centre.x, centre.y, radius * 1.4, color, 0.45))
    centres.push(centre)
  }
  c.crisp().mix('screen', soft.join(''), crisp.join(''))
  return centres
}

/** Confetti caught in the light, larger and softer nearer the lens. */
export const confetti = (c: Canvas, count: number, colors: readonly string[]): void => {
  const { rand } = c
  const parts: string[] = []
  for (let i = 0; i < count; i += 1) {
    const s = c.w * rand.float(0.003, 0.01)
    const x = rand.float(0, c.w)
    const y = rand.float(0, c.h * 0.8)
    parts.push(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s * rand.float(0.4, 0.8))}" fill="${rand.pick(colors)}" opacity="${f(rand.float(0.5, 0.95))}" transform="rotate(${f(rand.float(0, 180))} ${f(x)} ${f(y)})"/>`,
    )
  }
  c.crisp().mix('screen', parts.join(''))
}

/** Out-of-focus lights: soft discs with a brighter rim. */
export const bokeh = (
  c: Canvas,
  count: number,
  colors: readonly string[],
  minR: number,
  maxR: number,
  top = 0,
  bottom = c.h,
): void => {
  const { rand } = c
  const layer = c.layer({ soften: 2, blend: 'screen' })
  for (let i = 0; i < count; i += 1) {
    const r = rand.float(minR, maxR)
    const x = rand.float(0, c.w)
    const y = rand.float(top, bottom)
    const color = rand.pick(colors)
    layer.add(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.radial(
        [
          [0, color, 0.45],
          [0.9, color, 0.5],
          [1, lighten(color, 0.2), 0.55],
        ],
        x,
        y,
        r,
      )}" opacity="${f(rand.float(0.25, 0.6))}"/>`,
    )
  }
}
