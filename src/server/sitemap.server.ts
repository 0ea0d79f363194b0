import type { Context } from 'hono'
import { ROUTES } from '../app/routes'
import type { AppEnv } from '../config'
import { DEFAULT_LOCALE, LOCALES, localePath } from '../lib/locale'
import { contentFor } from './cms/index.server'

/** Detail pages listed from the CMS: the route pattern and the collection its slugs come from. */
const DETAILS = [
  { path: '/events/:slug', type: 'events' },
  { path: '/articles/:slug', type: 'articles' },
  { path: '/music/mixes/:slug', type: 'mixes' },
  { path: '/music/albums/:slug', type: 'albums' },
  { path: '/music/playlists/:slug', type: 'playlists' },
] as const

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  )

/** Every indexable page of the route table, in every language, as unprefixed paths. */
export const staticPaths = () =>
  ROUTES.filter((route) => !route.path.includes(':') && !route.noindex && !route.guards?.length).map(
    (route) => route.path,
  )

/**
 * `/sitemap.xml`: each page once per language, each entry naming its alternates (hreflang), from the
 * route table and the CMS.
 */
export async function sitemap(c: Context<AppEnv>) {
  const content = contentFor(c)
  const details = await Promise.all(
    DETAILS.map(async ({ path, type }) =>
      (await content.slugs(type, DEFAULT_LOCALE)).map((slug) => path.replace(':slug', slug)),
    ),
  )
  const origin = new URL(c.req.url).origin
  const absolute = (path: string) => escapeXml(new URL(path, origin).href)
  const entries = [...staticPaths(), ...details.flat()].flatMap((path) =>
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

/** `/robots.txt`, served by the worker so it can name the sitemap with this site's own origin. */
export function robots(c: Context<AppEnv>) {
  const origin = new URL(c.req.url).origin
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...LOCALES.flatMap((locale) => [
      `Disallow: ${localePath('/account', locale)}`,
      `Disallow: ${localePath('/callback', locale)}`,
    ]),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ]
  return c.text(lines.join('\n'), 200, { 'cache-control': 'public, max-age=3600' })
}
