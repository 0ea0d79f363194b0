import MarkdownIt from 'markdown-it'
import type * as XssModule from 'xss'
import xss from 'xss'

/**
 * `xss` is CommonJS: its class and helpers hang off the function it exports, and some loaders (the
 * Workers test pool) expose only that function, so they are taken from it, checked once at start.
 */
type XssLibrary = Pick<typeof XssModule, 'FilterXSS' | 'friendlyAttrValue' | 'escapeAttrValue'>
const isXssLibrary = (value: unknown): value is XssLibrary =>
  typeof value === 'function' &&
  ['FilterXSS', 'friendlyAttrValue', 'escapeAttrValue'].every((name) => name in value)
if (!isXssLibrary(xss)) throw new Error('The xss package does not have the shape this module expects')
const { FilterXSS, friendlyAttrValue, escapeAttrValue } = xss

/** The spec's rule (docs/spec.md §19.2): these schemes are refused, except inline images of four types. */
const BAD_PROTOCOL = /^(?:vbscript|javascript|file|data):/i
const GOOD_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp);/i

/**
 * Whether a link or image URL may be used. Browsers ignore spaces, tabs, line breaks and other control
 * characters around and inside a scheme (`java\tscript:`), so they are ignored here too.
 */
export function isSafeLink(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const normalised = url.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase()
  // No scheme holds `&`: one that does is hiding another behind a character reference (`java&Tab;script:`).
  if (/^[^/?#]*&[^/?#]*:/.test(normalised)) return false
  return !BAD_PROTOCOL.test(normalised) || GOOD_DATA_IMAGE.test(normalised)
}

const md = new MarkdownIt({ html: true, linkify: true, typographer: true })
md.validateLink = isSafeLink

/**
 * What CMS HTML may contain after rendering (docs/spec.md §19.3): text structure, links and images, and
 * no attribute beyond these. No `<script>`, `<style>`, `<iframe>`, forms or SVG; no event handler, `style`,
 * `class` (but a code block's language) or `data-*` attribute — so no island marker (§18.6).
 */
const ALLOWED: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  code: ['class'],
  ol: ['start'],
  abbr: ['title'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ...Object.fromEntries(
    [
      ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'blockquote', 'pre'],
      ['strong', 'em', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'kbd', 'q', 'cite'],
      ['ul', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'details', 'summary'],
      ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr'],
    ]
      .flat()
      .map((tag) => [tag, []]),
  ),
}

/** Elements whose content goes too, not just their tags: none of it is text meant for the reader. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']

const LANGUAGE_CLASS = /^language-[\w+-]{1,30}$/

const sanitiser = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  onTagAttr(tag, name, value, allowed) {
    if (!allowed) return undefined
    // Entities decoded first (`jav&#x61;script:`), as the browser will; a refused value drops the attribute.
    const decoded = friendlyAttrValue(value)
    if ((name === 'href' || name === 'src') && !isSafeLink(decoded)) return ''
    if (tag === 'code' && name === 'class' && !LANGUAGE_CLASS.test(decoded)) return ''
    return `${name}="${escapeAttrValue(decoded)}"`
  },
})

/**
 * Rendering and sanitising is the costliest part of a page with CMS text (a tenth of a venue page's
 * render), and the same text comes back on every render of its page: each text is rendered once per
 * isolate, the last few hundred kept (docs/decisions/017-memory-tier.md).
 */
const rendered = new Map<string, string>()
const RENDERED_KEPT = 500

/**
 * Renders CMS markdown to HTML (docs/spec.md §19): HTML allowed, linkify and typographer on, the link
 * rule applied to markdown links, then the whole result sanitised with an allow-list by `xss` (a
 * maintained sanitiser in plain JavaScript: it runs in workerd and adds about 7 KB gzipped to the worker),
 * so editors' HTML obeys the same rules as their markdown.
 */
export function renderMarkdown(source: string): string {
  let html = rendered.get(source)
  if (html === undefined) {
    html = sanitiser.process(md.render(source))
    if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value ?? '')
    rendered.set(source, html)
  }
  return html
}
