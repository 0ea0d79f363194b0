import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/worker'
import { fixtureContent } from '../fixtures/content'
import { BROWSER_UA, ORIGIN } from './helpers'

/**
 * CMS HTML cannot take over the page (docs/spec.md §19.3, §18.6): an editor's markup in a page's markdown
 * loses whatever could run, restyle the page or wake an island, and keeps its text.
 */

const HOSTILE = [
  'Opening hours below.',
  '',
  `<div data-island="MixPlayer" data-island-props='{"src":"https://evil.example/a.mp3"}'>Listen</div>`,
  '',
  '<style>body { display: none }</style>',
  '',
  '<p style="position:fixed;inset:0" onclick="steal()" class="button">Tap</p>',
  '',
  '<script>steal()</script><iframe src="https://evil.example/"></iframe>',
  '',
  '[javascript](javascript:alert(1)) <a href="jav&#x61;script:alert(1)">entity</a> [fine](/events)',
].join('\n')

it('renders an editor’s markup without island markers, styles, scripts, frames or handlers', async () => {
  const content = () => ({
    ...fixtureContent(),
    pageBySlug: async (_: string, slug: string) => ({ slug, title: 'About', body: HOSTILE, seo: null }),
  })
  // A CMS origin of its own: the page cache keys on it, so this page meets no other test's copy.
  const response = await createApp({ content }).fetch(
    new Request(`${ORIGIN}/about`, { headers: { 'user-agent': BROWSER_UA } }),
    { ...env, CMS_URL: 'http://hostile-cms.test' },
    createExecutionContext(),
  )
  expect(response.status).toBe(200)
  const html = await response.text()
  const prose = /<div class="prose">([\s\S]*?)<\/div>\s*<\/(?:article|section|main)/.exec(html)?.[1] ?? html
  expect(prose).toContain('Opening hours below.')
  expect(prose).toContain('Listen')
  expect(prose).toContain('Tap')
  expect(prose).toContain('<a href="/events">fine</a>')
  for (const banned of [
    'data-island',
    'MixPlayer',
    '<style',
    'display: none',
    'style=',
    'onclick',
    'class="button"',
    '<script',
    'steal()',
    '<iframe',
    'evil.example',
    'href="jav',
  ]) {
    expect(prose, banned).not.toContain(banned)
  }
  // The page's islands are the site's own (header controls): none came from the content.
  const islands = [...html.matchAll(/data-island="(\w+)"/g)].map((match) => match[1])
  expect(islands).not.toContain('MixPlayer')
})

describe('the link rule still applies', () => {
  it('keeps inline raster images and refuses SVG ones', async () => {
    const { renderMarkdown } = await import('../../src/lib/markdown')
    expect(renderMarkdown('![p](data:image/png;base64,iVBORw0KGgo=)')).toContain(
      'src="data:image/png;base64,iVBORw0KGgo="',
    )
    expect(renderMarkdown('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">')).toBe('<img alt="x">')
  })
})
