import { renderMarkdown } from '../../lib/markdown'

/** CMS markdown (editors are trusted; links are filtered by the markdown renderer). */
export function Markdown({ source }: { source: string | null }) {
  if (!source) return null
  return <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }} />
}
