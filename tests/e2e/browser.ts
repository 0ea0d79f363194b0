import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

/** Flags that keep Debian's Chromium quiet and self-contained on a machine without network. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const PHONE = { width: 390, height: 844 }
/** Headless Chromium names itself HeadlessChrome, which bot detection rightly matches: act as a visitor. */
export const VISITOR_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS })
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
