import type { ReactNode } from 'react'
import { LOCALE_TAGS, LOCALES, localePath } from '../lib/locale'
import { colorModeScript } from './color-mode'
import { useRenderContext } from './render-context'

export const THEME_COLOR = '#2b3157'

export interface DocumentProps {
  title: string
  description: string
  stylesheets: string[]
  /** Whether the page exists in every language (false for not-found and error pages). */
  alternates: boolean
  forcedColorMode?: 'light' | 'dark'
  /** Pages that must not be indexed (errors, private pages). */
  noindex?: boolean
  children: ReactNode
}

export function Document({
  title,
  description,
  stylesheets,
  alternates,
  forcedColorMode,
  noindex,
  children,
}: DocumentProps) {
  const { locale, path, origin, layout, nonce } = useRenderContext()
  const url = (target: string) => new URL(target, origin).href
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
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {alternates && (
          <>
            <link rel="canonical" href={url(localePath(path, locale))} />
            {LOCALES.map((code) => (
              <link key={code} rel="alternate" hrefLang={code} href={url(localePath(path, code))} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={url(path)} />
          </>
        )}
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:locale" content={LOCALE_TAGS[locale].replace('-', '_')} />
        <meta property="og:site_name" content="Solera" />
      </head>
      <body>{children}</body>
    </html>
  )
}
