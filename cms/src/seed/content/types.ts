import type { Ratio, Scene } from '../art'

export interface Tr {
  en: string
  es: string
}
export const tr = (en: string, es: string): Tr => ({ en, es })
export type Lang = 'en' | 'es'

/** A generated picture and what it shows, in both languages (the alt text the site uses). */
export interface Picture {
  scene: Scene
  alt: Tr
}

/** A picture that keeps its own aspect ratio (gallery photos, memories). */
export interface FramedPicture extends Picture {
  ratio: Ratio
}

/** A text that is the same in both languages (a name) or each language's own. */
export const inLanguage = (text: string | Tr, lang: keyof Tr): string =>
  typeof text === 'string' ? text : text[lang]
