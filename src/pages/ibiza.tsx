import { Empty } from '../app/components/empty'
import { Gallery, type GalleryPhoto } from '../app/components/gallery'
import { PageTitle } from '../app/components/page-title'
import { SubmissionSection } from '../app/forms/SubmissionSection'
import { useRenderContext } from '../app/render-context'
import type { Memory, Venue } from '../lib/domain'
import { telHref } from '../lib/format'
import { definePage } from '../server/page.server'
import { issueFormToken } from '../server/signing.server'
import { submissionAction } from './forms/submission.server'
import { found } from './params'

/**
 * `/ibiza/memories`: the photo archive, newest year first, with a year index (docs/spec.md §2.8). One
 * gallery, so the viewer goes through the whole archive; each year's first photo carries its heading.
 */
export const memoriesPage = definePage<Memory[]>({
  load: async ({ content, locale }) =>
    (await content.memories(locale)).items.toSorted((a, b) => b.year - a.year),
  Page({ data: memories }) {
    const { t } = useRenderContext()
    const years = [...new Set(memories.map((memory) => memory.year))]
    const photos: GalleryPhoto[] = memories.flatMap((memory, index) => {
      if (!memory.image) return []
      const first = memories[index - 1]?.year !== memory.year
      return [
        {
          media: memory.image,
          id: first ? `y${memory.year}` : undefined,
          heading: first ? <h2 className="memory-year">{memory.year}</h2> : undefined,
          caption: (
            <>
              <strong>{memory.title}</strong> {memory.caption}
            </>
          ),
        },
      ]
    })
    return (
      <>
        <PageTitle title={t('routes.ibiza-memories')} lead={t('memories.lead')} />
        {years.length === 0 ? (
          <Empty>{t('memories.none')}</Empty>
        ) : (
          <>
            <nav className="year-nav" aria-label={t('memories.years')}>
              <ul className="chips">
                {years.map((year) => (
                  <li key={year}>
                    <a className="chip" href={`#y${year}`}>
                      {year}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <Gallery photos={photos} eagerCount={2} timeline />
          </>
        )}
      </>
    )
  },
})

function Contact({ venue }: { venue: Venue }) {
  const { t } = useRenderContext()
  return (
    <address className="contact-card">
      {venue.address && <p>{venue.address}</p>}
      {venue.phone && (
        <p>
          {t('contact.phone')}: <a href={telHref(venue.phone)}>{venue.phone}</a>
        </p>
      )}
      {venue.email && (
        <p>
          {t('contact.email')}: <a href={`mailto:${venue.email}`}>{venue.email}</a>
        </p>
      )}
    </address>
  )
}

/** `/ibiza/contact`: how to reach the venue, and a form whose messages go to the CMS (docs/spec.md §14). */
export const ibizaContactPage = definePage<{ venue: Venue; token: string }>({
  async load({ content, locale, path, env, clock }) {
    const [venue, token] = await Promise.all([
      content.venueBySlug(locale, 'ibiza'),
      issueFormToken(env, 'ibiza-contact', clock.now()),
    ])
    return { venue: found(venue, path), token }
  },
  action: submissionAction('ibiza-contact'),
  Page({ data: { venue, token } }) {
    const { t } = useRenderContext()
    return (
      <>
        <PageTitle title={t('routes.ibiza-contact')} lead={venue.tagline} />
        <Contact venue={venue} />
        <SubmissionSection form="ibiza-contact" token={token} />
      </>
    )
  },
  async outage({ t, env, clock }) {
    return (
      <>
        <PageTitle title={t('routes.ibiza-contact')} />
        <SubmissionSection
          form="ibiza-contact"
          token={await issueFormToken(env, 'ibiza-contact', clock.now())}
        />
      </>
    )
  },
})
