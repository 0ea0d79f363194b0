/**
 * Uploads the demo media made on the spot — generated photographs (see ./art) and synthesised clips
 * (see ./sound) — through the upload plugin, so images get Strapi's responsive formats (thumbnail,
 * small, medium, large) like any editor's upload.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Core } from '@strapi/strapi'
import { type ArtSpec, renderArt } from './art'
import { type ClipSpec, wavClip } from './sound'

export interface UploadedFile {
  id: number
  url: string
}

export class MediaMaker {
  private readonly dir: string
  private counter = 0

  constructor(private readonly strapi: Core.Strapi) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-seed-media-'))
  }

  private async upload(
    buffer: Buffer,
    fileName: string,
    mime: string,
    info: { alternativeText?: string; caption?: string },
  ): Promise<UploadedFile> {
    this.counter += 1
    const filepath = path.join(this.dir, `${this.counter}-${fileName}`)
    await fs.promises.writeFile(filepath, buffer)
    const [file] = (await this.strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: fileName, ...info } },
        files: { filepath, originalFilename: fileName, mimetype: mime, size: buffer.length },
      })) as Array<{ id: number; url: string }>
    await fs.promises.rm(filepath, { force: true })
    return { id: file.id, url: file.url }
  }

  /** `alt` (English) is the file's own alternative text: the fallback where no localized alt is set. */
  async image(name: string, art: ArtSpec, alt: string, caption?: string): Promise<UploadedFile> {
    return this.upload(await drawn(name, art), `${name}.jpg`, 'image/jpeg', { alternativeText: alt, caption })
  }

  async audio(name: string, spec: ClipSpec, caption: string): Promise<UploadedFile> {
    return this.upload(wavClip(spec), `${name}.wav`, 'audio/wav', { alternativeText: caption, caption })
  }

  cleanup(): void {
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}

/**
 * The picture `art` describes. With SEED_ART_DIR (the launcher sets it per version of the seed's code),
 * a picture drawn once is kept there: drawing is half of a fresh seed's time, and the test suites seed
 * two databases (SQLite and Postgres) from the same code.
 */
const drawn = async (name: string, art: ArtSpec): Promise<Buffer> => {
  const dir = process.env.SEED_ART_DIR
  if (!dir) return renderArt(art)
  const spec = crypto.createHash('sha256').update(JSON.stringify(art)).digest('hex').slice(0, 16)
  const file = path.join(dir, `${name}-${spec}.jpg`)
  try {
    return await fs.promises.readFile(file)
  } catch {
    // not drawn yet
  }
  const picture = await renderArt(art)
  await fs.promises.mkdir(dir, { recursive: true })
  // Written aside, then renamed: a seed beside this one reads a whole file or none.
  const aside = `${file}.${process.pid}.tmp`
  await fs.promises.writeFile(aside, picture)
  await fs.promises.rename(aside, file)
  return picture
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping order. */
export const mapLimit = async <T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> => {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next
      next += 1
      results[i] = await fn(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
