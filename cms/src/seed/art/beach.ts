/** Beach-club furniture and lights: parasols, daybeds, festoon bulbs, tables with candles, rails. */
import { type Canvas, num as f, glow } from './canvas'
import { lighten } from './color'

/** A parasol on `ground`: thatched palapa or a fabric umbrella with a scalloped edge. */
export const parasol = (
  x: number,
  ground: number,
  height: number,
  kind: 'thatch' | 'fabric',
  color: string,
): string => {
  const r = height * (kind === 'thatch' ? 0.55 : 0.62)
  const top = ground - height
  const rim = top + height * (kind === 'thatch' ? 0.28 : 0.16)
  const pole = `<rect x="${f(x - height * 0.012)}" y="${f(top)}" width="${f(height * 0.024)}" height="${f(height)}" fill="${color}"/>`
  if (kind === 'thatch') {
    const fringe: string[] = []
    for (let i = 0; i <= 18; i += 1) {
      const fx = x - r + (i / 18) * r * 2
      fringe.push(`L${f(fx)} ${f(rim + (i % 2 === 0 ? height * 0.07 : height * 0.02))}`)
    }
    return `${pole}<path d="M${f(x)} ${f(top - height * 0.04)} L${f(x + r)} ${f(rim)} ${fringe.reverse().join(' ')} L${f(x - r)} ${f(rim)}Z" fill="${color}"/>`
  }
  const scallops: string[] = []
  for (let i = 0; i < 8; i += 1) {
    const a = x + r - (i / 8) * r * 2
    const b = x + r - ((i + 1) / 8) * r * 2
    scallops.push(`Q${f((a + b) / 2)} ${f(rim + height * 0.05)} ${f(b)} ${f(rim)}`)
  }
  return `${pole}<path d="M${f(x - r)} ${f(rim)} Q${f(x - r * 0.5)} ${f(top - height * 0.02)} ${f(x)} ${f(top - height * 0.03)} Q${f(x + r * 0.5)} ${f(top - height * 0.02)} ${f(x + r)} ${f(rim)} ${scallops.join(' ')}Z" fill="${color}"/>`
}

/** A daybed seen from the front: a low frame, a mattress and a couple of cushions. */
export const daybed = (x: number, ground: number, width: number, color: string, rim?: string): string => {
  const h = width * 0.18
  const frame = `<rect x="${f(x - width / 2)}" y="${f(ground - h)}" width="${f(width)}" height="${f(h)}" rx="${f(h * 0.15)}" fill="${color}"/>`
  const legs = `<rect x="${f(x - width / 2 + width * 0.04)}" y="${f(ground - h * 0.2)}" width="${f(width * 0.04)}" height="${f(h * 0.25)}" fill="${color}"/><rect x="${f(x + width / 2 - width * 0.08)}" y="${f(ground - h * 0.2)}" width="${f(width * 0.04)}" height="${f(h * 0.25)}" fill="${color}"/>`
  const cushions = `<ellipse cx="${f(x - width * 0.3)}" cy="${f(ground - h * 1.15)}" rx="${f(width * 0.13)}" ry="${f(h * 0.45)}" fill="${color}"/><ellipse cx="${f(x + width * 0.05)}" cy="${f(ground - h * 1.1)}" rx="${f(width * 0.12)}" ry="${f(h * 0.4)}" fill="${color}"/>`
  const light = rim
    ? `<rect x="${f(x - width / 2 + h * 0.2)}" y="${f(ground - h)}" width="${f(width - h * 0.4)}" height="${f(h * 0.09)}" fill="${rim}" opacity="0.55"/>`
    : ''
  return frame + legs + cushions + light
}

/**
 * A string of festoon bulbs hanging between two points: the wire, the bulbs and their glow (on a
 * soft layer so it bleeds).
 */
export const festoon = (
  c: Canvas,
  from: { x: number; y: number },
  to: { x: number; y: number },
  sag: number,
  bulbs: number,
  wire: string,
  light: string,
  size: number,
): void => {
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 + sag * 2 }
  const at = (t: number) => ({
    x: (1 - t) ** 2 * from.x + 2 * (1 - t) * t * mid.x + t * t * to.x,
    y: (1 - t) ** 2 * from.y + 2 * (1 - t) * t * mid.y + t * t * to.y,
  })
  const crisp: string[] = [
    `<path d="M${f(from.x)} ${f(from.y)} Q${f(mid.x)} ${f(mid.y)} ${f(to.x)} ${f(to.y)}" stroke="${wire}" stroke-width="${f(size * 0.15)}" fill="none"/>`,
  ]
  const glows: string[] = []
  for (let i = 1; i < bulbs; i += 1) {
    const p = at(i / bulbs)
    crisp.push(
      `<circle cx="${f(p.x)}" cy="${f(p.y + size * 0.9)}" r="${f(size * 0.55)}" fill="${lighten(light, 0.6)}"/>`,
    )
    glows.push(glow(c, p.x, p.y + size * 0.9, size * 6, light, 0.8, 1, 'peak'))
  }
  c.crisp().add(crisp.join(''))
  c.light().add(glows.join(''))
}

/** A round table with a candle, its warm pool of light, and chairs either side. */
export const candleTable = (
  c: Canvas,
  x: number,
  ground: number,
  width: number,
  ink: string,
  flame: string,
): void => {
  const top = ground - width * 0.45
  c.crisp().add(
    `<rect x="${f(x - width / 2)}" y="${f(top)}" width="${f(width)}" height="${f(width * 0.04)}" fill="${ink}"/><rect x="${f(x - width * 0.03)}" y="${f(top)}" width="${f(width * 0.06)}" height="${f(width * 0.45)}" fill="${ink}"/><rect x="${f(x - width * 0.2)}" y="${f(ground - width * 0.02)}" width="${f(width * 0.4)}" height="${f(width * 0.02)}" fill="${ink}"/>`,
    `<path d="M${f(x - width * 0.62)} ${f(ground)} L${f(x - width * 0.6)} ${f(top - width * 0.35)} L${f(x - width * 0.54)} ${f(top - width * 0.35)} L${f(x - width * 0.52)} ${f(top + width * 0.05)} L${f(x - width * 0.52)} ${f(ground)}Z" fill="${ink}"/>`,
    `<path d="M${f(x + width * 0.62)} ${f(ground)} L${f(x + width * 0.6)} ${f(top - width * 0.35)} L${f(x + width * 0.54)} ${f(top - width * 0.35)} L${f(x + width * 0.52)} ${f(top + width * 0.05)} L${f(x + width * 0.52)} ${f(ground)}Z" fill="${ink}"/>`,
    `<rect x="${f(x - width * 0.025)}" y="${f(top - width * 0.1)}" width="${f(width * 0.05)}" height="${f(width * 0.1)}" fill="${lighten(flame, 0.4)}" opacity="0.8"/>`,
  )
  c.light().add(glow(c, x, top - width * 0.1, width * 0.7, flame, 0.9, 1, 'peak'))
}

/** A terrace railing across the frame at `y`: posts and two rails. */
export const railing = (c: Canvas, y: number, height: number, ink: string): string => {
  const posts: string[] = []
  const step = height * 2.2
  for (let x = c.rand.float(0, step); x < c.w; x += step)
    posts.push(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(height * 0.06)}" height="${f(c.h - y)}" fill="${ink}"/>`,
    )
  return `${posts.join('')}<rect x="0" y="${f(y)}" width="${c.w}" height="${f(height * 0.07)}" fill="${ink}"/><rect x="0" y="${f(y + height * 0.5)}" width="${c.w}" height="${f(height * 0.03)}" fill="${ink}"/>`
}
