import {
  CardGrid,
  Empty,
  EventCard,
  Markdown,
  PageTitle,
  Picture,
  VenueLink,
} from '../app/components/content'
import { shareImage } from '../app/components/seo'
import type { VenueSection } from '../app/paths'
import { useRenderContext } from '../app/render-context'
import type { EventSummary, Venue, VenueSummary } from '../lib/domain'
import { formatPrice } from '../lib/format'
import { optionalMessage } from '../lib/i18n'
import { definePage } from '../server/page'
import { found } from './params'
import { venueLd } from './structured-data'

export const venuesPage = definePage<VenueSummary[]>({
  load: async ({ content, locale }) => (await content.venues(locale)).items,
  Page({ data: venues }) {
    const { t } = useRenderContext()
    return (
      <>
        <PageTitle title={t('routes.venues')} />
        <CardGrid>
          {venues.map((venue) => (
            <li key={venue.slug} className="card">
              <Picture media={venue.heroImage} sizes="(min-width: 860px) 33vw, 100vw" />
              <h2>
                <VenueLink slug={venue.slug}>{venue.name}</VenueLink>
              </h2>
              <p className="meta">{[venue.city, venue.country].filter(Boolean).join(', ')}</p>
              <p>{venue.tagline}</p>
            </li>
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

function Overview({ venue }: { venue: Venue }) {
  const { t, locale } = useRenderContext()
  return (
    <>
      <Picture media={venue.heroImage} sizes="100vw" eager />
      <Markdown source={venue.description} />
      <section aria-labelledby="visit">
        <h2 id="visit">{t('venue.visit')}</h2>
        {venue.address && <p>{venue.address}</p>}
        <ul className="hours">
          {venue.openingHours.map((row) => (
            <li key={row.day}>
              <span>{optionalMessage(locale, `days.${row.day}`) ?? row.day}</span>{' '}
              <span>{row.closed ? t('venue.closed') : `${row.opens ?? ''}–${row.closes ?? ''}`}</span>
            </li>
          ))}
        </ul>
        {venue.phone && (
          <p>
            <a href={`tel:${venue.phone.replace(/\s/g, '')}`}>{venue.phone}</a>
          </p>
        )}
        {venue.email && (
          <p>
            <a href={`mailto:${venue.email}`}>{venue.email}</a>
          </p>
        )}
      </section>
    </>
  )
}

function Menu({ venue }: { venue: Venue }) {
  const { t, locale } = useRenderContext()
  return (
    <>
      {venue.menuSections.map((section) => (
        <section key={section.title} className="menu-section">
          <h2>{section.title}</h2>
          {section.description && <p>{section.description}</p>}
          <ul className="menu-items">
            {section.items.map((item) => (
              <li key={item.name}>
                <div className="menu-line">
                  <strong>{item.name}</strong>
                  {item.price !== null && <span>{formatPrice(item.price, item.currency, locale)}</span>}
                </div>
                {item.description && <p>{item.description}</p>}
                {(item.dietaryTags.length > 0 || item.allergens.length > 0) && (
                  <p className="meta">
                    {item.dietaryTags.map((tag) => optionalMessage(locale, `diet.${tag}`) ?? tag).join(' · ')}
                    {item.allergens.length > 0 &&
                      ` ${t('menu.allergens')}: ${item.allergens.map((allergen) => optionalMessage(locale, `allergens.${allergen}`) ?? allergen).join(', ')}`}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

function Gallery({ venue }: { venue: Venue }) {
  const { t } = useRenderContext()
  if (venue.gallery.length === 0) return <Empty>{t('venue.noGallery')}</Empty>
  return (
    <ul className="gallery">
      {venue.gallery.map((image, index) => (
        <li key={image.url}>
          <Picture media={image} sizes="(min-width: 860px) 33vw, 50vw" eager={index < 2} />
        </li>
      ))}
    </ul>
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

function Events({ events, route }: { events: EventSummary[]; route: 'event' | 'ibiza-event' }) {
  const { t } = useRenderContext()
  if (events.length === 0) return <Empty>{t('events.none')}</Empty>
  return (
    <CardGrid>
      {events.map((event) => (
        <EventCard key={event.slug} event={event} route={route} />
      ))}
    </CardGrid>
  )
}

/** A venue's overview, menu, events, gallery or FAQ (the route's `section`). */
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
  title: ({ venue }, { t, route }) =>
    route.section && route.section !== 'overview'
      ? `${t(`venueSections.${route.section}`)} · ${venue.name}`
      : (venue.seo?.title ?? venue.name),
  description: ({ venue }) => venue.seo?.description ?? venue.tagline,
  image: ({ venue }) => shareImage(venue.heroImage),
  jsonLd: ({ venue }, { url }) => venueLd(venue, url),
  Page({ data: { venue, events } }) {
    const { t, route, layout } = useRenderContext()
    const section: VenueSection = route?.section ?? 'overview'
    const eventRoute = layout === 'ibiza' ? 'ibiza-event' : 'event'
    return (
      <article className="venue">
        <PageTitle
          title={section === 'overview' ? venue.name : `${t(`venueSections.${section}`)} · ${venue.name}`}
          lead={venue.tagline}
        />
        {section === 'overview' && (
          <>
            <Overview venue={venue} />
            {events.length > 0 && (
              <section aria-labelledby="next">
                <h2 id="next">{t('venue.next')}</h2>
                <Events events={events} route={eventRoute} />
              </section>
            )}
          </>
        )}
        {section === 'menu' && <Menu venue={venue} />}
        {section === 'events' && <Events events={events} route={eventRoute} />}
        {section === 'gallery' && <Gallery venue={venue} />}
        {section === 'faq' && <Faqs venue={venue} />}
      </article>
    )
  },
})
