/**
 * Demo media made on the spot, without network: pictures are SVG scenes rendered by sharp
 * (gradients, sun, waves, discs, with a title) and sounds are short synthesised WAV clips
 * (mono, 22.05 kHz, 16-bit: chords, a soft kick and hats). Everything goes through the upload plugin
 * so images get Strapi's responsive formats (thumbnail, small, medium, large).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';

export type Palette = readonly [string, string, string];

export const PALETTES: Record<string, Palette> = {
  sunset: ['#f6a15b', '#d9487a', '#2b3157'],
  dusk: ['#ffb38a', '#8f4fa8', '#1d2147'],
  lagoon: ['#7fe3d4', '#2b8fb3', '#17264a'],
  sand: ['#f9dcaa', '#e58f65', '#5a3b5e'],
  night: ['#6a5acd', '#2b3157', '#0c0f24'],
  tropic: ['#ffd36e', '#3fb58b', '#123c4a'],
  coral: ['#ffc3a0', '#ff6f61', '#3b1f4a'],
  ocean: ['#a8e6ff', '#3b6fd8', '#141b3d'],
  olive: ['#e6e2a3', '#8fa35a', '#2f3d2a'],
  rose: ['#ffd1dc', '#c94f7c', '#2a1633'],
};

export type Motif = 'sun' | 'waves' | 'disc' | 'stripes' | 'palms' | 'stars';

export interface ImageSpec {
  name: string;
  title: string;
  subtitle?: string;
  alt: string;
  palette: Palette;
  motif?: Motif;
  width?: number;
  height?: number;
  /** variation seed: moves the sun, changes wave heights */
  seed?: number;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** Deterministic pseudo-random numbers (mulberry32). */
