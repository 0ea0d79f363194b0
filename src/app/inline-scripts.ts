import { colorModeScript } from './color-mode'

/**
 * Same-site links are prefetched when the pointer rests on them, so the next page load is instant
 * (docs/spec.md §22.8). Never the language switch (following it stores a new language) or personal and
 * random pages.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          {
            not: {
              href_matches: [
                '/api/*',
                '/_app/*',
                '/account{/*}?',
                '/es/account{/*}?',
                '/random',
                '/es/random',
              ],
            },
          },
          { not: { selector_matches: '.language-switch, [rel~="nofollow"], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})

export { colorModeScript }

/** Every inline script a page may carry: the CSP allows exactly these, by hash (docs/spec.md §18.1). */
export const INLINE_SCRIPTS = [colorModeScript, speculationRules] as const

/**
 * Draft mode only (docs/spec.md §16.13): when the CMS's admin, which frames the preview, says the draft was
 * saved (`strapiUpdate`, Strapi's preview message), the page loads again with the saved draft. The admin's
 * origin is the script's `data-admin`, so the text, and so its hash, is the same for every site.
 */
export const previewReloadScript =
  "const admin=document.currentScript.dataset.admin;addEventListener('message',(e)=>{if(e.origin===admin&&e.data&&e.data.type==='strapiUpdate')location.reload()})"
