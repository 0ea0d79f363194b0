// Wherever the worker's modules load in Node — `npm run dev` (@hono/vite-dev-server), the Node test projects
// that import the route table, `scripts/lib/list-routes.mjs` — workerd's `cloudflare:workers` module does not
// exist. The Durable Object classes only need their base class to load there; their bindings are absent and
// the app falls back to per-isolate state (docs/decisions/007).
export class DurableObject<E = unknown> {
  constructor(
    protected readonly ctx: unknown,
    protected readonly env: E,
  ) {}
}
