/**
 * Names of other companies' products, written the same in every language, so they live here and not in
 * the dictionaries. Unknown codes show as they are.
 */
const SIGN_IN_PROVIDERS: Record<string, string> = {
  github: 'GitHub',
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  discord: 'Discord',
}

const MUSIC_PLATFORMS: Record<string, string> = {
  spotify: 'Spotify',
  'apple-music': 'Apple Music',
  'youtube-music': 'YouTube Music',
  deezer: 'Deezer',
  soundcloud: 'SoundCloud',
  beatport: 'Beatport',
  bandcamp: 'Bandcamp',
  tidal: 'TIDAL',
  'amazon-music': 'Amazon Music',
}

export const providerName = (code: string) => SIGN_IN_PROVIDERS[code] ?? code
export const platformName = (code: string) => MUSIC_PLATFORMS[code] ?? code
