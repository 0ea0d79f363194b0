import { SELF } from 'cloudflare:test'

export const ORIGIN = 'http://site.test'
/** `x-html-cache` of a page served from a page cache (the tier it came from), not rendered. */
export const STORED = /^(memory|cache-api)$/
export const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'

/** A request as a phone browser sends it, not following redirects. */
export function get(path: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en-GB,en;q=0.9', ...headers },
  })
}

/** The `<html>` start tag's attributes. */
export function htmlAttributes(html: string): Record<string, string> {
  const tag = /<html([^>]*)>/.exec(html)?.[1] ?? ''
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
}

export const linkHref = (html: string, rel: string, hreflang?: string) => {
  const pattern = hreflang
    ? new RegExp(`<link rel="${rel}" hrefLang="${hreflang}" href="([^"]+)"`)
    : new RegExp(`<link rel="${rel}" href="([^"]+)"`)
  return pattern.exec(html)?.[1]
}

/**
 * A client address of its own (documentation ranges, RFC 5737 and 3849), as Cloudflare would put it in
 * `CF-Connecting-IP`: limits count per address, so each test's visitor is a different client.
 */
export function clientAddress(): string {
  const random = crypto.getRandomValues(new Uint16Array(4))
  return `2001:db8:${[...random].map((part) => part.toString(16)).join(':')}::1`
}
