// Oversized posts against the real local runtime (wrangler dev in front of workerd): refused 413 without
// costing the next visitor anything (docs/spec.md §11.8). Refused without reading the body, the connection
// behind the local proxy broke and the next visitors' posts answered 503 "worker restarted mid-request".
import http from 'node:http'
import { describe, expect, inject, it } from 'vitest'

const site = new URL(inject('siteUrl'))
const form = { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin }

/** A post of `size` bytes to /login, with its length declared or sent in 64 KB chunks. */
const oversized = (size: number, chunked: boolean) =>
  new Promise<number>((resolve, reject) => {
    // Without a length Node sends the body in chunks (`Transfer-Encoding: chunked`).
    const headers: Record<string, string | number> = chunked ? form : { ...form, 'content-length': size }
    const request = http.request(
      // A connection of its own, as an attacker's would be (Node would otherwise pool it with the next).
      { host: site.hostname, port: site.port, path: '/login', method: 'POST', headers, agent: false },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    const chunk = Buffer.alloc(64 * 1024, 'a')
    for (let sent = 0; sent < size; sent += chunk.length) request.write(chunk)
    request.end()
  })

/**
 * Another visitor's post, to a page without a form (answered with the not-found page, 404): it passes the
 * same checks and limits as every post, and counts for no limit the other files' visitors share.
 */
const visitor = async () => {
  const response = await fetch(`${site.origin}/about`, {
    method: 'POST',
    redirect: 'manual',
    headers: form,
    body: 'message=hello',
  })
  await response.arrayBuffer()
  return response.status
}

describe('an oversized post', () => {
  it('is answered 413, chunked or not, and the next visitor’s post is answered as usual', async () => {
    for (const chunked of [false, true]) {
      expect(await oversized(900 * 1024, chunked), `chunked: ${chunked}`).toBe(413)
      expect(await visitor(), `after chunked: ${chunked}`).toBe(404)
    }
  })

  it('costs nobody else anything while they come five a second', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? visitor() : oversized(1024 * 1024, i % 4 === 0))),
    )
    expect(statuses.filter((_, i) => i % 2 === 0)).toEqual(Array(5).fill(413))
    expect(statuses.filter((_, i) => i % 2 === 1)).toEqual(Array(5).fill(404))
  })
})
