/**
 * Short synthesised WAV clips for the demo music (mono, 22.05 kHz, 16-bit: chord pads, an arpeggio,
 * a soft kick and hats), seeded so every run makes the same sounds.
 */
import { Rand } from './art/random'

const SAMPLE_RATE = 22050

export interface ClipSpec {
  seconds: number
  /** chord progression, each chord as MIDI notes */
  chords: number[][]
  bpm?: number
  /** four-on-the-floor kick and offbeat hats */
  beat?: boolean
  /** an arpeggiated lead over the chords */
  arp?: boolean
  seed?: number
}

const midiHz = (n: number) => 440 * 2 ** ((n - 69) / 12)

const TABLE_SIZE = 4096
const SINE = Float32Array.from({ length: TABLE_SIZE + 1 }, (_, i) => Math.sin((i / TABLE_SIZE) * Math.PI * 2))

/** Adds a sine at `hz` (table lookup, running phase) times `amp` times env[i - from] into out[from..to). */
const addSine = (out: Float32Array, from: number, to: number, hz: number, amp: number, env: Float32Array) => {
  const step = (hz * TABLE_SIZE) / SAMPLE_RATE
  let phase = 0
  for (let i = from; i < to; i += 1) {
    out[i] += SINE[phase | 0] * amp * env[i - from]
    phase += step
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE
  }
}

/** A mono 16-bit PCM WAV clip. */
export const wavClip = (spec: ClipSpec): Buffer => {
  const n = Math.round(spec.seconds * SAMPLE_RATE)
  const out = new Float32Array(n)
  const bpm = spec.bpm ?? 118
  const beat = 60 / bpm
  const chordLen = beat * 8 // two bars per chord
  const rand = new Rand(spec.seed ?? 7)
  const r = () => rand.next()
  // pads: each chord block with a soft attack and release, two slightly detuned voices and an octave
  const blockLen = Math.round(chordLen * SAMPLE_RATE)
  for (let b = 0, from = 0; from < n; b += 1, from += blockLen) {
    const to = Math.min(n, from + blockLen)
    const chord = spec.chords[b % spec.chords.length]
    const level = 0.35 / chord.length
    const attack = 0.6 * SAMPLE_RATE
    const release = 0.4 * SAMPLE_RATE
    const env = new Float32Array(to - from)
    for (let k = 0; k < env.length; k += 1) env[k] = level * Math.min(1, k / attack, (blockLen - k) / release)
    for (const note of chord) {
      const f = midiHz(note)
      addSine(out, from, to, f, 0.6, env)
      addSine(out, from, to, f * 1.003, 0.3, env)
      addSine(out, from, to, f * 2, 0.08, env)
    }
  }
  if (spec.arp) {
    const step = beat / 2
    for (let s = 0; s * step < spec.seconds; s += 1) {
      const t0 = s * step
      const chord = spec.chords[Math.floor(t0 / chordLen) % spec.chords.length]
      const f = midiHz(chord[Math.floor(r() * chord.length)] + 12)
      const start = Math.round(t0 * SAMPLE_RATE)
      const end = Math.min(n, start + Math.round(step * 0.9 * SAMPLE_RATE))
      const env = new Float32Array(end - start)
      for (let k = 0; k < env.length; k += 1) env[k] = Math.exp(-(k / SAMPLE_RATE) * 6)
      addSine(out, start, end, f, 0.18, env)
    }
  }
  if (spec.beat) {
    const tau = Math.PI * 2
    for (let b = 0; b * beat < spec.seconds; b += 1) {
      const start = Math.round(b * beat * SAMPLE_RATE)
      const len = Math.round(0.22 * SAMPLE_RATE)
      let phase = 0
      for (let k = 0; k < len && start + k < n; k += 1) {
        const tt = k / SAMPLE_RATE
        const f = 50 + 90 * Math.exp(-tt * 30)
        phase += (tau * f) / SAMPLE_RATE
        out[start + k] += Math.sin(phase) * Math.exp(-tt * 14) * 0.5
      }
      const hat = Math.round((b + 0.5) * beat * SAMPLE_RATE)
      const hlen = Math.round(0.04 * SAMPLE_RATE)
      for (let k = 0; k < hlen && hat + k < n; k += 1) {
        out[hat + k] += (r() * 2 - 1) * Math.exp(-(k / SAMPLE_RATE) * 90) * 0.12
      }
    }
  }
  // fade in/out and normalise
  const fade = Math.round(Math.min(1, spec.seconds / 6) * SAMPLE_RATE)
  let peak = 0
  for (let i = 0; i < n; i += 1) {
    const g = Math.min(1, i / fade, (n - 1 - i) / fade)
    out[i] *= g
    peak = Math.max(peak, Math.abs(out[i]))
  }
  const gain = peak > 0 ? 0.85 / peak : 1
  const buf = Buffer.alloc(44 + n * 2)
  buf.write('RIFF', 0)
  buf.writeUInt32LE(36 + n * 2, 4)
  buf.write('WAVE', 8)
  buf.write('fmt ', 12)
  buf.writeUInt32LE(16, 16)
  buf.writeUInt16LE(1, 20) // PCM
  buf.writeUInt16LE(1, 22) // mono
  buf.writeUInt32LE(SAMPLE_RATE, 24)
  buf.writeUInt32LE(SAMPLE_RATE * 2, 28)
  buf.writeUInt16LE(2, 32)
  buf.writeUInt16LE(16, 34)
  buf.write('data', 36)
  buf.writeUInt32LE(n * 2, 40)
  const pcm = new Int16Array(buf.buffer, buf.byteOffset + 44, n)
  for (let i = 0; i < n; i += 1) {
    const v = Math.round(out[i] * gain * 32767)
    pcm[i] = v > 32767 ? 32767 : Math.max(v, -32767)
  }
  return buf
}
