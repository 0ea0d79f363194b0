import type { SocialLink } from '../../lib/domain'
import { FORM_FIELD, NEWSLETTER_FORMS, NEWSLETTER_START_FIELD } from '../../lib/forms/form-ids'
import type { Translate } from '../../lib/i18n'
import type { Locale } from '../../lib/locale'
import { FOOTER_ID } from '../document'
import { href, VENUES, type VenueSlug, venueLinkRoute } from '../paths'
import { useRenderContext } from '../render-context'
import type { NavItem } from './Header'
import { Link } from './Link'
import { SocialSlot } from './PageSlot'
import { SocialLinks } from './social-links'

const LEGAL = ['privacy', 'terms-of-use', 'licensing', 'brand-protection'] as const
const BRAND: readonly NavItem[] = [
  { to: 'about', label: 'footer.about' },
  { to: 'contact', label: 'footer.contact' },
  { to: 'demos', label: 'footer.demos' },
  { to: 'listen', label: 'footer.listen' },
  { to: 'faq', label: 'routes.faq' },
]

/** The brand's accounts elsewhere, under its name (the renderer draws them in the slot on a late page). */
export function FooterSocials({ links }: { links: SocialLink[] }) {
  const { t } = useRenderContext()
  return <SocialLinks links={links} label={t('social.follow', { name: t('site.name') })} />
}

/**
 * The newsletter's first step (docs/spec.md §14.8): an address, posted to `/newsletter`, which opens the whole
 * sign-up with it filled in. It carries no token (every page has it, and pages are cached): nothing is sent
 * or stored from this step.
 */
function NewsletterStart() {
  const { t, locale } = useRenderContext()
  return (
    <form className="newsletter-start" method="post" action={href('newsletter', {}, locale)}>
      <h2 id="newsletter-start">{t('newsletter.footerTitle')}</h2>
      <p className="meta">{t('newsletter.footerLead')}</p>
      <input type="hidden" name={FORM_FIELD} value={NEWSLETTER_FORMS.start} />
      <div className="newsletter-start-row">
        <label htmlFor="newsletter-start-email" className="visually-hidden">
          {t('newsletter.email')}
        </label>
        <input
          id="newsletter-start-email"
          type="email"
          name={NEWSLETTER_START_FIELD}
          autoComplete="email"
          required
          placeholder={t('newsletter.email')}
          aria-describedby="newsletter-start"
        />
        <button type="submit" className="button">
          {t('newsletter.footerSubmit')}
        </button>
      </div>
    </form>
  )
}

/** The venues by name in a language, sorted once per language (a collation per page was a tenth of a 404's). */
const venuesByName = new Map<Locale, { slug: VenueSlug; name: string }[]>()
const sortedVenues = (locale: Locale, t: Translate) => {
  let venues = venuesByName.get(locale)
  if (!venues) {
    const collator = new Intl.Collator(locale)
    venues = VENUES.map((venue) => ({ slug: venue.slug, name: t(`venues.${venue.slug}`) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    )
    venuesByName.set(locale, venues)
  }
  return venues
}

/**
 * Three columns under the brand (docs/spec.md §3.2): the eight venues in the venue grid's order (by name),
 * the brand's pages, and the legal ones.
 */
export function Footer() {
  const { t, locale, socials, now } = useRenderContext()
  const venues = sortedVenues(locale, t)
  return (
    <footer className="site-footer" id={FOOTER_ID}>
      <div className="footer-inner">
        <div className="footer-brand">
          <p className="brand-name">{t('site.name')}</p>
          <p className="meta">{t('site.tagline')}</p>
          {socials ? <FooterSocials links={socials} /> : <SocialSlot />}
          <NewsletterStart />
        </div>
        <nav aria-label={t('nav.footerVenues')}>
          <h2>{t('nav.footerVenues')}</h2>
          <ul>
            {venues.map((venue) => (
              <li key={venue.slug}>
                <Link to={venueLinkRoute(venue.slug, 'overview')}>{venue.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('nav.footerBrand')}>
          <h2>{t('nav.footerBrand')}</h2>
          <ul>
            {BRAND.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('nav.legal')}>
          <h2>{t('nav.legal')}</h2>
          <ul>
            {LEGAL.map((to) => (
              <li key={to}>
                <Link to={to}>{t(`routes.${to}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="copyright">{t('footer.rights', { year: new Date(now).getUTCFullYear() })}</p>
      </div>
    </footer>
  )
}
