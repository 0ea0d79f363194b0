/**
 * The CMS's one clock: every time the CMS reads — a booking placed, a link's day, a session's end, the door
 * tasks' run, the seed's today — comes from here (tests/unit/source-rules.test.ts holds cms/src to it).
 * Strapi runs on real time. A test moves the CMS's time one way only: the door tasks' runner
 * (tests/setup/door-tasks-run.mjs) sets this clock to each time a test names, and runs the tasks, which read it.
 */
let read: () => number = () => Date.now()

export const clock = {
  /** Milliseconds since the epoch. */
  now: (): number => read(),
  /** The same moment as a Date (what the database's datetime columns take). */
  date: (): Date => new Date(read()),
}

/** Runs the CMS on another clock from now on (the door tasks' runner of the tests; never Strapi itself). */
export const setClock = (source: () => number): void => {
  read = source
}
