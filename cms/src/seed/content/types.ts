export interface Tr {
  en: string;
  es: string;
}
export const tr = (en: string, es: string): Tr => ({ en, es });
export type Lang = 'en' | 'es';
