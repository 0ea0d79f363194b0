import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Rules of the sources that no type can hold (issue 36): one clock and one cookie reader in the site and the
 * CMS, and every private CMS answer read through a schema. Each names the modules allowed to do what it
 * forbids; what waits for work under way elsewhere is listed as pending, with why, and fails once it is gone,
 * so the list cannot outlive it.
 */

const ROOT = new URL('../../', import.meta.url).pathname

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })

/** The source without comments (a comment may name what the code must not do). */
const code = (path: string) =>
  readFileSync(join(ROOT, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

const SITE_AND_CMS = [...sources('src'), ...sources('cms/src'), ...sources('cms/config')]

interface Rule {
  /** What the rule forbids, said as the failure says it. */
  what: string
  pattern: RegExp
  /** The modules that are the one place for it. */
  home: string[]
  /** Modules that still do it, each with why it waits. */
  pending: Record<string, string>
}

const CLOCK: Rule = {
  what: 'reads the time itself: read the clock (src/server/clock.server.ts, src/app/browser-clock.ts, cms/src/lib/clock.ts, cms/src/admin/lib/clock.ts)',
  // Date.now, called or passed, and a Date of "now"; a Date of a given value is a conversion and fine.
  pattern: /\bDate\.now\b|\bnew Date\(\s*\)/,
  home: [
    'src/server/clock.server.ts',
    'src/app/browser-clock.ts',
    'cms/src/lib/clock.ts',
    'cms/src/admin/lib/clock.ts',
  ],
  pending: {},
}

const COOKIES: Rule = {
  what: 'reads the Cookie header itself: use src/server/cookies.server.ts',
  pattern:
    /\.header\(\s*['"]cookie['"]\s*\)|\.get\(\s*['"]cookie['"]\s*\)|\bgetCookie\b|\.headers\.cookie\b/i,
  home: ['src/server/cookies.server.ts'],
  pending: {},
}

const CMS_ANSWERS: Rule = {
  what: 'reads a CMS answer without a schema: request() takes the answer’s schema (cms/src/shared/answers.ts)',
  pattern: /\.request<|\bas T\b/,
  home: [],
  pending: {},
}

function breaches(rule: Rule, files: string[]) {
  const found = files.filter((path) => !rule.home.includes(path) && rule.pattern.test(code(path)))
  return {
    unexpected: found.filter((path) => !(path in rule.pending)).map((path) => `${path} ${rule.what}`),
    stalePending: Object.keys(rule.pending)
      .filter((path) => !found.includes(path))
      .map((path) => `${path} is listed as pending but no longer breaks the rule: take it off the list`),
  }
}

describe('the rules of the sources', () => {
  it('finds the files it checks', () => {
    expect(SITE_AND_CMS.length).toBeGreaterThan(300)
    for (const path of [...CLOCK.home, ...COOKIES.home]) expect(SITE_AND_CMS, path).toContain(path)
  })

  it.each([
    ['one clock', CLOCK],
    ['one cookie reader', COOKIES],
    ['a schema for every CMS answer', CMS_ANSWERS],
  ] as const)('%s', (_name, rule) => {
    const { unexpected, stalePending } = breaches(rule, SITE_AND_CMS)
    expect(unexpected).toEqual([])
    expect(stalePending).toEqual([])
  })

  it('would catch each thing it forbids', () => {
    const caught = (rule: Rule, line: string) => rule.pattern.test(line)
    expect(caught(CLOCK, 'const t = Date.now()')).toBe(true)
    expect(caught(CLOCK, 'memoryFor(Date.now)')).toBe(true)
    expect(caught(CLOCK, 'year: new Date().getUTCFullYear()')).toBe(true)
    expect(caught(CLOCK, 'new Date(row.confirmBy).getTime()')).toBe(false)
    expect(caught(COOKIES, "(c.req.header('cookie') ?? '').split(';')")).toBe(true)
    expect(caught(COOKIES, "request.headers.get('Cookie')")).toBe(true)
    expect(caught(COOKIES, "import { getCookie } from 'hono/cookie'")).toBe(true)
    expect(caught(CMS_ANSWERS, "client.request<{ data: Slot[] }>('/reservations')")).toBe(true)
    expect(caught(CMS_ANSWERS, 'return body as T')).toBe(true)
  })
})
