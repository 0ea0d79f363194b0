/**
 * Light and colour of a scene. Each picture takes one mood of its kind and turns its hues a little,
 * so two sunsets are never the same colour.
 */
import { shiftHue } from './color'
import type { Rand } from './random'

export interface Mood {
  /** sky from the zenith down to the horizon */
  sky: readonly [string, string, string, string]
  sun: string
  /** water near the horizon, water at the bottom of the frame */
  sea: readonly [string, string]
  /** silhouettes */
  ink: string
  /** coloured light (stage, lamps) */
  lights: readonly [string, string]
}

const m = (sky: Mood['sky'], sun: string, sea: Mood['sea'], ink: string, lights: Mood['lights']): Mood => ({
  sky,
  sun,
  sea,
  ink,
  lights,
})

export const SUNSETS: readonly Mood[] = [
  // golden hour: amber all the way up
  m(['#3a2a3e', '#a4533a', '#f0a040', '#ffd27a'], '#fff6dc', ['#d08a3c', '#2a1a1c'], '#160c0c', [
    '#ffc060',
    '#ff8a40',
  ]),
  // teal above, orange below, as graded for film
  m(['#0e2a3a', '#2e5a66', '#e08a4a', '#ffc27a'], '#fff2d6', ['#b8784a', '#0c1e28'], '#081216', [
    '#ffb45a',
    '#5fd6d0',
  ]),
  // deep red after a hot day
  m(['#1a0a14', '#5a1424', '#d23a2a', '#ff9a4a'], '#ffe6b0', ['#9a3424', '#160a0c'], '#0c0406', [
    '#ff7a3a',
    '#ffb45a',
  ]),
  m(['#1b2552', '#5b3f78', '#e0735a', '#ffc480'], '#fff3d2', ['#c8705e', '#141a38'], '#0e0a18', [
    '#ffb35c',
    '#ff6f61',
  ]),
  m(['#201d4c', '#7a3a7c', '#e6667a', '#ffb19a'], '#ffe8d8', ['#ad5f7a', '#181430'], '#110a1a', [
    '#ff8fa3',
    '#ffc48a',
  ]),
  m(['#260d28', '#861d3a', '#e64e2e', '#ffb347'], '#fff0c0', ['#a63f2e', '#1b0b1a'], '#0f0508', [
    '#ffa040',
    '#ff5030',
  ]),
  m(['#2b4877', '#8a789a', '#efa65e', '#ffdf9e'], '#fffbe6', ['#d2985f', '#1d2e4e'], '#141420', [
    '#ffd27a',
    '#ff9a5a',
  ]),
  m(['#131238', '#3c2a6c', '#b0598b', '#f5a07c'], '#ffe2c8', ['#87507a', '#100d27'], '#0a0816', [
    '#ff9ec4',
    '#ffb080',
  ]),
  m(['#47609a', '#a78ab8', '#f2b09f', '#ffdbb0'], '#fff8ee', ['#d6a39b', '#313d6b'], '#1c1a2c', [
    '#ffd0a8',
    '#ffa8a0',
  ]),
]

export const NIGHTS: readonly Mood[] = [
  m(['#05040c', '#0d0a24', '#1c1440', '#2a1a4e'], '#f6f1de', ['#1a1a3a', '#05050d'], '#020205', [
    '#ff2fa0',
    '#29e0ff',
  ]),
  m(['#080203', '#1c0608', '#3a0c10', '#521418'], '#fff0d0', ['#2a0a0c', '#060203'], '#020101', [
    '#ff3b30',
    '#ffb020',
  ]),
  m(['#02040c', '#08123a', '#152a6a', '#24347a'], '#eef4ff', ['#101c46', '#02040c'], '#010208', [
    '#3a6bff',
    '#b54dff',
  ]),
  m(['#020805', '#06180f', '#0e2a1c', '#163a28'], '#f0fff4', ['#0a2018', '#020604'], '#010302', [
    '#3dff7a',
    '#d8f0ff',
  ]),
  m(['#0a0504', '#1f0f08', '#3a1c0e', '#1c3a3c'], '#fff2e0', ['#12262a', '#040606'], '#020202', [
    '#ff7a1a',
    '#18d6c0',
  ]),
]

/** After sunset: deep blue above, a last warm band on the horizon. */
export const BLUE_HOURS: readonly Mood[] = [
  m(['#070b24', '#15205a', '#3d4a8a', '#c98a7e'], '#f6efd6', ['#2a3566', '#070a1c'], '#04050c', [
    '#ffc46b',
    '#ff8a5c',
  ]),
  m(['#0a0a22', '#241c5a', '#5b4b8e', '#e09a7a'], '#f8f0da', ['#3a3468', '#08081a'], '#05040c', [
    '#ffcf7a',
    '#ff9f70',
  ]),
  m(['#04101e', '#0d2a4a', '#2f5a7e', '#b9a08a'], '#eef2e0', ['#1d4060', '#030a14'], '#02060a', [
    '#ffd58a',
    '#7fd0ff',
  ]),
  m(['#120826', '#3a1a5e', '#7a3a86', '#e0707a'], '#fff0dc', ['#4a2a5e', '#0a0616'], '#06030c', [
    '#ff9ec4',
    '#ffc46b',
  ]),
  m(['#061418', '#0e3438', '#2a6a66', '#d8a070'], '#f4f0dc', ['#1c4a48', '#041010'], '#020807', [
    '#ffc46b',
    '#7fe0d0',
  ]),
]

export const DAYS: readonly Mood[] = [
  m(['#2a64ad', '#5f9dd6', '#b3d8ee', '#eaf4f4'], '#ffffff', ['#2c9fb4', '#0b4a6e'], '#1c2a33', [
    '#fff3c4',
    '#ffffff',
  ]),
  m(['#1f5fa0', '#4f95cf', '#a6d2ea', '#f2efe4'], '#fffdf0', ['#1e8aa8', '#0a3c5c'], '#22262c', [
    '#ffe9b0',
    '#ffffff',
  ]),
  m(['#3b79b8', '#7fb3de', '#cfe4ef', '#fbf1df'], '#fffaf0', ['#3aa6b0', '#0d566e'], '#2a2a2a', [
    '#ffe0a0',
    '#ffffff',
  ]),
]

export const DAWNS: readonly Mood[] = [
  m(['#2a3a6e', '#7a78a8', '#e2a8a4', '#fbd8b8'], '#fff9f0', ['#b8949e', '#2e3864'], '#1c1a2a', [
    '#ffd8b8',
    '#ffffff',
  ]),
  m(['#34507e', '#8a9cc0', '#e8c0ac', '#fde6c8'], '#fffdf6', ['#a6b0c4', '#34466e'], '#22263a', [
    '#ffe6c8',
    '#ffffff',
  ]),
]

/** One of `moods`, its hues turned by up to ±`spread` degrees. */
export const pickMood = (rand: Rand, moods: readonly Mood[], spread = 10): Mood => {
  const base = rand.pick(moods)
  const turn = rand.float(-spread, spread)
  const t = (c: string) => shiftHue(c, turn)
  return {
    sky: [t(base.sky[0]), t(base.sky[1]), t(base.sky[2]), t(base.sky[3])],
    sun: base.sun,
    sea: [t(base.sea[0]), t(base.sea[1])],
    ink: base.ink,
    lights: [t(base.lights[0]), t(base.lights[1])],
  }
}
