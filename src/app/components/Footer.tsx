import { VENUES, venueLinkRoute } from '../paths'
import { useRenderContext } from '../render-context'
import type { NavItem } from './Header'
import { Link } from './Link'

const LEGAL = ['privacy', 'terms-of-use', 'licensing', 'brand-protection', 'faq'] as const
const BRAND: readonly NavItem[] = [
  { to: 'about', label: 'footer.about' },
  { to: 'contact', label: 'footer.contact' },
  { to: 'demos', label: 'footer.demos' },
  { to: 'listen', label: 'footer.listen' },
]

/** The eight venues and the brand and legal pages (docs/spec.md §3.2), in the page's one column. */
export function Footer() {
  const { t } = useRenderContext()
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <p className="brand-name">{t('site.name')}</p>
          <p className="meta">{t('site.tagline')}</p>
        </div>
        <nav aria-label={t('nav.footerVenues')}>
          <h2>{t('nav.footerVenues')}</h2>
          <ul>
            {VENUES.map((venue) => (
              <li key={venue.slug}>
                <Link to={venueLinkRoute(venue.slug, 'overview')}>{t(`venues.${venue.slug}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('nav.legal')}>
          <h2>{t('nav.legal')}</h2>
          <ul>
            {BRAND.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.label)}</Link>
              </li>
            ))}
            {LEGAL.map((to) => (
              <li key={to}>
                <Link to={to}>{t(`routes.${to}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="copyright">{t('footer.rights', { year: new Date().getUTCFullYear() })}</p>
      </div>
    </footer>
  )
}
