import type { ReactNode } from 'react'
import { BUILD_META } from '../lib/island-markers'
import { LOCALE_TAGS, LOCALES, localePath } from '../lib/locale'
import { onSite } from '../lib/site-path'
import { DraftBand } from './components/draft-band'
import { colorModeScript, speculationRules } from './inline-scripts'
import { useRenderContext } from './render-context'

export const THEME_COLOR = '#2b3157'

export interface DocumentProps {
  title: string
  description: string
  image?: string
  canonicalPath?: string
  stylesheets: string[]
  /** Web fonts to preload (the display face, which the stylesheet names). */
  fonts: string[]
  /** The build that rendered the page: the browser compares it with the live one (docs/spec.md §21.3). */
  buildId: string
  /** Whether the page exists in every language (false for not-found and error pages). */
  alternates: boolean
  forcedColorMode?: 'light' | 'dark'
  /** Pages that must not be indexed (errors, private pages). */
  noindex?: boolean
  children: ReactNode
}

/** The page's main content (the skip link's target) and its footer, which the first paint waits for. */
export const MAIN_ID = 'main'
export const FOOTER_ID = 'site-footer'

export function Document({
  title,
  description,
  image,
  canonicalPath,
  stylesheets,
  fonts,
  buildId,
  alternates,
  forcedColorMode,
  noindex,
  children,
}: DocumentProps) {
  const { locale, path, origin, layout, t } = useRenderContext()
  // Built from SITE_URL by concatenation: a requested path like `//host` cannot change the origin.
  const url = (target: string) => origin + onSite(target)
  const canonical = canonicalPath ?? path
  return (
    <html
      lang={locale}
      data-layout={layout}
      className={forcedColorMode ? `${forcedColorMode}-mode` : undefined}
      data-forced-color-mode={forcedColorMode}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex && <meta name="robots" content="noindex" />}
        <meta name="theme-color" content={THEME_COLOR} />
        <meta name="color-scheme" content={forcedColorMode ?? 'dark light'} />
        <meta name={BUILD_META} content={buildId} />
        <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
        {fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* A slow phone's parser stops for breath and the browser paints what it has: a box anchored to its
            end (the hero's text, the header's tools) then grows as the rest comes in, moving what was shown
            (a layout shift). The first paint waits for the page, up to its footer (docs/spec.md §22.6: CLS
            0); a page that streams because its data is late shows when its data has come. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {alternates && (
          <>
            <link rel="canonical" href={url(localePath(canonical, locale))} />
            {LOCALES.map((code) => (
              <link key={code} rel="alternate" hrefLang={code} href={url(localePath(canonical, code))} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={url(canonical)} />
          </>
        )}
        <meta property="og:type" content="website" />
        {alternates && <meta property="og:url" content={url(localePath(path, locale))} />}
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:locale" content={LOCALE_TAGS[locale].replace('-', '_')} />
        {LOCALES.filter((code) => code !== locale).map((code) => (
          <meta key={code} property="og:locale:alternate" content={LOCALE_TAGS[code].replace('-', '_')} />
        ))}
        <meta property="og:site_name" content={t('site.name')} />
        {image && <meta property="og:image" content={image} />}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        {image && <meta name="twitter:image" content={image} />}
      </head>
      <body>
        <DraftBand />
        {children}
      </body>
    </html>
  )
}
