import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../config'
import { renderBadRequest } from '../dispatch.server'

/**
 * Posted forms are small (docs/spec.md §11.8): a body over `maxSize` bytes is answered 413 with a page in its
 * language, and what is left of it is never read — its stream is cancelled at once, whether the body declared
 * its length or came in chunks. A large or endless upload then costs one read of at most `maxSize` bytes and
 * leaves nothing half-read behind. (hono/body-limit returns without cancelling a chunked body's stream; in
 * the local runtime the next visitors' posts then answered 503, "worker restarted mid-request".)
 */
export const postLimit =
  (maxSize: number): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = c.req.header('content-length')
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      if (Number(declared) <= maxSize) return next()
      await body.cancel()
      return renderBadRequest(c, 413)
    }
    const reader = body.getReader()
    const read = new Uint8Array(maxSize)
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (size + value.byteLength > maxSize) {
        await reader.cancel()
        return renderBadRequest(c, 413)
      }
      read.set(value, size)
      size += value.byteLength
    }
    c.req.raw = new Request(c.req.raw, { body: read.subarray(0, size) })
    return next()
  }
