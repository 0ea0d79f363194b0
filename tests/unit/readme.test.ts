// README.md is where a successor starts: every file and folder it names exists, so a move that forgets the
// README fails here rather than on someone's first day.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { describe, expect, it } from 'vitest'

const README = readFileSync('README.md', 'utf8')

/** The folders a path the README names starts from (what it says of other places is not a path here). */
const ROOTS = /^(src|cms|tests|docs|scripts|locales|public|\.ci)\//
/** What a build or a run makes, absent from a fresh clone. */
const MADE_BY_RUNNING = /^(cms\/\.tmp|dist)\//

/** Every path the README names: in backticks, and as the first word of a line of its layout. */
const named = [
  ...[...README.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? ''),
  ...[...README.matchAll(/^([\w.-]+\/[^\s]*|[\w-]+\.\w+)\s{2,}/gm)].map((match) => match[1] ?? ''),
].filter((path) => ROOTS.test(path) && !MADE_BY_RUNNING.test(path) && !path.includes('*'))

/** A path, or the start of a file's name (`docs/decisions/006` names 006-….md). */
const exists = (path: string) =>
  existsSync(path) ||
  (existsSync(dirname(path)) &&
    readdirSync(dirname(path)).some((name) => name.startsWith(path.slice(dirname(path).length + 1))))

describe('the README', () => {
  it('names paths', () => {
    expect(named).toContain('src/server/content/index.server.ts')
    expect(named).toContain('src/bookings/')
  })

  it('names only paths that exist', () => {
    expect([...new Set(named)].filter((path) => !exists(path))).toEqual([])
  })
})
