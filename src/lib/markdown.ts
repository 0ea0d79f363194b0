import MarkdownIt from 'markdown-it'

/** The spec's rule: these schemes are refused, except inline images of the four raster types. */
const BAD_PROTOCOL = /^(?:vbscript|javascript|file|data):/i
const GOOD_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp);/i

export function isSafeLink(url: string): boolean {
  const normalised = url.trim().toLowerCase()
  return !BAD_PROTOCOL.test(normalised) || GOOD_DATA_IMAGE.test(normalised)
}

const md = new MarkdownIt({ html: true, linkify: true, typographer: true })
md.validateLink = isSafeLink

/** Renders CMS markdown (trusted editors, HTML allowed) to HTML. */
export const renderMarkdown = (source: string): string => md.render(source)
