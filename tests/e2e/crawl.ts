/**
 * A crawler for the end-to-end suite: every page of the sitemap, every same-origin link found on the way
 * (recursively), and every picture, sound, stylesheet, script and icon those pages reference — on the site
 * or on the CMS. Each address is fetched once; HTML pages are read for more addresses, the rest only
 * asked for their status. Plain fetch, a few at a time: the site renders complete HTML without a browser.
 */

export interface Broken {
  url: string
  status: number
  /** The first page that referenced it. */
  from: string
}

export interface CrawlResult {
  pages: number
  assets: number
  broken: Broken[]
  /** Every address fetched. */
  visited: string[]
}

/** Attributes of tags that name another resource, per tag. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  audio: ['src'],
  video: ['src', 'poster'],
  script: ['src'],
  link: ['href'],
}
const TAG = /<(a|img|source|audio|video|script|link|meta)\b([^>]*)>/gi
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

/** The addresses a page references: links (to crawl) and everything else (to check). */
export function references(html: string, base: string): { links: string[]; assets: string[] } {
  const links: string[] = []
  const assets: string[] = []
  // Text inside <noscript> and templates counts too: browsers without JavaScript see it.
  for (const [, rawTag = '', rawAttributes = ''] of html.matchAll(TAG)) {
    const tag = rawTag.toLowerCase()
    const attributes = Object.fromEntries(
      [...rawAttributes.matchAll(ATTRIBUTE)].map(([, name = '', double, single]) => [
        name.toLowerCase(),
        decode(double ?? single ?? ''),
      ]),
    )
    const values: string[] = []
    if (tag === 'meta') {
      if (/^(og|twitter):image$/.test(attributes.property ?? attributes.name ?? ''))
        values.push(attributes.content ?? '')
    } else {
      for (const name of URL_ATTRIBUTES[tag] ?? []) {
        const value = attributes[name]
        if (!value) continue
        if (name === 'srcset')
          values.push(...value.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? ''))
        else values.push(value)
      }
    }
    for (const value of values) {
      if (!value || /^(data|mailto|tel|javascript|blob):/i.test(value) || value.startsWith('#')) continue
      let url: URL
      try {
        url = new URL(value, base)
      } catch {
        continue
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue
      url.hash = ''
      ;(tag === 'a' ? links : assets).push(url.href)
    }
  }
  return { links, assets }
}

/** Runs `work` over a queue that grows while it runs, with at most `width` at a time. */
function pool<T>(queue: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let active = 0
  return new Promise((resolve, reject) => {
    const pump = () => {
      if (next >= queue.length && active === 0) return resolve()
      while (active < width && next < queue.length) {
        const item = queue[next++] as T
        active += 1
        work(item).then(() => {
          active -= 1
          pump()
        }, reject)
      }
    }
    pump()
  })
}

export async function crawl(options: {
  site: string
  /** Other origins whose files the pages may use (the CMS's media). */
  assetOrigins: string[]
  start: string[]
  headers?: Record<string, string>
  width?: number
}): Promise<CrawlResult> {
  const origin = new URL(options.site).origin
  const allowed = new Set([origin, ...options.assetOrigins.map((url) => new URL(url).origin)])
  const seen = new Map<string, string>()
  const queue: { url: string; from: string }[] = []
  const broken: Broken[] = []
  let pages = 0
  let assets = 0

  const enqueue = (url: string, from: string) => {
    if (seen.has(url) || !allowed.has(new URL(url).origin)) return
    seen.set(url, from)
    queue.push({ url, from })
  }
  for (const url of options.start) enqueue(url, 'sitemap.xml')

  await pool(queue, options.width ?? 6, async ({ url, from }) => {
    // Redirects are followed by hand, so each hop is checked and none leads off to the internet.
    const response = await fetch(url, { headers: options.headers, redirect: 'manual' })
    if (response.status >= 400) broken.push({ url, status: response.status, from })
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) enqueue(new URL(location, url).href, url)
    const html =
      new URL(url).origin === origin && (response.headers.get('content-type') ?? '').startsWith('text/html')
    if (!html || response.status >= 300) {
      if (!html) assets += 1
      await response.body?.cancel()
      return
    }
    pages += 1
    const found = references(await response.text(), url)
    for (const link of found.links) if (new URL(link).origin === origin) enqueue(link, url)
    for (const asset of found.assets) enqueue(asset, url)
  })
  return { pages, assets, broken, visited: [...seen.keys()] }
}
