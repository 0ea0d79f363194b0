// The content types exist once (issue 36.4, cms/src/shared/content-types.ts): a publish of every public type
// invalidates what read it on the site (the CMS's webhook reports it, the worker's tags name it), the public
// may read it, and the site's reads describe it; a private type is none of these. Strapi's own schemas are
// held to the list, so a content type made in the CMS is decided on here before it ships.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORBIDDEN, PUBLIC_ACTIONS } from '../../cms/src/bootstrap/permissions'
import { publicModelOf } from '../../cms/src/lib/purge'
import { CONTENT_READS } from '../../cms/src/shared/content-reads'
import {
  contentUid,
  isSingleType,
  PRIVATE_CONTENT_TYPES,
  PUBLIC_CONTENT_TYPES,
  publicContentTypes,
} from '../../cms/src/shared/content-types'
import { changeTags, docTag, typeTag } from '../../src/server/content/tags.server'

const API = new URL('../../cms/src/api/', import.meta.url).pathname

/** Every content type Strapi has in cms/src/api, as its schema.json says it. */
const strapiSchemas = readdirSync(API).flatMap((api) => {
  const dir = join(API, api, 'content-types')
  // An API of routes alone (the account's) has no content type.
  const names = existsSync(dir) ? readdirSync(dir) : []
  return names.map((name) => {
    const schema = JSON.parse(readFileSync(join(dir, name, 'schema.json'), 'utf8')) as {
      kind: 'collectionType' | 'singleType'
      info: { singularName: string; pluralName: string }
    }
    return {
      name: schema.info.singularName,
      plural: schema.info.pluralName,
      single: schema.kind === 'singleType',
    }
  })
})

describe('the one list of content types', () => {
  it.each(publicContentTypes)(
    '%s: a publish purges its tags, the public reads it, the site describes it',
    (name) => {
      const { path } = PUBLIC_CONTENT_TYPES[name]
      // The CMS's webhook reports a change to it, by the name the worker's tags know.
      expect(publicModelOf(contentUid(name))).toBe(name)
      expect(changeTags({ model: name, documentId: 'doc1', locale: 'es' })).toEqual([
        typeTag(path, 'es'),
        docTag('doc1', 'es'),
      ])
      // The public role reads it: a collection's list and entries, a single type whole.
      expect(PUBLIC_ACTIONS).toContain(`${contentUid(name)}.find`)
      expect(PUBLIC_ACTIONS.includes(`${contentUid(name)}.findOne`)).toBe(!isSingleType(name))
      expect(FORBIDDEN.filter((action) => action.startsWith(`${contentUid(name)}.`))).toEqual([])
      // The site's reads (and so the gate's content routes) describe it.
      expect(Object.hasOwn(CONTENT_READS, path)).toBe(true)
    },
  )

  it.each(PRIVATE_CONTENT_TYPES)(
    '%s: private, so nobody is told of a change and the public reads none',
    (name) => {
      expect(publicModelOf(contentUid(name))).toBeUndefined()
      expect(changeTags({ model: name, documentId: 'doc1', locale: null })).toEqual([])
      // Written only through their own validated routes (a booking, a sign-up), never read or written whole.
      for (const action of ['find', 'findOne', 'create', 'update', 'delete'])
        expect(PUBLIC_ACTIONS).not.toContain(`${contentUid(name)}.${action}`)
      expect(FORBIDDEN).toContain(`${contentUid(name)}.find`)
    },
  )

  it('reports nothing of types that are not content (plugins, users)', () => {
    expect(publicModelOf('plugin::users-permissions.user')).toBeUndefined()
    expect(publicModelOf('plugin::upload.file')).toBeUndefined()
    expect(changeTags({ model: 'user', documentId: 'doc1', locale: 'en' })).toEqual([])
  })

  it('describes nothing the list does not name', () => {
    const paths = publicContentTypes.map((name) => PUBLIC_CONTENT_TYPES[name].path)
    expect(Object.keys(CONTENT_READS).sort()).toEqual([...paths].sort())
  })

  it('agrees with Strapi: every content type of the CMS is listed, public ones by their API path', () => {
    expect(strapiSchemas.length).toBeGreaterThanOrEqual(14)
    const listed = [...publicContentTypes, ...PRIVATE_CONTENT_TYPES].sort()
    expect(strapiSchemas.map((schema) => schema.name).sort()).toEqual(listed)
    for (const schema of strapiSchemas) {
      if (!(schema.name in PUBLIC_CONTENT_TYPES)) continue
      const name = schema.name as keyof typeof PUBLIC_CONTENT_TYPES
      expect(isSingleType(name), schema.name).toBe(schema.single)
      expect(PUBLIC_CONTENT_TYPES[name].path, schema.name).toBe(schema.single ? schema.name : schema.plural)
    }
  })
})
