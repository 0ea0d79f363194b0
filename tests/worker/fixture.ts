import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import type { ContentSource } from '../../src/server/content/index.server'
import { createWorker } from '../../src/worker'
import { fixtureContent } from '../fixtures/content'
import { BROWSER_UA, ORIGIN } from './helpers'
import { TEST_CLOCK } from './test-clock'

/** A slug the fixture content has, per detail route. */
export const FIXTURE_SLUGS: Record<string, string> = {
  event: 'ibiza-opening',
  'ibiza-event': 'ibiza-opening',
  article: 'summer-notes',
  mix: 'blue-hour',
  album: 'shoreline',
  playlist: 'shoreline',
}

/** A route's path with the fixture's slug in it. */
export const fixturePath = (name: string, path: string) => path.replace(':slug', FIXTURE_SLUGS[name] ?? '')

/**
 * The whole worker (front door, app, caches) on the fixture content, or on `content` a test shapes from it,
 * on the test clock or one a test stops at its own moment: tests about routing and rendering need no Strapi.
 * One per call: its memory tier starts empty.
 */
export function fixtureWorker(
  vars: Partial<Env> = {},
  content: ContentSource = fixtureContent,
  clock = TEST_CLOCK,
) {
  const worker = createWorker({ content, clock })
  return async (request: Request) => {
    const ctx = createExecutionContext()
    const response = await worker.fetch(request, { ...env, ...vars }, ctx)
    await waitOnExecutionContext(ctx)
    return response
  }
}

/** A GET as a phone browser sends it, not following redirects, from one shared fixture worker. */
const shared = fixtureWorker()
export const getFixture = (path: string, headers: Record<string, string> = {}) =>
  shared(
    new Request(`${ORIGIN}${path}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en-GB,en;q=0.9', ...headers },
    }),
  )
