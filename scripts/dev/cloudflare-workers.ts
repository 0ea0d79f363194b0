// `npm run dev` runs the worker in Node (@hono/vite-dev-server), where workerd's `cloudflare:workers` module
// does not exist. The Durable Object classes only need their base class to load there; their bindings are
// absent under the dev server and the app falls back to per-isolate state (docs/decisions/007).
export class DurableObject<E = unknown> {
  constructor(
    protected readonly ctx: unknown,
    protected readonly env: E,
  ) {}
}
