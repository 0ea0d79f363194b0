import type { Media } from '../../lib/domain'

type Thing = Record<string, unknown>

/** JSON-LD for crawlers; `<` is escaped so no value can end the script element. */
export function JsonLd({ data }: { data: Thing | Thing[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}

/** The picture a search engine or a link preview should use: the large format, else the original. */
export const shareImage = (media: Media | null | undefined) => media?.formats.large?.url ?? media?.url
