/** Palm silhouettes: a leaning, tapering trunk and a crown of arching fronds with hanging leaflets. */
import { type Canvas, num as f, type Point } from './canvas'

export interface Palm {
  x: number
  ground: number
  height: number
  /** horizontal offset of the crown as a share of the height (negative leans left) */
  lean: number
}

const bezier = (p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point => {
  const u = 1 - t
  return {
    x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
    y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
  }
}

/** One frond: the rachis arches out and droops; leaflets hang from both sides, pointing forward. */
const frond = (c: Canvas, top: Point, angle: number, len: number, width: number): string => {
  const { rand } = c
  const dir = { x: Math.cos(angle), y: Math.sin(angle) }
  const droop = len * rand.float(0.25, 0.6) * (dir.y < 0 ? 1 : 0.6)
  const p1 = { x: top.x + dir.x * len * 0.35, y: top.y + dir.y * len * 0.35 }
  const p2 = { x: top.x + dir.x * len * 0.75, y: top.y + dir.y * len * 0.7 + droop * 0.5 }
  const p3 = { x: top.x + dir.x * len * 0.95, y: top.y + dir.y * len * 0.8 + droop }
  const d: string[] = [
    `M${f(top.x)} ${f(top.y)} C${f(p1.x)} ${f(p1.y)} ${f(p2.x)} ${f(p2.y)} ${f(p3.x)} ${f(p3.y)}`,
  ]
  const steps = Math.round(rand.float(22, 30))
  for (let i = 2; i < steps; i += 1) {
    const t = i / steps
    const p = bezier(top, p1, p2, p3, t)
    const q = bezier(top, p1, p2, p3, Math.min(1, t + 0.01))
    const tx = q.x - p.x
    const ty = q.y - p.y
    const n = Math.hypot(tx, ty) || 1
    const leaf = len * 0.2 * Math.sin(Math.PI * (0.12 + t * 0.8)) * rand.float(0.7, 1.15)
    const forward = rand.float(0.6, 0.85)
    for (const side of [-1, 1]) {
      if (rand.chance(0.08)) continue // torn leaflets
      const lx = p.x + (tx / n) * leaf * forward - (ty / n) * side * leaf * 0.45
      const ly =
        p.y + (ty / n) * leaf * forward + (tx / n) * side * leaf * 0.45 + leaf * rand.float(0.45, 0.8)
      d.push(
        `M${f(p.x)} ${f(p.y)} Q${f((p.x + lx) / 2)} ${f((p.y + ly) / 2 - leaf * 0.15)} ${f(lx)} ${f(ly)}`,
      )
    }
  }
  return `<path d="${d.join('')}" stroke-width="${f(width)}"/>`
}

export const palm = (c: Canvas, p: Palm, color: string): string => {
  const { rand } = c
  const top = { x: p.x + p.lean * p.height, y: p.ground - p.height }
  const bend = { x: p.x + p.lean * p.height * rand.float(0.1, 0.4), y: p.ground - p.height * 0.55 }
  const w0 = p.height * 0.026
  const w1 = p.height * 0.014
  const trunk = `<path d="M${f(p.x - w0)} ${f(p.ground)} Q${f(bend.x - w0)} ${f(bend.y)} ${f(top.x - w1)} ${f(top.y)} L${f(top.x + w1)} ${f(top.y)} Q${f(bend.x + w0)} ${f(bend.y)} ${f(p.x + w0)} ${f(p.ground)}Z"/>`
  const fronds: string[] = []
  const count = rand.int(13, 18)
  const length = p.height * rand.float(0.3, 0.4)
  for (let i = 0; i < count; i += 1) {
    // all round the crown; the ones pointing at or away from the lens look shorter
    const angle = -Math.PI / 2 + ((i + rand.float(-0.4, 0.4)) / count - 0.5) * Math.PI * 2
    const len = length * rand.float(0.55, 1.05) * (0.6 + 0.4 * Math.abs(Math.cos(angle)))
    fronds.push(frond(c, top, angle, len, Math.max(1, p.height * 0.004)))
  }
  // a couple of dead fronds hanging straight down under the crown
  for (let i = rand.int(0, 2); i > 0; i -= 1)
    fronds.push(
      frond(c, top, Math.PI / 2 + rand.float(-0.4, 0.4), length * 0.5, Math.max(1, p.height * 0.004)),
    )
  const nuts = `<circle cx="${f(top.x - w1)}" cy="${f(top.y + w1 * 2)}" r="${f(w1 * 1.4)}"/><circle cx="${f(top.x + w1 * 1.2)}" cy="${f(top.y + w1 * 2.4)}" r="${f(w1 * 1.3)}"/>`
  return `<g fill="${color}" stroke="${color}" stroke-linecap="round">${trunk}<g fill="none">${fronds.join('')}</g>${nuts}</g>`
}
