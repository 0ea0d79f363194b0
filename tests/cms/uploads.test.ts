// Uploads are media (docs/spec.md §18.8): the CMS takes a picture, a sound or a video by its bytes, with a
// name and a declared type that say the same, and nothing an editor could upload runs as a page or a script —
// not by its name, not by the type it claims — in the object store either; a picture too large to decode is
// refused before anything decodes it.
import { crc32, deflateSync } from 'node:zlib'
import { describe, expect, inject, it } from 'vitest'
import { fetchUpload, tokenHeader } from './_helpers'

/** A 1×1 PNG, made here (no file to ship). */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
)
const HTML = '<!doctype html><script>fetch("/api/users/me").then((r) => r.text()).then(alert)</script>'

/** A whole 1×1 GIF with a page after it: its bytes say GIF, a browser that sniffed could read a page. */
const POLYGLOT = new Uint8Array(
  Buffer.concat([
    Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    Buffer.from(HTML),
  ]),
)

/** A chunk of a PNG: length, type, data, CRC. */
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])))
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc])
}

/** A real PNG of `side` × `side` black pixels (1 bit each): a few hundred KB that decode to `side²` pixels. */
const hugePng = (side: number) => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([1, 0, 0, 0, 0], 8) // 1-bit greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side) // each row: filter 0, then zeros
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

/** Uploads one file as the media library's staff tools do (a full-access token, through the worker's network). */
const upload = async (name: string, type: string, bytes: string | Uint8Array<ArrayBuffer>) => {
  const form = new FormData()
  form.append('files', new Blob([bytes], { type }), name)
  const answer = await fetch(`${inject('cmsUrl')}/api/upload`, {
    method: 'POST',
    headers: tokenHeader(),
    body: form,
  })
  return {
    status: answer.status,
    body: (await answer.json()) as { error?: { message: string } } & { url: string; mime: string }[],
  }
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

  it('refuses a file whose name or declared type says other than its bytes', async () => {
    for (const [name, type] of [
      // A GIF named as a page or a script, sent as "nothing in particular": once stored as image/gif and served
      // by its name as text/html on the admin's own origin.
      ['menu.html', 'application/octet-stream'],
      ['menu.js', 'application/octet-stream'],
      ['menu.gif', 'text/html'],
      ['menu.png', 'image/png'],
      ['menu.gif', 'image/png'],
      ['menu', 'image/gif'],
    ] as const) {
      const answer = await upload(name, type, POLYGLOT)
      expect(answer.status, `${name} ${type}`).toBe(400)
    }
  })

  it('keeps a picture in the object store as the type its bytes, name and declaration agree on', async () => {
    const answer = await upload('menu.gif', 'application/octet-stream', POLYGLOT)
    expect(answer.status).toBe(201)
    const [file] = answer.body
    expect(file?.mime).toBe('image/gif')
    expect(file?.url).toMatch(/\/uploads\/menu_\w+\.gif$/)
    const stored = await fetchUpload(file?.url ?? '')
    expect(stored.status).toBe(200)
    expect(stored.headers.get('content-type')).toBe('image/gif')
  })

  it('refuses a picture of more than 40 million pixels before decoding it', async () => {
    const png = hugePng(15_000)
    const started = performance.now()
    const answer = await upload('wall.png', 'image/png', png)
    const ms = Math.round(performance.now() - started)
    console.info(
      `[uploads] a ${Math.round(png.length / 1024)} KB PNG of 15,000 × 15,000: ${answer.status} in ${ms} ms`,
    )
    expect(answer.status).toBe(400)
    expect(answer.body.error?.message).toMatch(/225 million pixels/)
    // A large photograph's size (3,000 × 3,000) is still a picture.
    expect((await upload('wide.png', 'image/png', hugePng(3_000))).status).toBe(201)
  })
})
