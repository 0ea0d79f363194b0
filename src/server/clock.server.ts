import type { Context } from 'hono'
import type { AppEnv } from '../config'

/**
 * Every timer of the app, injectable (`createApp({ clock })`): tests run sign-ins without their real floor
 * and pages without racing a data deadline, and say so. Two kinds of waiting, because tests want them
 * apart: `sleep` only delays an answer (the sign-in and mail floors); `deadline` is when the app stops
 * waiting and does something else (the shell leaves without the page's data).
 */
export interface Clock {
  now(): number
  /** Resolves after `ms`. */
  sleep(ms: number): Promise<void>
  /** Resolves after `ms`: the moment to give up waiting. */
  deadline(ms: number): Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export const systemClock: Clock = { now: () => Date.now(), sleep: wait, deadline: wait }

declare module 'hono' {
  interface ContextVariableMap {
    clock: Clock
  }
}

export const clockOf = (c: Context<AppEnv>): Clock => c.get('clock') ?? systemClock
