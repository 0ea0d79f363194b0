import { SELF } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { BROWSER_UA, get, ORIGIN } from '../worker/helpers'

/**
 * The CMS can sit on a private network (docs/spec.md §9.3, §9.4): visitors' browsers are never sent to it.
 * The confirmation link and the social sign-in go through the site.
 */

describe('a CMS the browser never meets', () => {
  it('names no CMS origin on the sign-in pages: social sign-in starts on the site', async () => {
    const cms = new URL(inject('cmsUrl')).origin
    for (const path of ['/login', '/es/register']) {
      const html = await (await get(path)).text()
      expect(html, path).not.toContain(cms)
      expect(html, path).toContain('href="/api/connect/github"')
    }
  })

  it('sends a provider the site does not offer nowhere', async () => {
    const answer = await SELF.fetch(`${ORIGIN}/api/connect/facebook`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER_UA },
    })
    expect(answer.status).toBe(404)
  })

  it('says plainly when a confirmation link is not valid, in the page’s language', async () => {
    const en = await get('/confirm?confirmation=not-a-real-code')
    expect(en.status).toBe(400)
    expect(await en.text()).toContain('This confirmation link is not valid any more')
    const es = await get('/es/confirm?confirmation=not-a-real-code')
    expect(es.status).toBe(400)
    expect(await es.text()).toContain('Este enlace de confirmación ya no es válido')
  })
})
