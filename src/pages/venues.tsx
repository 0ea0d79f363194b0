import { CardGrid } from '../app/components/card'
import { Empty } from '../app/components/empty'
import { EventRow } from '../app/components/event-row'
import { Gallery } from '../app/components/gallery'
import { Link } from '../app/components/Link'
import { Markdown } from '../app/components/markdown'
import { OpeningHours } from '../app/components/opening-hours'
import { PageTitle } from '../app/components/page-title'
import { HERO_SIZES, Picture } from '../app/components/picture'
import { SectionHeading } from '../app/components/section-heading'
import { shareImage } from '../app/components/seo'
import { SocialLinks } from '../app/components/social-links'
import { VENUE_BOOKING_ID, VenueActions } from '../app/components/venue-actions'
import { VenueAddress } from '../app/components/venue-address'
import { VenueCard } from '../app/components/venue-card'
import { VENUES, type VenueSection, venueLinkRoute } from '../app/paths'
import { useRenderContext } from '../app/render-context'
import type { EventSummary, MenuItem, Venue, VenueSummary } from '../lib/domain'
import { formatPrice, telHref } from '../lib/format'
import { optionalMessage } from '../lib/i18n'
import { definePage } from '../server/page.server'
import { found } from './params'
import { venueLd } from './structured-data'

/** How many photos a venue's overview shows before "All photos". */
const OVERVIEW_PHOTOS = 8

export const venuesPage = definePage<VenueSummary[]>({
  load: async ({ content, locale }) => (await content.venues(locale)).items,
  Page({ data: venues }) {
    const { t } = useRenderContext()
    return (
      <>
        <PageTitle title={t('routes.venues')} lead={t('venue.listLead')} />
        <CardGrid columns={4}>
          {venues.map((venue, index) => (
            <VenueCard key={venue.slug} venue={venue} level={2} eager={index < 2} withTagline />
          ))}
        </CardGrid>
      </>
    )
  },
})

interface VenueData {
  venue: Venue
  events: EventSummary[]
}

/** The venue's picture edge to edge, its name and line set over it, and its primary action. */
function VenueHero({ venue }: { venue: Venue }) {
  return (
    <section className="hero venue-hero bleed" aria-labelledby="venue-title">
      <Picture
        media={venue.heroImage}
        portrait={venue.heroPortrait}
        frame="landscape"
        sizes={HERO_SIZES}
        eager
      />
      <div className="hero-text">
        <p className="eyebrow">{[venue.city, venue.country].filter(Boolean).join(', ')}</p>
        <h1 id="venue-title">{venue.name}</h1>
        {venue.tagline && <p className="lead">{venue.tagline}</p>}
        <VenueActions venue={venue} id={VENUE_BOOKING_ID} />
      </div>
    </section>
  )
}

/** Opening hours, address with a map link, phone and e-mail: what a visitor needs to come. */
function VisitFacts({ venue }: { venue: Venue }) {
  const { t } = useRenderContext()
  return (
    <section className="visit" aria-labelledby="visit">
      <h2 id="visit" className="visually-hidden">
        {t('venue.visit')}
      </h2>
      <div className="fact">
        <h3 className="eyebrow">{t('venue.hours')}</h3>
        <OpeningHours venue={venue} />
      </div>
      {venue.address && (
        <div className="fact">
          <h3 className="eyebrow">{t('venue.address')}</h3>
          <VenueAddress venue={venue} />
        </div>
      )}
      {(venue.phone || venue.email) && (
        <div className="fact">
          <h3 className="eyebrow">{t('venue.contact')}</h3>
          {venue.phone && (
            <p>
              <a href={telHref(venue.phone)}>{venue.phone}</a>
            </p>
          )}
          {venue.email && (
            <p>
              <a href={`mailto:${venue.email}`}>{venue.email}</a>
            </p>
          )}
        </div>
      )}
      {venue.socials.length > 0 && (
        <div className="fact">
          <h3 className="eyebrow">{t('social.follow', { name: venue.name })}</h3>
          <SocialLinks links={venue.socials} />
        </div>
      )}
    </section>
  )
}

/**
 * A venue's overview (docs/spec.md §2.7, §24.8): what's on comes first — the next nights as poster rows with
 * their Tickets or Book a table, within a phone's first two screens — and the practical details beside them
 * on a wide screen, after them on a phone; then the venue's words, its photos and the menu.
 */
function Overview({ venue, events }: VenueData) {
  const { t } = useRenderContext()
  const ownPages = VENUES.find((item) => item.slug === venue.slug)
  return (
    <>
      <VenueHero venue={venue} />
      <div className="venue-now">
        {events.length > 0 && (
          <section aria-labelledby="next" className="venue-next">
            <SectionHeading
              id="next"
              title={t('venue.next')}
              more={
                ownPages && (
                  <Link to={venueLinkRoute(ownPages.slug, 'events')} className="more-link">
                    {t('home.allEvents')}
                  </Link>
                )
              }
            />
            <ol className="event-list">
              {events.map((event) => (
                <EventRow key={event.slug} event={event} withVenue={false} />
              ))}
            </ol>
          </section>
        )}
        <VisitFacts venue={venue} />
      </div>
      <Markdown source={venue.description} />
      {venue.gallery.length > 0 && (
        <section aria-labelledby="photos">
          <SectionHeading
            id="photos"
            title={t('venueSections.gallery')}
            more={
              ownPages?.gallery && (
                <Link to={venueLinkRoute(ownPages.slug, 'gallery')} className="more-link">
                  {t('venue.allPhotos')}
                </Link>
              )
            }
          />
          <Gallery photos={venue.gallery.slice(0, OVERVIEW_PHOTOS).map((media) => ({ media }))} />
        </section>
      )}
      {venue.menuSections.length > 0 && ownPages && (
        <p className="actions">
          <Link to={venueLinkRoute(ownPages.slug, 'menu')} className="button button-outline">
            {t('venue.seeMenu')}
          </Link>
        </p>
      )}
    </>
  )
}

