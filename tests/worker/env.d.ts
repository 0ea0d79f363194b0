/** The worker's bindings as the Workers test pool exposes them (`import { env } from 'cloudflare:test'`). */
type WorkerBindings = import('../../src/config').Env
declare namespace Cloudflare {
  interface Env extends WorkerBindings {}
}
