/** Rasterises a Canvas with sharp: layers composited in order, film grain, JPEG. */
import sharp from 'sharp';
import type { Canvas, Layer } from './canvas';
import { Rand } from './random';

const GRAIN_SIZE = 256;

/** A grey noise tile (deterministic), laid over the picture so flat gradients read as photographs. */
const grainTile = (() => {
  let tile: Buffer | null = null;
  return () => {
    if (tile) return tile;
    const rand = new Rand('film grain');
    tile = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 3);
    for (let i = 0; i < GRAIN_SIZE * GRAIN_SIZE; i += 1) {
      const v = 128 + rand.gauss() * 16;
      tile[i * 3] = v;
      tile[i * 3 + 1] = v;
      tile[i * 3 + 2] = v;
    }
    return tile;
  };
})();

const rasterise = async (canvas: Canvas, layer: Layer): Promise<Buffer> => {
  const image = sharp(Buffer.from(canvas.svg(layer)));
  if (layer.soften > 1) image.resize(canvas.w, canvas.h, { fit: 'fill', kernel: 'cubic' });
  return image.ensureAlpha().raw().toBuffer();
};

export const renderJpeg = async (canvas: Canvas, quality = 82): Promise<Buffer> => {
  const [base, ...rest] = await Promise.all(canvas.layers.map((layer) => rasterise(canvas, layer)));
  const raw = { width: canvas.w, height: canvas.h, channels: 4 as const };
  return sharp(base, { raw })
    .composite([
      ...rest.map((input, i) => ({ input, raw, blend: canvas.layers[i + 1].blend })),
      { input: grainTile(), raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 3 as const }, tile: true, blend: 'soft-light' as const },
    ])
    .removeAlpha()
    .jpeg({ quality, progressive: true, mozjpeg: false })
    .toBuffer();
};
