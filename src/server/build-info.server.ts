import type { Env } from '../config'

/** Written by `scripts/build.mjs` to `dist/client/_app/build.json`. */
export interface BuildInfo {
  id: string
  timestamp: number
  /** The client entry (React islands), or null when there is no client build (islands stay server-only). */
  entry: string | null
  /** The site module (header controls, toasts, galleries; no React), or null without a client build. */
  site: string | null
  stylesheets: string[]
  /** Web fonts every page preloads (the display face; docs/spec.md §24.2). */
  fonts: string[]
}

/** Under the Vite dev server Vite serves the sources itself. */
const DEV_BUILD: BuildInfo = {
  id: 'dev',
  timestamp: 0,
  entry: '/src/client/entry.tsx',
  site: '/src/client/site.ts',
  stylesheets: ['/src/app/styles/app.css'],
  fonts: [],
}

let current: Promise<BuildInfo> | undefined

/** Read once per isolate from the static assets the same deploy uploaded. */
export function getBuildInfo(env: Env): Promise<BuildInfo> {
  // Set by vite.config.ts for `npm run dev` only; wrangler's bundle and the test pool leave it undefined.
  if (import.meta.env?.VITE_DEV_SERVER || !env.ASSETS) return Promise.resolve(DEV_BUILD)
  current ??= env.ASSETS.fetch('https://assets.invalid/_app/build.json').then(async (response) => {
    if (response.ok) return (await response.json()) as BuildInfo
    console.error('No client build found (run `npm run build`); pages render without islands.')
    return { id: 'unbuilt', timestamp: 0, entry: null, site: null, stylesheets: [], fonts: [] }
  })
  return current
}
