// Types for scripts/lib/cms.mjs (the CMS launcher).

export declare const CMS_DIR: string

export interface StartCmsOptions {
  /** 0/undefined: a free port */
  port?: number
  /** default 127.0.0.1 */
  host?: string
  /** database, outbox and uploads live here (default: cms/.tmp and cms/public) */
  dataDir?: string
  /** demo content on an empty database (default true) */
  seed?: boolean
  /** extra environment for Strapi (wins over everything) */
  env?: Record<string, string>
  /** do not echo Strapi's log (still shown when the start fails) */
  quiet?: boolean
  /** default 120000 */
  timeoutMs?: number
  /** launchCms: wait for this before booting (e.g. the database it needs, starting beside it) */
  after?: Promise<unknown>
}

export interface RunningCms {
  url: string
  port: number
  outbox: string
  pid: number
  dataDir: string
  database: string
  /** This CMS's CMS_WORKER_SECRET: the worker must send the same */
  workerSecret: string
  restoredFromTemplate: boolean
  startedInMs: number
  /** Requests Strapi has logged so far (its logger middleware's request lines) */
  requests: () => number
  /** Strapi's last 200 lines of output */
  output: () => string
  /** Settles with Strapi's exit code and signal when its process ends, once it was started */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop: () => Promise<void>
}

export interface LaunchedCms extends RunningCms {
  /** Settles when Strapi answers (pid, restoredFromTemplate and startedInMs are set then) or failed to start. */
  ready: Promise<void>
}

export declare function ensureCmsInstalled(opts?: { quiet?: boolean; compile?: boolean }): Promise<void>
export declare function ensureAdminBuilt(opts?: { quiet?: boolean }): Promise<void>
export declare function startCms(opts?: StartCmsOptions): Promise<LaunchedCms>
export declare function launchCms(opts?: StartCmsOptions): Promise<LaunchedCms>
export declare function loadLocalSecrets(): Record<string, string>
export declare function seedCacheKey(): string
