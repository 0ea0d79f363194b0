// Where the worker's modules load in Node only to be read — the Node test projects that import the route
// table, `scripts/lib/list-routes.mjs` — workerd's `cloudflare:workers` module does not exist. The Durable
// Object classes only need their base class to load there; nothing there calls them. The app itself always
// runs in workerd, with its real bindings (docs/decisions/024-dev-runtime-and-test-clock.md).
export class DurableObject<E = unknown> {
  constructor(
    protected readonly ctx: unknown,
    protected readonly env: E,
  ) {}
}
