import type { Clock } from '../../src/server/clock.server'

let shift = 0

/**
 * The clock of the worker tests (docs/decisions/024-dev-runtime-and-test-clock.md), the worker's and its
 * Durable Objects' alike (tests/worker/entry.ts): real time, unless a test moves it; floors that only delay
 * an answer pass at once (their rule has its own test on a stopped clock), and the deadline after which a
 * page's shell leaves without its data never comes, so no answer depends on how fast a content source
 * answered.
 */
export const TEST_CLOCK: Clock = {
  now: () => Date.now() + shift,
  sleep: async () => {},
  deadline: () => new Promise<void>(() => {}),
}

/**
 * Moves the tests' clock `ms` ahead, for the worker and its Durable Objects at once; the answer moves it
 * back. The files of a project share it: a test moves it for its own steps only and puts it back in `finally`.
 */
export function moveTestClock(ms: number): () => void {
  shift += ms
  return () => {
    shift -= ms
  }
}
