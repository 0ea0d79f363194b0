/**
 * The time as islands and the client's scripts read it: the browser's own clock, read here and nowhere else
 * (the worker reads its injected clock, src/server/clock.server.ts; the CMS its own, cms/src/lib/clock.ts).
 * An island's first render on the worker reads it too; a time that must agree with the page's (what "today"
 * is on the booking page, the radio's show on air) comes with the island's props, from the request's clock.
 */
export const browserNow = (): number => Date.now()
