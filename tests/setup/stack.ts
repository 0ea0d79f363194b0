import type { TestProject } from 'vitest/node'
// @ts-expect-error plain ESM script without types
import { startWorker } from '../../scripts/lib/worker.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
  }
}

/** Starts the built worker in workerd (as `npm start` does) for the end-to-end suite, and stops it after. */
export default async function setup(project: TestProject) {
  const worker = (await startWorker({ vars: { APP_ENV: 'development' } })) as {
    url: string
    stop: () => Promise<void>
  }
  project.provide('siteUrl', worker.url)
  return () => worker.stop()
}
