import { COLOR_MODE_GLOBAL } from '../lib/island-markers'

/** Storage key kept from the spec (the original site's colour-mode module). */
export const COLOR_MODE_STORAGE_KEY = 'nuxt-color-mode'
export const COLOR_MODE_PREFERENCES = ['system', 'light', 'dark'] as const
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number]
/** Dark is the brand's default (the seed: "dark for most others"); Light and System are a visitor's choice. */
export const DEFAULT_COLOR_MODE_PREFERENCE: ColorModePreference = 'dark'

/**
 * Runs in `<head>` before first paint (inline, allowed by its hash): applies the stored preference, or the
 * page's forced mode from `data-forced-color-mode`, as `light-mode` / `dark-mode` on `<html>`, and follows
 * the OS setting live while the preference is `system`. The colour control calls `window.__colorMode.apply(choice)`
 * (the choice also holds for this page when storage is unavailable). It also
 * marks `<html class="js">`, so controls that only work with scripts can hide themselves otherwise.
 */
export const colorModeScript = `(function(){var d=document.documentElement;d.classList.add('js');var k=${JSON.stringify(
  COLOR_MODE_STORAGE_KEY,
)},m=matchMedia('(prefers-color-scheme: dark)'),o=null;function p(){if(o)return o;try{var v=localStorage.getItem(k);if(v==='light'||v==='dark'||v==='system')return v}catch(e){}return ${JSON.stringify(
  DEFAULT_COLOR_MODE_PREFERENCE,
)}}function a(x){if(typeof x==='string')o=x;var f=d.getAttribute('data-forced-color-mode'),q=p(),v=f||(q==='system'?(m.matches?'dark':'light'):q);d.classList.remove('light-mode','dark-mode');d.classList.add(v+'-mode');d.setAttribute('data-color-preference',q)}a();m.addEventListener('change',function(){a()});addEventListener('storage',function(e){if(e.key===k){o=null;a()}});window.${COLOR_MODE_GLOBAL}={apply:a,preference:p}})()`

declare global {
  interface Window {
    [COLOR_MODE_GLOBAL]?: {
      apply: (choice?: ColorModePreference) => void
      preference: () => ColorModePreference
    }
  }
}