/**
 * What a dish suits as chips (vegan, gluten-free), and apart from them, in words under a visible label, what it
 * contains: an allergen chip beside the diet chips read "GLUTEN" next to "SIN GLUTEN".
 */
function MenuTags({ item }: { item: MenuItem }) {
  const { t, locale } = useRenderContext()
  return (
    <>
      {item.dietaryTags.length > 0 && (
        <ul className="tags tags-diet" aria-label={t('menu.diets')}>
          {item.dietaryTags.map((tag) => (
            <li key={tag}>{optionalMessage(locale, `diet.${tag}`) ?? tag}</li>
          ))}
        </ul>
      )}
      {item.allergens.length > 0 && (
        <p className="menu-allergens">
          <span className="menu-allergens-label">{t('menu.allergens')}:</span>{' '}
          {item.allergens
            .map((allergen) => optionalMessage(locale, `allergens.${allergen}`) ?? allergen)
            .join(', ')}
        </p>
      )}
    </>
  )
}

/** The menu in two columns; each dish with a dotted leader to its price (docs/spec.md §24.8). */
function Menu({ venue }: { venue: Venue }) {
  const { t, locale } = useRenderContext()
  if (venue.menuSections.length === 0) return <Empty>{t('menu.none')}</Empty>
  return (
    <div className="menu">
      {venue.menuSections.map((section) => (
        <section key={section.title} className="menu-section">
          <h2>{section.title}</h2>
          {section.description && <p className="meta">{section.description}</p>}
          <ul className="menu-items">
            {section.items.map((item) => (
              <li key={item.name}>
                <p className="menu-line">
                  <span className="menu-name">{item.name}</span>
                  <span className="menu-leader" aria-hidden="true" />
                  {item.price !== null && (
                    <span className="menu-price">{formatPrice(item.price, item.currency, locale)}</span>
                  )}
                </p>
                {item.description && <p className="menu-description">{item.description}</p>}
                <MenuTags item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function Faqs({ venue }: { venue: Venue }) {
  return (
    <div className="faqs">
      {venue.faqs.map((faq) => (
        <details key={faq.question}>
          <summary>{faq.question}</summary>
          <Markdown source={faq.answer} />
        </details>
      ))}
    </div>
  )
}

function Events({ events }: { events: EventSummary[] }) {
  const { t } = useRenderContext()
  if (events.length === 0) return <Empty>{t('events.noneAtAll')}</Empty>
  return (
    <ol className="event-list">
      {events.map((event) => (
        <EventRow key={event.slug} event={event} withVenue={false} />
      ))}
    </ol>
  )
}

const sectionName = (section: VenueSection, t: (key: `venueSections.${VenueSection}`) => string) =>
  t(`venueSections.${section}`)

/** A venue's overview, menu, events, gallery or FAQ (the route's `section`): a booking page. */
export const venuePage = definePage<VenueData>({
  async load({ content, locale, route, params, path }) {
    const slug: string = route.venue ?? params.slug ?? ''
    const [venue, events] = await Promise.all([
      content.venueBySlug(locale, slug),
      route.section === 'events' || route.section === 'overview'
        ? content.upcomingEvents(locale, { venue: slug, pageSize: route.section === 'events' ? 24 : 3 })
        : undefined,
    ])
    return { venue: found(venue, path), events: events?.items ?? [] }
  },
  // The page's own name: the venue, or the section ("Menu"); the browser title names the venue too.
  title: ({ venue }, { t, route }) =>
    route.section && route.section !== 'overview' ? sectionName(route.section, t) : venue.name,
  documentTitle: ({ venue }, { t, route }) =>
    route.section && route.section !== 'overview'
      ? `${sectionName(route.section, t)} · ${venue.name}`
      : venue.name,
  description: ({ venue }) => venue.seo?.description ?? venue.tagline,
  image: ({ venue }) => shareImage(venue.heroImage),
  jsonLd: ({ venue }, { url }) => venueLd(venue, url),
  Page({ data: { venue, events } }) {
    const { t, route } = useRenderContext()
    const section: VenueSection = route?.section ?? 'overview'
    if (section === 'overview') return <Overview venue={venue} events={events} />
    return (
      <article className={`venue venue-${section}`}>
        <PageTitle title={sectionName(section, t)} eyebrow={venue.name} />
        {section === 'menu' && <Menu venue={venue} />}
        {section === 'events' && <Events events={events} />}
        {section === 'gallery' &&
          (venue.gallery.length === 0 ? (
            <Empty>{t('venue.noGallery')}</Empty>
          ) : (
            <Gallery
              photos={venue.gallery.map((media) => ({ media, caption: media.caption ?? undefined }))}
              eagerCount={2}
            />
          ))}
        {section === 'faq' && <Faqs venue={venue} />}
      </article>
    )
  },
})