export const rng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const svgScene = (spec: ImageSpec): string => {
  const w = spec.width ?? 1400;
  const h = spec.height ?? 933;
  const [c1, c2, c3] = spec.palette;
  const r = rng(spec.seed ?? 1);
  const motif = spec.motif ?? 'sun';
  const parts: string[] = [];
  const sunX = Math.round(w * (0.25 + r() * 0.5));
  const sunY = Math.round(h * (0.2 + r() * 0.2));
  if (motif === 'sun' || motif === 'waves' || motif === 'palms') {
    parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${Math.round(h * 0.26)}" fill="url(#glow)"/>`);
    parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${Math.round(h * 0.09)}" fill="#fff6d5" opacity="0.9"/>`);
  }
  if (motif === 'disc') {
    const cx = w / 2;
    const cy = h * 0.45;
    const R = Math.min(w, h) * 0.32;
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${R}" fill="#0b0b14" opacity="0.85"/>`);
    for (let i = 1; i < 9; i += 1) {
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${R - i * R * 0.08}" fill="none" stroke="#ffffff" stroke-opacity="${0.05 + r() * 0.08}" stroke-width="2"/>`);
    }
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${R * 0.28}" fill="${c2}"/>`);
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${R * 0.03}" fill="#0b0b14"/>`);
  }
  if (motif === 'stripes') {
    for (let i = 0; i < 7; i += 1) {
      const y = Math.round(h * (0.1 + i * 0.11 + r() * 0.03));
      parts.push(`<rect x="0" y="${y}" width="${w}" height="${Math.round(h * 0.035)}" fill="#ffffff" opacity="${0.05 + r() * 0.12}"/>`);
    }
  }
  if (motif === 'stars') {
    for (let i = 0; i < 70; i += 1) {
      parts.push(`<circle cx="${Math.round(r() * w)}" cy="${Math.round(r() * h * 0.7)}" r="${(0.8 + r() * 2.2).toFixed(1)}" fill="#ffffff" opacity="${(0.3 + r() * 0.7).toFixed(2)}"/>`);
    }
    parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${Math.round(h * 0.07)}" fill="#f4f1de" opacity="0.9"/>`);
  }
  // two wave bands at the bottom
  const wave = (base: number, amp: number, opacity: number, color: string) => {
    const y0 = Math.round(h * base);
    const a = Math.round(h * amp * (0.6 + r() * 0.8));
    return `<path d="M0 ${y0} Q ${w * 0.25} ${y0 - a} ${w * 0.5} ${y0} T ${w} ${y0 - Math.round(a * 0.3)} L${w} ${h} L0 ${h} Z" fill="${color}" opacity="${opacity}"/>`;
  };
  parts.push(wave(0.74, 0.06, 0.35, c3));
  parts.push(wave(0.8, 0.05, 0.55, '#0b0f24'));
  if (motif === 'palms') {
    for (const x of [w * 0.08, w * 0.88]) {
      parts.push(`<path d="M${x} ${h} C ${x + 10} ${h * 0.7} ${x + 30} ${h * 0.5} ${x + 20} ${h * 0.38}" stroke="#0b0f24" stroke-width="14" fill="none" opacity="0.7"/>`);
      for (let k = 0; k < 6; k += 1) {
        const ang = (k / 6) * Math.PI * 2;
        parts.push(`<path d="M${x + 20} ${h * 0.38} q ${Math.cos(ang) * 90} ${Math.sin(ang) * 40 - 30} ${Math.cos(ang) * 170} ${Math.sin(ang) * 70 + 20}" stroke="#0b0f24" stroke-width="10" fill="none" opacity="0.7"/>`);
      }
    }
  }
  const titleSize = Math.round(Math.min(w, h) * (spec.title.length > 22 ? 0.06 : 0.08));
  const textX = Math.round(w * 0.06);
  const text = [
    `<text x="${textX}" y="${Math.round(h * 0.88)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${titleSize}" font-weight="bold" fill="#ffffff">${esc(spec.title)}</text>`,
  ];
  if (spec.subtitle) {
    text.push(`<text x="${textX + 2}" y="${Math.round(h * 0.88 + titleSize * 0.75)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${Math.round(titleSize * 0.42)}" fill="#ffffff" fill-opacity="0.8">${esc(spec.subtitle)}</text>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="${(0.6 + r() * 0.4).toFixed(2)}" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="0.55" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff6d5" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${parts.join('')}${text.join('')}</svg>`;
};

// ---------------------------------------------------------------- audio

const SAMPLE_RATE = 22050;

export interface ClipSpec {
  seconds: number;
  /** chord progression, each chord as MIDI notes */
  chords: number[][];
  bpm?: number;
  /** four-on-the-floor kick and offbeat hats */
  beat?: boolean;
  /** an arpeggiated lead over the chords */
  arp?: boolean;
  seed?: number;
}

const midiHz = (n: number) => 440 * 2 ** ((n - 69) / 12);

const TABLE_SIZE = 4096;
const SINE = Float32Array.from({ length: TABLE_SIZE + 1 }, (_, i) => Math.sin((i / TABLE_SIZE) * Math.PI * 2));

/** Adds a sine at `hz` (table lookup, running phase) times `amp` times env[i - from] into out[from..to). */
const addSine = (out: Float32Array, from: number, to: number, hz: number, amp: number, env: Float32Array) => {
  const step = (hz * TABLE_SIZE) / SAMPLE_RATE;
  let phase = 0;
  for (let i = from; i < to; i += 1) {
    out[i] += SINE[phase | 0] * amp * env[i - from];
    phase += step;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
  }
};

/** A mono 16-bit PCM WAV clip. */
export const wavClip = (spec: ClipSpec): Buffer => {
  const n = Math.round(spec.seconds * SAMPLE_RATE);
  const out = new Float32Array(n);
  const bpm = spec.bpm ?? 118;
  const beat = 60 / bpm;
  const chordLen = beat * 8; // two bars per chord
  const r = rng(spec.seed ?? 7);
  // pads: each chord block with a soft attack and release, two slightly detuned voices and an octave
  const blockLen = Math.round(chordLen * SAMPLE_RATE);
  for (let b = 0, from = 0; from < n; b += 1, from += blockLen) {
    const to = Math.min(n, from + blockLen);
    const chord = spec.chords[b % spec.chords.length];
    const level = 0.35 / chord.length;
    const attack = 0.6 * SAMPLE_RATE;
    const release = 0.4 * SAMPLE_RATE;
    const env = new Float32Array(to - from);
    for (let k = 0; k < env.length; k += 1) env[k] = level * Math.min(1, k / attack, (blockLen - k) / release);
    for (const note of chord) {
      const f = midiHz(note);
      addSine(out, from, to, f, 0.6, env);
      addSine(out, from, to, f * 1.003, 0.3, env);
      addSine(out, from, to, f * 2, 0.08, env);
    }
  }
  if (spec.arp) {
    const step = beat / 2;
    for (let s = 0; s * step < spec.seconds; s += 1) {
      const t0 = s * step;
      const chord = spec.chords[Math.floor(t0 / chordLen) % spec.chords.length];
      const f = midiHz(chord[Math.floor(r() * chord.length)] + 12);
      const start = Math.round(t0 * SAMPLE_RATE);
      const end = Math.min(n, start + Math.round(step * 0.9 * SAMPLE_RATE));
      const env = new Float32Array(end - start);
      for (let k = 0; k < env.length; k += 1) env[k] = Math.exp(-(k / SAMPLE_RATE) * 6);
      addSine(out, start, end, f, 0.18, env);
    }
  }
  if (spec.beat) {
    const tau = Math.PI * 2;
    for (let b = 0; b * beat < spec.seconds; b += 1) {
      const start = Math.round(b * beat * SAMPLE_RATE);
      const len = Math.round(0.22 * SAMPLE_RATE);
      let phase = 0;
      for (let k = 0; k < len && start + k < n; k += 1) {
        const tt = k / SAMPLE_RATE;
        const f = 50 + 90 * Math.exp(-tt * 30);
        phase += (tau * f) / SAMPLE_RATE;
        out[start + k] += Math.sin(phase) * Math.exp(-tt * 14) * 0.5;
      }
      const hat = Math.round((b + 0.5) * beat * SAMPLE_RATE);
      const hlen = Math.round(0.04 * SAMPLE_RATE);
      for (let k = 0; k < hlen && hat + k < n; k += 1) {
        out[hat + k] += (r() * 2 - 1) * Math.exp(-(k / SAMPLE_RATE) * 90) * 0.12;
      }
    }
  }
  // fade in/out and normalise
  const fade = Math.round(Math.min(1, spec.seconds / 6) * SAMPLE_RATE);
  let peak = 0;
  for (let i = 0; i < n; i += 1) {
    const g = Math.min(1, i / fade, (n - 1 - i) / fade);
    out[i] *= g;
    peak = Math.max(peak, Math.abs(out[i]));
  }
  const gain = peak > 0 ? 0.85 / peak : 1;
  const buf = Buffer.alloc(44 + n * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n * 2, 4);
  buf.write('WAVE', 8);
  buf.write('fmt ', 12);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n * 2, 40);
  const pcm = new Int16Array(buf.buffer, buf.byteOffset + 44, n);
  for (let i = 0; i < n; i += 1) {
    const v = Math.round(out[i] * gain * 32767);
    pcm[i] = v > 32767 ? 32767 : v < -32767 ? -32767 : v;
  }
  return buf;
};

// ---------------------------------------------------------------- upload

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

  async image(spec: ImageSpec): Promise<UploadedFile> {
    const jpeg = await sharp(Buffer.from(svgScene(spec))).jpeg({ quality: 78, progressive: true }).toBuffer();
    return this.upload(jpeg, `${spec.name}.jpg`, 'image/jpeg', { alternativeText: spec.alt, caption: spec.subtitle ?? spec.title });
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
