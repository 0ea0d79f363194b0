import { describe, expect, it } from 'vitest'
import { isSafeLink, renderMarkdown } from '../../src/lib/markdown'

/** CMS markdown after the sanitiser (docs/spec.md §19): the allow-list and the link rule. */

describe('CMS markdown', () => {
  it('keeps what markdown writes: headings, lists, tables, code, links and images', () => {
    const html = renderMarkdown(
      '## Hours\n\n1. *Mon* **10–1**\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nlet a\n```\n\n[events](/events "All") ![x](https://cms.example/x.png)',
    )
    for (const kept of [
      '<h2>',
      '<ol>',
      '<em>Mon</em>',
      '<table>',
      '<td>2</td>',
      'class="language-js"',
      'href="/events" title="All"',
      'src="https://cms.example/x.png" alt="x"',
    ]) {
      expect(html, kept).toContain(kept)
    }
  })

  it('drops scripts, styles, frames, forms and SVG with their content, and every other attribute', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><svg><text>s</text></svg><form><input></form>' +
        '<p id="x" class="button" style="color:red" onmouseover="x()" data-island="A" data-island-props="{}" title="t">kept</p>' +
        '<code class="evil">c</code>',
    )
    expect(html).toBe('<p>kept</p><code>c</code>')
  })

  it('applies the link rule to editors’ HTML too, however the scheme is disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'jav&#x61;script:alert(1)',
      'java&Tab;script:x',
      ' JAVASCRIPT:x',
      'vbscript:x',
      'file:///etc/passwd',
      'data:text/html,x',
      'javascript&colon;x',
    ]) {
      expect(renderMarkdown(`<a href="${href}">x</a>`), href).toBe('<p><a>x</a></p>\n')
    }
    expect(isSafeLink('java\tscript:x')).toBe(false)
    expect(isSafeLink('https://solera.example/?a=1&b=2')).toBe(true)
    expect(isSafeLink('spotify:track:1')).toBe(true)
  })
})
