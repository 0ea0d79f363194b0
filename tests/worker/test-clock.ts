import type { Clock } from '../../src/server/clock.server'

/**
 * The clock of the worker tests (docs/decisions/024-dev-runtime-and-test-clock.md): real time, but floors
 * that only delay an answer pass at once (their rule has its own test on a stopped clock), and the deadline
 * after which a page's shell leaves without its data never comes, so no answer depends on how fast a
 * content source answered.
 */
export const TEST_CLOCK: Clock = {
  now: () => Date.now(),
  sleep: async () => {},
  deadline: () => new Promise<void>(() => {}),
}
