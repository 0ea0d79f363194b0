import type { Context } from 'hono'
import { type AppEnv, isDevelopment } from '../config'

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

const UNBUILT: BuildInfo = {
  id: 'unbuilt',
  timestamp: 0,
  entry: null,
  site: null,
  stylesheets: [],
  fonts: [],
}

let current: Promise<BuildInfo> | undefined

const readBuildInfo = (env: Env) =>
  env.ASSETS.fetch('https://assets.invalid/_app/build.json').then(async (response) => {
    if (response.ok) return (await response.json()) as BuildInfo
    console.error('No client build found (run `npm run build`); pages render without islands.')
    return UNBUILT
  })

declare module 'hono' {
  interface ContextVariableMap {
    buildInfo: Promise<BuildInfo>
  }
}

/**
 * The build serving this request: read once per isolate from the static assets the same deploy uploaded;
 * in development once per request, since `npm run dev` rebuilds the client while the worker runs.
 */
export function buildInfoOf(c: Context<AppEnv>): Promise<BuildInfo> {
  if (!isDevelopment(c.env)) {
    current ??= readBuildInfo(c.env)
    return current
  }
  const known = c.get('buildInfo')
  if (known) return known
  const read = readBuildInfo(c.env)
  c.set('buildInfo', read)
  return read
}
