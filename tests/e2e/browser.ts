import { createHmac, randomBytes } from 'node:crypto'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, inject } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, VISITOR_UA } from '../../scripts/lib/chromium.mjs'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1366, height: 900 }
export { VISITOR_UA }

/** What a test file does with Chromium: open visitors (contexts). */
export type Visitors = Pick<Browser, 'newContext'>

/**
 * This file's Chromium, where each new context is a visitor of its own: the worker's limits count per
 * client address (docs/spec.md §11) and Cloudflare would give each visitor its own `CF-Connecting-IP`;
 * here the browser sends one from the documentation range (wrangler dev keeps a header the client sent).
 * The visitors a file opened are closed after it. The browser itself is the vitest worker's: e2e files run
 * one after another in a worker (`isolate: false`), and a launch per file cost more than some files.
 */
export function browserForFile(): Visitors {
  const opened: BrowserContext[] = []
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()))
  })
  return {
    newContext: async (options = {}) => {
      const context = await (await workerBrowser()).newContext({
        ...options,
        extraHTTPHeaders: { 'cf-connecting-ip': visitorAddress(), ...options.extraHTTPHeaders },
      })
      opened.push(context)
      return context
    },
  }
}

let launched: Promise<Browser> | undefined
/** Launched by the worker's first file, again if it went away; Playwright ends it when the worker exits. */
function workerBrowser(): Promise<Browser> {
  launched ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }).then((browser) => {
    browser.on('disconnected', () => {
      launched = undefined
    })
    return browser
  })
  return launched
}

const visitorAddress = () =>
  `2001:db8:${[...crypto.getRandomValues(new Uint16Array(2))].map((part) => part.toString(16)).join(':')}::1`

/** A page that records console errors and React hydration warnings, so tests can assert there are none. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message} (on ${page.url()})`))
  return { page, problems }
}

/** The public form a page holds, by its path (docs/spec.md §11.9: a token is signed for its own form). */
const FORM_OF_PATH: Record<string, string> = {
  '/ibiza/reservations': 'reservation',
  '/ibiza/contact': 'ibiza-contact',
  '/contact': 'contact',
  '/demos': 'demos',
  '/licensing': 'licensing',
  '/brand-protection': 'brand-protection',
  '/newsletter': 'newsletter',
}

/**
 * Gives the page's forms the fill-time token of a page rendered `ageMs` ago (signed like the worker's), so
 * a test need not wait the minimum fill time in real time.
 */
export async function ageFormTokens(page: Page, ageMs = 10_000) {
  const form = FORM_OF_PATH[new URL(page.url()).pathname.replace(/^\/es(?=\/)/, '')] ?? ''
  const issued = String(Date.now() - ageMs)
  const nonce = randomBytes(16).toString('hex')
  const signature = createHmac('sha256', inject('signingSecret'))
    .update(`form:${form}:${issued}:${nonce}`)
    .digest('hex')
  await page.locator('input[name="token"]').evaluateAll((inputs, token) => {
    for (const input of inputs) (input as HTMLInputElement).value = token
  }, `${issued}.${nonce}.${signature}`)
}

/**
 * Holds React's code back until the returned function is called: the page stays as the server sent it, as
 * on a slow phone, so a test can use it before its islands hydrate.
 */
export async function holdIslands(page: Page): Promise<() => Promise<void>> {
  const react = /\/react-[\w-]+\.js$/
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const continued: Promise<void>[] = []
  await page.route(react, (route) => {
    const sent = held.then(() => route.continue())
    continued.push(sent)
    return sent
  })
  return async () => {
    release()
    await Promise.all(continued)
    // The rest of the visit goes to the network as it would without the test's hand on it.
    await page.unroute(react)
  }
}
