/** Renders a Canvas to JPEG with sharp (rsvg): layers in order, film grain and vignette. */
import sharp from 'sharp'
import type { Canvas, Layer } from './canvas'
import { Rand } from './random'

/**
 * The finish laid over every picture with soft-light: film grain (so flat gradients read as
 * photographs) and a vignette darkening the corners as a lens does, easing in so no ring shows.
 * Deterministic; one per size and strength, kept for the next picture of the same frame.
 */
const finishes = new Map<string, Buffer>()
const finish = (w: number, h: number, vignette: number): Buffer => {
  const strength = Math.round(vignette * 10) / 10
  const key = `${w}x${h}:${strength}`
  const cached = finishes.get(key)
  if (cached) return cached
  const rand = new Rand('film grain')
  const buffer = Buffer.alloc(w * h * 3)
  const cx = w / 2
  const cy = h / 2
  const reach = Math.hypot(cx, cy)
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const d = Math.hypot(x - cx, y - cy) / reach
      const shade = d > 0.4 ? strength * ((d - 0.4) / 0.6) ** 2 : 0
      const v = 128 * (1 - shade) + rand.gauss() * 6
      const i = (y * w + x) * 3
      buffer[i] = v
      buffer[i + 1] = v
      buffer[i + 2] = v
    }
  }
  finishes.set(key, buffer)
  return buffer
}

/** A soft layer: drawn small by sharp, then placed as an image that rsvg scales up smoothly. */
const softImage = async (canvas: Canvas, layer: Layer): Promise<string> => {
  const png = await sharp(Buffer.from(canvas.svg(layer.body, layer.soften)))
    .png({ compressionLevel: 1 })
    .toBuffer()
  return `<image href="data:image/png;base64,${png.toString('base64')}" width="${canvas.w}" height="${canvas.h}" preserveAspectRatio="none"/>`
}

/**
 * Where the camera stands: how far it zooms into the drawn scene, which part of it stays in frame
 * (0..1 across the room left), and whether the scene is seen mirrored. A vector transform, so a
 * closer framing costs nothing and stays sharp.
 */
export interface Framing {
  zoom: number
  focusX: number
  focusY: number
  mirror: boolean
}

export const NO_FRAMING: Framing = { zoom: 1, focusX: 0.5, focusY: 0.5, mirror: false }

const frame = (canvas: Canvas, body: string, { zoom, focusX, focusY, mirror }: Framing): string => {
  const dx = (canvas.w - canvas.w / zoom) * focusX
  const dy = (canvas.h - canvas.h / zoom) * focusY
  const flip = mirror ? `translate(${canvas.w} 0) scale(-1 1) ` : ''
  return `<g transform="${flip}scale(${zoom}) translate(${-dx} ${-dy})">${body}</g>`
}

/**
 * One SVG for the whole picture (soft layers embedded as small images, blend modes as groups), one
 * rsvg pass, then the finish and JPEG: far cheaper than compositing full-size rasters.
 */
export const renderJpeg = async (
  canvas: Canvas,
  framing: Framing = NO_FRAMING,
  quality = 80,
): Promise<Buffer> => {
  const parts = await Promise.all(
    canvas.stack.map(async (layer) => {
      const content = layer.soften > 1 ? await softImage(canvas, layer) : layer.body
      return layer.blend === 'over' ? content : `<g style="mix-blend-mode:${layer.blend}">${content}</g>`
    }),
  )
  return sharp(Buffer.from(canvas.svg(frame(canvas, parts.join(''), framing))))
    .composite([
      {
        input: finish(canvas.w, canvas.h, canvas.vignette),
        raw: { width: canvas.w, height: canvas.h, channels: 3 },
        blend: 'soft-light',
      },
    ])
    .removeAlpha()
    .jpeg({ quality, progressive: true })
    .toBuffer()
}
