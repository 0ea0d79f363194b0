import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../config'
import { renderBadRequest } from '../dispatch.server'

/**
 * What is read of a refused body before the rest is cancelled. A server that answers before it has read a
 * request's body must read it or drop the connection; the local runtime's proxy kept using the dropped one,
 * and every post after an oversized one answered 503 ("worker restarted mid-request"). Reading a bounded
 * remainder leaves the connection whole for the next visitor; a body longer than that is cut off.
 */
const DRAIN_BYTES = 1024 * 1024

/**
 * Posted forms are small (docs/spec.md §11.8): a body over `maxSize` bytes, whether it declared its length or
 * came in chunks, is answered 413 with a page in its language and never parsed. A body that declares a length
 * within the limit is left to the form reader.
 */
export const postLimit =
  (maxSize: number): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = c.req.header('content-length')
    if (declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) <= maxSize)
      return next()
    const reader = body.getReader()
    const read = new Uint8Array(maxSize)
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (size + value.byteLength > maxSize) {
        await discard(reader)
        return renderBadRequest(c, 413)
      }
      read.set(value, size)
      size += value.byteLength
    }
    c.req.raw = new Request(c.req.raw, { body: read.subarray(0, size) })
    return next()
  }

/** Reads and forgets what is left of a refused body, up to DRAIN_BYTES, then cancels the rest. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>) {
  for (let drained = 0; drained < DRAIN_BYTES; ) {
    const { done, value } = await reader.read()
    if (done) return
    drained += value.byteLength
  }
  await reader.cancel()
}
