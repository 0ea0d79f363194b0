import { Field, MultiSelect, MultiSelectOption } from '@strapi/design-system'
import { useFetchClient } from '@strapi/strapi/admin'
import * as React from 'react'
import { useSay } from '../lib/intl'
import type { NewsletterMessage } from './translations'

/**
 * The venue picker (the custom field `global::venues`, src/index.ts): the venues an issue is about, or a
 * subscriber follows, chosen by name and kept as their slugs — the same list the site's sign-up stores, so an
 * issue and its subscribers compare as they are. None chosen: every venue.
 */

interface Venue {
  slug: string
  name: string
}

interface VenuePickerProps {
  name: string
  value?: unknown
  onChange(name: string, value: string[] | null): void
  label: React.ReactNode
  hint?: React.ReactNode
  labelAction?: React.ReactNode
  required?: boolean
  disabled?: boolean
  error?: string
}

const VENUES = '/content-manager/collection-types/api::venue.venue'

const VenuePicker = React.forwardRef<HTMLDivElement, VenuePickerProps>(
  ({ name, value, onChange, label, hint, labelAction, required, disabled, error }, ref) => {
    const say = useSay<NewsletterMessage>()
    const { get } = useFetchClient()
    const [venues, setVenues] = React.useState<Venue[] | null>(null)
    React.useEffect(() => {
      get<{ results: Venue[] }>(VENUES, {
        params: { page: 1, pageSize: 100, sort: 'name:ASC', locale: 'en' },
      })
        .then(({ data }) =>
          setVenues(data.results.map(({ slug, name: venueName }) => ({ slug, name: venueName }))),
        )
        .catch(() => setVenues([]))
    }, [get])
    const chosen = Array.isArray(value)
      ? value.filter((slug): slug is string => typeof slug === 'string')
      : []
    // A venue no longer in the CMS stays chosen (and shown by its slug) until someone takes it out.
    const known = venues ?? []
    const options = [
      ...known,
      ...chosen
        .filter((slug) => !known.some((venue) => venue.slug === slug))
        .map((slug) => ({ slug, name: slug })),
    ]
    return (
      <Field.Root name={name} hint={hint} error={error} required={required}>
        <Field.Label action={labelAction}>{label}</Field.Label>
        <MultiSelect
          ref={ref}
          name={name}
          disabled={disabled}
          customizeContent={(slugs?: string[]) =>
            (slugs ?? []).map((slug) => options.find((venue) => venue.slug === slug)?.name ?? slug).join(', ')
          }
          loading={venues === null}
          placeholder={venues === null ? say('newsletter.venues.loading') : say('newsletter.venues.all')}
          value={chosen}
          onChange={(slugs: string[]) => onChange(name, slugs.length > 0 ? slugs : null)}
          onClear={() => onChange(name, null)}
        >
          {options.map((venue) => (
            <MultiSelectOption key={venue.slug} value={venue.slug}>
              {venue.name}
            </MultiSelectOption>
          ))}
        </MultiSelect>
        <Field.Hint />
        <Field.Error />
      </Field.Root>
    )
  },
)

export default VenuePicker
