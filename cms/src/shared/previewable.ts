/**
 * The documents the site can show a draft of (docs/spec.md §16.13), by their admin uid: the name the site's
 * preview link gives each. The CMS signs links for these only (src/lib/preview.ts); the admin offers "Open
 * preview" on their pages, unsaved ones included (src/admin/editing).
 */
export const PREVIEWABLE = {
  'api::event.event': 'event',
  'api::article.article': 'article',
  'api::venue.venue': 'venue',
  'api::page.page': 'page',
  'api::home.home': 'home',
  'api::radio.radio': 'radio',
} as const

type PreviewUid = keyof typeof PREVIEWABLE

export const isPreviewable = (uid: string): uid is PreviewUid => Object.hasOwn(PREVIEWABLE, uid)
