import type { Context, MiddlewareHandler } from 'hono'
import { requestId } from 'hono/request-id'

/** Cloudflare's id of a request, as its edge sets `CF-Ray` (a client's own value never reaches the worker). */
const RAY = /^[0-9a-f]{16}-[A-Z]{3}$/

const rayOrNewId = (c: Context) => {
  const ray = c.req.header('cf-ray')
  return ray && RAY.test(ray) ? ray : crypto.randomUUID()
}

/**
 * The id every log line of a request carries (docs/spec.md §7.11): Cloudflare's Ray ID, which the edge
 * already sends back in `CF-Ray` and keeps in its own logs, so one id finds a request everywhere; a new
 * UUID where there is none (local runs). No response header of our own: the edge's says it, and every
 * header is paid for on every answer (docs/decisions/018-headers-that-count.md).
 */
export const requestIds = (): MiddlewareHandler => requestId({ headerName: '', generator: rayOrNewId })
