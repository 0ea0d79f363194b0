/** Hex colour arithmetic for palettes: mixing, shading and hue shifts. */

type Rgb = [number, number, number]

const toRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const toHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** `a` at t = 0, `b` at t = 1. */
export const mix = (a: string, b: string, t: number): string => {
  const x = toRgb(a)
  const y = toRgb(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

export const darken = (c: string, t: number): string => mix(c, '#000000', t)
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)

const toHsl = ([r, g, b]: Rgb): Rgb => {
  const [R, G, B] = [r / 255, g / 255, b / 255]
  const max = Math.max(R, G, B)
  const min = Math.min(R, G, B)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4
  return [h * 60, s, l]
}

const fromHsl = ([h, s, l]: Rgb): Rgb => {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

/** Turns the hue by `degrees`. */
export const shiftHue = (c: string, degrees: number): string => {
  const [h, s, l] = toHsl(toRgb(c))
  return toHex(fromHsl([(h + degrees + 360) % 360, s, l]))
}

/** Relative brightness 0..1 (Rec. 709 weights, no gamma: enough to tell light from dark). */
export const luminance = (c: string): number => {
  const [r, g, b] = toRgb(c)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}
