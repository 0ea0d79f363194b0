import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import glossary from '../../locales/glossary.json'

/**
 * One Spanish word for each thing, on every page, in every mail and in the admin (locales/glossary.json):
 * "E-mail" on the account forms beside "Correo electrónico" elsewhere, "Reservar mesa" and "Reserva una mesa"
 * for one page, "Lista de puerta" in the admin (issue 35) are what this keeps from coming back.
 */

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/** Where Spanish the site shows lives outside locales/es.json: the CMS's mails and the admin's own words. */
const SPANISH_SOURCES = [
  'cms/src/lib/mail.ts',
  'cms/src/lib/account-mail.ts',
  'cms/src/lib/newsletter.ts',
  'cms/src/admin/door/translations.ts',
  'cms/src/shared/request-words.ts',
]

/** Every text of a dictionary, with its key. */
function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]]
  if (typeof node !== 'object' || node === null) return []
  return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key))
}

/**
 * The `es` objects of a module (`es: { … }`, `const es: typeof en = { … }`), each taken to its matching brace:
 * each module keeps its Spanish copy beside its English one under that name.
 */
function spanishBlocks(source: string): string[] {
  const blocks: string[] = []
  for (const start of source.matchAll(/\bes\s*(?::\s*typeof\s+\w+\s*)?[:=]\s*\{/g)) {
    const open = (start.index ?? 0) + start[0].length - 1
    let depth = 0
    for (let at = open; at < source.length; at += 1) {
      if (source[at] === '{') depth += 1
      else if (source[at] === '}' && --depth === 0) {
        blocks.push(source.slice(open, at + 1))
        break
      }
    }
  }
  return blocks
}

/** The string literals of a piece of code, template literals without their `${…}` parts. */
const literals = (code: string) =>
  [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/gs)].map((match) =>
    (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' '),
  )

/** Every Spanish text the site, its mails and its admin show, with where it is. */
const SPANISH: [string, string][] = [
  ...leaves(JSON.parse(read('locales/es.json'))).map(([key, text]): [string, string] => [
    `es.json ${key}`,
    text,
  ]),
  ...SPANISH_SOURCES.flatMap((path) =>
    spanishBlocks(read(path)).flatMap((block) =>
      literals(block).map((text): [string, string] => [path, text]),
    ),
  ),
]

/** A text without its placeholders (`{{email}}`, `{name}`): those are not words anybody reads. */
const words = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}|\{\s*\w+\s*\}/g, ' ')

const literally = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The phrase as a whole word (or words), in any case: "mail" is not in "Gmail", "e-mail" is not "mail". */
const asWords = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])${literally(phrase)}(?![\\p{L}\\p{N}-])`, 'iu')
/** The phrase starting a word, plurals and genders included ("cubierto" in "cubiertos"). */
const startingWords = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}-])${literally(phrase)}`, 'iu')

describe('one glossary for the Spanish of every page, mail and the admin', () => {
  it('finds Spanish in every place it checks', () => {
    for (const path of SPANISH_SOURCES) {
      expect(SPANISH.filter(([where]) => where === path).length, `${path} has no es block`).toBeGreaterThan(2)
    }
    expect(SPANISH.length).toBeGreaterThan(500)
  })

  it('never says a word the glossary avoids', () => {
    const found = glossary.terms.flatMap((term) =>
      term.avoid.flatMap((phrase) =>
        SPANISH.filter(([, text]) => asWords(phrase).test(words(text))).map(
          ([where, text]) => `"${phrase}" (say "${term.es[0]}") in ${where}: ${text}`,
        ),
      ),
    )
    expect(found).toEqual([])
  })

  it('uses every term it chose, so the glossary says what the site says', () => {
    const unused = glossary.terms.flatMap((term) =>
      term.es.filter((chosen) => !SPANISH.some(([, text]) => startingWords(chosen).test(words(text)))),
    )
    expect(unused).toEqual([])
  })

  it('catches what it is for', () => {
    const avoided = (text: string) =>
      glossary.terms.some((term) => term.avoid.some((phrase) => asWords(phrase).test(words(text))))
    expect(avoided('Escribe tu e-mail')).toBe(true)
    expect(avoided('Reserva una mesa')).toBe(true)
    expect(avoided('Lista de puerta')).toBe(true)
    expect(avoided('Tu correo electrónico {{email}} está confirmado.')).toBe(false)
    expect(avoided('Escríbenos a hola@solera.example o por Gmail')).toBe(false)
  })
})
