/**
 * Redirect rules, applied before routing in both languages. Internal targets are site paths (rewritten for
 * `/es` requests); external targets are absolute URLs and leave the site by a full page load.
 */
export interface RedirectRule {
  from: string
  to: string
  status: 301 | 302 | 307 | 308
}

export const REDIRECTS: readonly RedirectRule[] = [
  { from: '/home', to: '/', status: 301 },
  { from: '/mixes', to: '/music/mixes', status: 301 },
  { from: '/ibiza/tables', to: '/ibiza/reservations', status: 302 },
  { from: '/radio/live', to: '/radio', status: 307 },
  { from: '/events/calendar', to: '/events', status: 308 },
  { from: '/venues/ibiza/gallery', to: '/ibiza/gallery', status: 301 },
  { from: '/tickets', to: 'https://tickets.solera.example/', status: 302 },
]

export const isExternal = (target: string) => /^https?:\/\//i.test(target)
