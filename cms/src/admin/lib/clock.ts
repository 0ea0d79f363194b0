/**
 * The time as the admin panel reads it: the browser's own clock, read here and nowhere else in the panel
 * (the CMS's server code reads cms/src/lib/clock.ts, the site's islands src/app/browser-clock.ts). The panel
 * runs in an editor's or the door's browser, so neither the CMS's clock nor the tests' can reach it.
 */
export const adminClock = {
  /** Milliseconds since the epoch. */
  now: (): number => Date.now(),
  /** The same moment as a Date (what the admin's formatters take). */
  date: (): Date => new Date(),
}
