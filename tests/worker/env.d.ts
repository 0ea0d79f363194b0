/** The worker's bindings as the Workers test pool exposes them (`import { env } from 'cloudflare:test'`). */
declare namespace Cloudflare {
  interface Env extends import('../../src/config').Env {}
}
