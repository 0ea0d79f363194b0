import type { TestProject } from 'vitest/node'
import { startWorkerDoubles } from '../fixtures/worker-doubles'

declare module 'vitest' {
  export interface ProvidedContext {
    /** tests/fixtures/worker-doubles.ts: `/siteverify`, `/siteverify/calls`, `/outbox`. */
    doublesUrl: string
  }
}

/** Runs after tests/setup/strapi.ts, whose mail outbox it serves to the worker suite. */
export default async function setup(project: TestProject) {
  const doubles = await startWorkerDoubles({ outbox: project.getProvidedContext().cmsOutbox })
  project.provide('doublesUrl', doubles.url)
  return () => doubles.close()
}
