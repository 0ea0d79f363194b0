// The admin speaks to editors (docs/spec.md §27.5): every field of every content type and component has a label
// and a one-line description in English and in Spanish (cms/src/shared/admin-words.ts), every type a Spanish
// name, and a no-show is markable only once its seating started (cms/src/shared/door-night.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  COMPONENT_WORDS,
  CONTENT_TYPE_WORDS,
  type FieldWords,
  TYPE_NAMES,
} from '../../cms/src/shared/admin-words'
import { seatingHasStarted } from '../../cms/src/shared/door-night'

const CMS_SRC = new URL('../../cms/src/', import.meta.url).pathname

interface Schema {
  info: { displayName: string }
  attributes: Record<string, unknown>
}

const schemaAt = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Schema

/** Every content type of the CMS by its uid, and every component. */
const contentTypes = readdirSync(join(CMS_SRC, 'api')).flatMap((api) => {
  const dir = join(CMS_SRC, 'api', api, 'content-types')
  let names: string[] = []
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names.map((name) => [`api::${api}.${name}`, schemaAt(join(dir, name, 'schema.json'))] as const)
})
const components = readdirSync(join(CMS_SRC, 'components')).flatMap((category) =>
  readdirSync(join(CMS_SRC, 'components', category)).map(
    (file) =>
      [
        `${category}.${file.replace(/\.json$/, '')}`,
        schemaAt(join(CMS_SRC, 'components', category, file)),
      ] as const,
  ),
)

const checkWords = (uid: string, schema: Schema, words: Record<string, Record<string, FieldWords>>) => {
  const fields = words[uid] ?? {}
  for (const attribute of Object.keys(schema.attributes)) {
    const said = fields[attribute]
    expect(said, `${uid}.${attribute}`).toBeDefined()
    for (const language of ['en', 'es'] as const) {
      const [label, description] = said?.[language] ?? ['', '']
      expect(label, `${uid}.${attribute} ${language}`).not.toBe('')
      expect(label, `${uid}.${attribute} ${language}: a word, not the field's name`).not.toBe(attribute)
      expect(description, `${uid}.${attribute} ${language}`).toMatch(/^[^\n]{8,160}$/)
    }
    expect(said?.es[1], `${uid}.${attribute}: described in Spanish`).not.toBe(said?.en[1])
    // Spanish contracts "de el" and "a el" ("la dirección del evento"), as an editor reads it.
    expect(said?.es.join(' '), `${uid}.${attribute}: Spanish as written`).not.toMatch(
      /\b[Dd]e el\b|\b[Aa] el\b/,
    )
  }
  // No words for a field that is gone.
  const known = new Set([...Object.keys(schema.attributes), 'createdAt', 'updatedAt', 'publishedAt'])
  expect(
    Object.keys(fields).filter((field) => !known.has(field)),
    uid,
  ).toEqual([])
}

describe('the admin’s words for every field', () => {
  it('has a label and a one-line description in English and Spanish for each field of each content type', () => {
    expect(contentTypes.length).toBeGreaterThan(10)
    for (const [uid, schema] of contentTypes) checkWords(uid, schema, CONTENT_TYPE_WORDS)
  })

  it('and of each component', () => {
    for (const [uid, schema] of components) checkWords(uid, schema, COMPONENT_WORDS)
  })

  it('names every content type in Spanish, by its displayName', () => {
    for (const [uid, schema] of contentTypes) {
      expect(TYPE_NAMES[uid]?.en, uid).toBe(schema.info.displayName)
      expect(TYPE_NAMES[uid]?.es, uid).toBeTruthy()
    }
  })
})

describe('a seating has started', () => {
  const now = { date: '2026-11-28', time: '21:00' }
  it('from its time on its night, and on every earlier night', () => {
    expect(seatingHasStarted('2026-11-28', '21:00', now)).toBe(true)
    expect(seatingHasStarted('2026-11-28', '20:30', now)).toBe(true)
    expect(seatingHasStarted('2026-11-27', '23:30', now)).toBe(true)
  })
  it('not before its time, nor on a later night', () => {
    expect(seatingHasStarted('2026-11-28', '21:30', now)).toBe(false)
    expect(seatingHasStarted('2026-11-29', '19:00', now)).toBe(false)
  })
})
