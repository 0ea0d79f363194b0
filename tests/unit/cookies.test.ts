import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv, Env } from '../../src/config'
import { carriesCookie, cookieNames, readCookie, requestCookies } from '../../src/server/cookies.server'

/** What the one cookie reader makes of a Cookie header, on a site served over `origin`. */
async function read(cookie: string, origin = 'http://site.test') {
  const app = new Hono<AppEnv>()
  app.get('/', (c) =>
    c.json({
      all: requestCookies(c),
      names: cookieNames(c),
      session: readCookie(c, 'session') ?? null,
      carriesSession: carriesCookie(c, 'session'),
    }),
  )
  const response = await app.request('/', { headers: { cookie } }, { SITE_URL: origin } as Env)
  return (await response.json()) as {
    all: { name: string; value: string }[]
    names: string[]
    session: string | null
    carriesSession: boolean
  }
}

describe('the one cookie reader', () => {
  it('reads every cookie as the browser sent it, decoded, a name sent twice listed twice', async () => {
    const { all } = await read('a=1; b="two"; c=caf%C3%A9; a=3')
    expect(all).toEqual([
      { name: 'a', value: '1' },
      { name: 'b', value: 'two' },
      { name: 'c', value: 'café' },
      { name: 'a', value: '3' },
    ])
  })

  it('reads a site cookie only when it was sent once: a second one (planted by a sibling host) makes it unknown', async () => {
    expect((await read('session=mine')).session).toBe('mine')
    expect((await read('session=mine; session=planted')).session).toBeNull()
    expect((await read('session=mine; session=planted')).carriesSession).toBe(true)
    expect((await read('other=1')).carriesSession).toBe(false)
  })

  it('over https reads the __Host- name only, so a plain cookie of the same name counts for nothing', async () => {
    const secure = await read('session=plain; __Host-session=mine', 'https://site.example')
    expect(secure.session).toBe('mine')
    expect((await read('session=plain', 'https://site.example')).session).toBeNull()
  })

  it('names every cookie sent, one whose value the parser refuses included (what a 431 clears)', async () => {
    const { names, all } = await read('ok=1; json={"a":1,"b":2}; ok=2')
    expect(names).toEqual(['ok', 'json'])
    expect(all.map((cookie) => cookie.name)).toEqual(['ok', 'ok'])
  })
})
