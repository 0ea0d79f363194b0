import type { Context } from 'hono'
import type { AppEnv } from '../config'

/**
 * The worker's one clock: every time it reads and every timer, injectable (`createApp({ clock })`), so tests
 * run sign-ins without their real floor and pages without racing a data deadline, and say so. A request reads
 * it with `clockOf(c)` (a page: `ctx.clock`; a component: the render's `now`); a Durable Object, which has
 * no request, reads `this.clock`, a field the entry that exports its class may give another clock
 * (tests/worker/entry.ts gives the tests' own). Nothing else in src/ reads the time (tests/unit/
 * source-rules.test.ts): browser code reads src/app/browser-clock.ts.
 *
 * Two kinds of waiting, because tests want them apart: `sleep` only delays an answer (the sign-in and mail
 * floors); `deadline` is when the app stops waiting and does something else (the shell leaves without the
 * page's data).
 */
export interface Clock {
  now(): number
  /** Resolves after `ms`. */
  sleep(ms: number): Promise<void>
  /** Resolves after `ms`: the moment to give up waiting. */
  deadline(ms: number): Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Real time: the clock of the deployed worker and of `npm start`. */
export const systemClock: Clock = { now: () => Date.now(), sleep: wait, deadline: wait }

declare module 'hono' {
  interface ContextVariableMap {
    clock: Clock
  }
}

export const clockOf = (c: Context<AppEnv>): Clock => c.get('clock') ?? systemClock
