// Uploads are media (docs/spec.md §18.8): the CMS takes a picture, a sound or a video by its bytes, and
// nothing an editor could upload runs as a page or a script — not by its name, not by the type it claims.
import { describe, expect, inject, it } from 'vitest'
import { tokenHeader } from './_helpers'

/** A 1×1 PNG, made here (no file to ship). */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
)
const HTML = '<!doctype html><script>fetch("/api/users/me").then((r) => r.text()).then(alert)</script>'

/** Uploads one file as the media library's staff tools do (a full-access token, through the worker's network). */
const upload = async (name: string, type: string, bytes: string | Uint8Array<ArrayBuffer>) => {
  const form = new FormData()
  form.append('files', new Blob([bytes], { type }), name)
  const answer = await fetch(`${inject('cmsUrl')}/api/upload`, {
    method: 'POST',
    headers: tokenHeader(),
    body: form,
  })
  return { status: answer.status, body: (await answer.json()) as { error?: { message: string } } }
}

describe('the media library', () => {
  it('takes a picture for what its bytes are', async () => {
    expect((await upload('dot.png', 'image/png', PNG)).status).toBe(201)
  })

  it('refuses pages, scripts and SVG, whatever they are called or claim to be', async () => {
    for (const [name, type, bytes] of [
      ['page.html', 'text/html', HTML],
      ['code.js', 'application/javascript', 'fetch("/api/users/me")'],
      [
        'drawing.svg',
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ],
      // A page dressed as a picture: the name and the declared type say PNG, the bytes say otherwise.
      ['photo.png', 'image/png', HTML],
      ['clip.mp3', 'audio/mpeg', HTML],
    ] as const) {
      const answer = await upload(name, type, bytes)
      expect(answer.status, name).toBe(400)
    }
  })
})
