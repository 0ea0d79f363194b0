import { useRenderContext } from '../render-context'
import { VENUES } from '../routes'
import { Link } from './Link'

const LEGAL = ['/privacy', '/terms-of-use', '/licensing', '/brand-protection', '/faq'] as const
const BRAND = [
  { to: '/about', key: 'footer.about' },
  { to: '/contact', key: 'footer.contact' },
  { to: '/demos', key: 'footer.demos' },
  { to: '/listen', key: 'footer.listen' },
] as const

export function Footer() {
  const { t } = useRenderContext()
  return (
    <footer className="site-footer">
      <nav aria-label={t('nav.footerVenues')}>
        <h2>{t('nav.footerVenues')}</h2>
        <ul>
          {VENUES.map((venue) => (
            <li key={venue.slug}>
              <Link to={venue.base}>{t(`venues.${venue.slug}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('nav.legal')}>
        <h2>{t('nav.legal')}</h2>
        <ul>
          {BRAND.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{t(item.key)}</Link>
            </li>
          ))}
          {LEGAL.map((to) => (
            <li key={to}>
              <Link to={to}>{t(`routes.${to.slice(1)}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="copyright">{t('footer.rights', { year: new Date().getUTCFullYear() })}</p>
    </footer>
  )
}
