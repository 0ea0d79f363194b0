/**
 * Uploads the demo media made on the spot — generated photographs (see ./art) and synthesised clips
 * (see ./sound) — through the upload plugin, so images get Strapi's responsive formats (thumbnail,
 * small, medium, large) like any editor's upload.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { type ArtSpec, renderArt } from './art';
import { type ClipSpec, wavClip } from './sound';

export interface UploadedFile {
  id: number;
  url: string;
}

export class MediaMaker {
  private readonly dir: string;
  private counter = 0;

  constructor(private readonly strapi: Core.Strapi) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-seed-media-'));
  }

  private async upload(buffer: Buffer, fileName: string, mime: string, info: { alternativeText?: string; caption?: string }): Promise<UploadedFile> {
    this.counter += 1;
    const filepath = path.join(this.dir, `${this.counter}-${fileName}`);
    await fs.promises.writeFile(filepath, buffer);
    const [file] = (await this.strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name: fileName, ...info } },
      files: { filepath, originalFilename: fileName, mimetype: mime, size: buffer.length },
    })) as Array<{ id: number; url: string }>;
    await fs.promises.rm(filepath, { force: true });
    return { id: file.id, url: file.url };
  }

  /** `alt` (English) is the file's own alternative text: the fallback where no localized alt is set. */
  async image(name: string, art: ArtSpec, alt: string, caption?: string): Promise<UploadedFile> {
    return this.upload(await renderArt(art), `${name}.jpg`, 'image/jpeg', { alternativeText: alt, caption });
  }

  async audio(name: string, spec: ClipSpec, caption: string): Promise<UploadedFile> {
    return this.upload(wavClip(spec), `${name}.wav`, 'audio/wav', { alternativeText: caption, caption });
  }

  cleanup(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping order. */
export const mapLimit = async <T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> => {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
