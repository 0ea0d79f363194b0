import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, VISITOR_UA } from '../../scripts/lib/chromium.mjs'

export const PHONE = { width: 390, height: 844 }
export { VISITOR_UA }

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
}

/** A page that records console errors and React hydration warnings, so tests can assert there are none. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return { page, problems }
}
