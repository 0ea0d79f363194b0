// The word lists a new password is checked against (src/lib/forms/password-strength.ts), loaded with
// `import()` by the worker when it first checks a password: about 600 KB gzipped, which no browser loads and
// no request that checks no password pays for. The lists of zxcvbn-ts's packages, each file by itself: their
// index modules also bring the Wikipedia lists (another 1.2 MB) that these leave out.
import passwords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs'
import commonWordsEn from '@zxcvbn-ts/language-en/dist/commonWords.json.mjs'
import firstnamesEn from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs'
import commonWordsEs from '@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs'
import firstnamesEs from '@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs'
import lastnamesEs from '@zxcvbn-ts/language-es-es/dist/lastnames.json.mjs'

export { default as adjacencyGraphs } from '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs'

/**
 * By name: zxcvbn-ts words its feedback by the list a match came from (`passwords` — the most used
 * passwords of public breach corpora —, `…names`, others as words).
 */
export const dictionary = {
  passwords,
  commonWordsEn,
  firstnamesEn,
  commonWordsEs,
  firstnamesEs,
  lastnamesEs,
}
