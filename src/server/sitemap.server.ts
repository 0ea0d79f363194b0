import type { Context } from 'hono'
import { fillPath, ROUTE_PATHS } from '../app/paths'
import { type AppEnv, siteOrigin } from '../config'
import { LOCALES, localePath } from '../lib/locale'
import { requestContext } from './context.server'
import type { Route } from './page.server'

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  )

/**
 * Routes a search engine should know: not kept out (personal pages are `noindex`), not guarded, not a
 * duplicate. A form page is uncached for its fill-time token, yet public: it is listed.
 */
const indexable = (route: Route) => !route.noindex && !route.canonical && !route.guards?.length

/** Every indexable page as an unprefixed path: static routes, and the parameter sets pages list. */
export async function sitemapPaths(c: Context<AppEnv>, routes: readonly Route[]): Promise<string[]> {
  const ctx = requestContext(c)
  const lists = await Promise.all(
    routes.filter(indexable).map(async (route) => {
      if (!route.path.includes(':')) return [route.path]
      const sets = (await route.page.sitemap?.(ctx)) ?? []
      return sets.map((params) => fillPath(route.path, params))
    }),
  )
  return lists.flat()
}

/**
 * `/sitemap.xml` (docs/spec.md §6.6): each page once per language, each entry naming its alternates, with
 * absolute URLs from SITE_URL.
 */
export const sitemap = (routes: readonly Route[]) => async (c: Context<AppEnv>) => {
  const origin = siteOrigin(c.env)
  const absolute = (path: string) => escapeXml(origin + path)
  const entries = (await sitemapPaths(c, routes)).flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = [
        ...LOCALES.map((code) => [code, localePath(path, code)] as const),
        ['x-default', path] as const,
      ]
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(href)}"/>`)
        .join('')
      return `<url><loc>${absolute(localePath(path, locale))}</loc>${alternates}</url>`
    }),
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
  return c.body(xml, 200, {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': 'public, max-age=300',
  })
}

/** `/robots.txt` (docs/spec.md §6.7), naming the sitemap at SITE_URL. */
export function robots(c: Context<AppEnv>) {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...LOCALES.flatMap((locale) => [
      `Disallow: ${localePath(ROUTE_PATHS.account, locale)}`,
      `Disallow: ${localePath(ROUTE_PATHS.callback, locale)}`,
    ]),
    'Disallow: /api/',
    '',
    `Sitemap: ${siteOrigin(c.env)}/sitemap.xml`,
    '',
  ]
  return c.text(lines.join('\n'), 200, { 'cache-control': 'public, max-age=3600' })
}
