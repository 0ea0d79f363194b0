import {
  Badge,
  Box,
  Button,
  Flex,
  Searchbar,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Typography,
} from '@strapi/design-system'
import { ArrowLeft, ArrowRight, Phone } from '@strapi/icons'
import { Layouts, Page, useFetchClient, useNotification } from '@strapi/strapi/admin'
import * as React from 'react'
import { createGlobalStyle } from 'styled-components'
import { type Arrival, BOOKING_LIMITS, REQUEST_REASONS, type RequestReason } from '../../shared/booking-rules'
import { type DoorBooking, type DoorNight, nightHasBegun, seatingHasStarted } from '../../shared/door-night'
import { adminClock } from '../lib/clock'
import { CLOCK, useIntl, useSay } from '../lib/intl'
import { DOOR_PERMISSIONS } from './permissions'
import type { DoorMessage } from './translations'

/**
 * The door list (docs/spec.md §13.16, decision 033): a night's bookings by seating for the staff at the door,
 * made for a phone — the covers of each seating against its capacity, each party with its phone (a tap
 * calls), its notes and the no-shows its guest had on earlier nights, one tap to mark it arrived (or, once its
 * seating started, a no-show) and one to undo, what is not booked yet and what was cancelled apart, a search,
 * a compact table on paper, and following the CMS by itself while it is open. What it shows and changes is what the administrator's role allows
 * (`GET /door/night`, and the content manager's own update, which lets door staff change `arrival` only).
 */

/** How often the open list asks for the night again: a party booked or marked at the other door shows soon. */
const REFRESH_MS = 15_000
const RESERVATIONS = '/content-manager/collection-types/api::reservation.reservation'

/**
 * On paper, the night's table alone (PrintTable): the admin's menu, the cards, their buttons and the search are
 * left out; on screen, the table is.
 */
const PrintOnlyTheTable = createGlobalStyle`
  @media screen {
    [data-door-print] { display: none; }
  }
  @media print {
    @page { margin: 12mm; }
    body * { visibility: hidden; }
    [data-door-screen] { display: none !important; }
    [data-door-print], [data-door-print] * { visibility: visible; }
    [data-door-print] { position: absolute; inset: 0 auto auto 0; width: 100%; font: 10pt/1.3 system-ui, sans-serif; color: #000; }
    [data-door-print] h1 { font-size: 13pt; margin: 0 0 2mm; }
    [data-door-print] table { width: 100%; border-collapse: collapse; }
    [data-door-print] th, [data-door-print] td { border-bottom: 0.3mm solid #999; padding: 1.2mm 1.5mm; text-align: left; vertical-align: top; }
    [data-door-print] tbody th { background: #eee; border-top: 0.5mm solid #000; font-size: 11pt; }
    [data-door-print] tr { break-inside: avoid; }
    [data-door-print] .tick { width: 7mm; text-align: center; }
    [data-door-print] .tick span { display: inline-block; width: 4mm; height: 4mm; border: 0.3mm solid #000; line-height: 4mm; }
    [data-door-print] .number { text-align: right; white-space: nowrap; }
    [data-door-print] .whole { white-space: nowrap; }
  }
`

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

const matches = (booking: DoorBooking, search: string) => {
  const wanted = search.trim().toLowerCase()
  if (!wanted) return true
  const digits = wanted.replace(/\D/g, '')
  return (
    [booking.name, booking.reference, booking.notes].some((text) => text?.toLowerCase().includes(wanted)) ||
    (digits.length >= 3 && (booking.phone ?? '').replace(/\D/g, '').includes(digits))
  )
}

const isReason = (value: unknown): value is RequestReason => REQUEST_REASONS.includes(value as RequestReason)

/** The words of this page, typed: a message id that does not exist fails the type check. */
const useWords = () => {
  const { formatTime, locale } = useIntl()
  return { say: useSay<DoorMessage>(), formatTime, locale }
}

function NightHeading({ night }: { night: DoorNight }) {
  const { locale } = useWords()
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${night.date}T12:00:00Z`))
  return <>{`${night.venue.name} · ${day}`}</>
}

interface MarkProps {
  booking: DoorBooking
  onMark: (booking: DoorBooking, arrival: Arrival) => void
  busy: boolean
  /** Whether the party's night has begun: before it nobody has come, so nobody is marked arrived. */
  begun: boolean
  /** Whether the party's seating has started: a no-show before it is nobody's. */
  started: boolean
}

/**
 * The party's buttons: arrived while expected from its night on, and a no-show once its seating started
 * (before, the button says from when); undo once marked (a late guest can still arrive).
 */
function Marks({ booking, onMark, busy, begun, started }: MarkProps) {
  const { say } = useWords()
  const name = booking.name ?? booking.reference ?? ''
  const arrived = begun && (
    <Button
      variant="success"
      size="L"
      disabled={busy}
      onClick={() => onMark(booking, 'arrived')}
      aria-label={say('door.markArrived', { name })}
    >
      {say('door.arrived')}
    </Button>
  )
  const undo = (
    <Button
      variant="tertiary"
      size="L"
      disabled={busy}
      onClick={() => onMark(booking, 'expected')}
      aria-label={say('door.undoFor', { name })}
    >
      {say('door.undo')}
    </Button>
  )
  if (booking.arrival === 'arrived') return undo
  if (booking.arrival === 'no-show') {
    return (
      <Flex gap={2}>
        {arrived}
        {undo}
      </Flex>
    )
  }
  return (
    <Flex gap={2}>
      {arrived}
      {started ? (
        <Button
          variant="danger-light"
          size="L"
          disabled={busy}
          onClick={() => onMark(booking, 'no-show')}
          aria-label={say('door.markNoShow', { name })}
        >
          {say('door.noShow')}
        </Button>
      ) : (
        <Button
          variant="tertiary"
          size="L"
          disabled
          aria-label={say('door.noShowLater', { name, time: booking.time ?? '' })}
        >
          {say('door.noShowFrom', { time: booking.time ?? '' })}
        </Button>
      )}
    </Flex>
  )
}

/**
 * What a booking asks of staff (docs/spec.md §13.13): a larger party for a confirmed table, and why it, or a
 * request, waits for them — so staff accept or decline knowing what and why.
 */
function Asks({ booking }: { booking: DoorBooking }) {
  const { say } = useWords()
  const larger =
    booking.status === 'confirmed' && booking.requestedPartySize ? booking.requestedPartySize : null
  const waits = booking.status === 'requested' || larger !== null
  const reason = isReason(booking.requestReason) ? booking.requestReason : null
  if (!waits || (!larger && !reason)) return null
  return (
    <Flex direction="column" alignItems="stretch" gap={1} data-asks>
      {larger !== null && (
        <Typography tag="p" variant="omega">
          {say('door.asksForLong', {
            name: booking.name ?? '',
            partySize: booking.partySize ?? 0,
            count: larger,
          })}
        </Typography>
      )}
      {reason && (
        <Typography tag="p" variant="omega" fontWeight="bold">
          {say('door.waitsBecause', {
            why: say(`door.reason.${reason}`, { large: BOOKING_LIMITS.largeParty }),
          })}
        </Typography>
      )}
    </Flex>
  )
}

/**
 * A party's card. `atSeating` is for cards outside their seating's list (waiting, cancelled): the card then
 * names its time, so staff see which seating a request would take or a cancellation freed.
 */
function Party({
  booking,
  atSeating = false,
  children,
}: {
  booking: DoorBooking
  atSeating?: boolean
  children?: React.ReactNode
}) {
  const { say } = useWords()
  const tone =
    booking.arrival === 'arrived' ? 'success100' : booking.arrival === 'no-show' ? 'danger100' : 'neutral0'
  return (
    <Box
      tag="li"
      background={tone}
      hasRadius
      shadow="tableShadow"
      padding={4}
      data-reference={booking.reference}
      data-arrival={booking.arrival}
    >
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Flex justifyContent="space-between" alignItems="flex-start" gap={2} wrap="wrap">
          <Typography variant="delta" tag="h3">
            {atSeating && booking.time ? `${booking.time} · ${booking.name ?? ''}` : booking.name}
          </Typography>
          <Typography variant="delta" tag="p">
            {say('door.guests', { count: booking.partySize ?? 0 })}
          </Typography>
        </Flex>
        <Flex gap={2} wrap="wrap">
          {booking.arrival === 'arrived' && <Badge variant="success">{say('door.arrived')}</Badge>}
          {booking.arrival === 'no-show' && <Badge variant="danger">{say('door.noShow')}</Badge>}
          {booking.status && booking.status !== 'confirmed' && (
            <Badge variant="warning">{say(`door.status.${booking.status}` as DoorMessage)}</Badge>
          )}
          {booking.status === 'confirmed' && booking.requestedPartySize ? (
            <Badge variant="warning">{say('door.asksFor', { count: booking.requestedPartySize })}</Badge>
          ) : null}
          {booking.noShows > 0 && (
            <Badge variant="danger">{say('door.noShows', { count: booking.noShows })}</Badge>
          )}
          {booking.language && booking.language !== 'en' && (
            <Badge>{say('door.language', { language: booking.language.toUpperCase() })}</Badge>
          )}
        </Flex>
        <Asks booking={booking} />
        {booking.notes && (
          <Typography tag="p" variant="omega">
            {`“${booking.notes}”`}
          </Typography>
        )}
        <Flex gap={3} wrap="wrap" justifyContent="space-between" alignItems="center">
          <Flex gap={3} wrap="wrap" alignItems="center">
            {booking.phone && (
              <Typography
                tag="a"
                href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}
                aria-label={say('door.call', { name: booking.name ?? '' })}
              >
                <Flex gap={1} alignItems="center">
                  <Phone aria-hidden />
                  {booking.phone}
                </Flex>
              </Typography>
            )}
            <Typography variant="pi" textColor="neutral600">
              {booking.reference}
            </Typography>
          </Flex>
          {children && <div>{children}</div>}
        </Flex>
      </Flex>
    </Box>
  )
}

/** A part of the night; an empty seating is one quiet line (the room it has left), not a heading to scroll past. */
function Section({
  title,
  subtitle,
  empty = false,
  children,
}: {
  title: string
  subtitle?: string
  empty?: boolean
  children?: React.ReactNode
}) {
  return (
    <Box tag="section" paddingTop={empty ? 2 : 5}>
      <Flex direction="column" alignItems="stretch" gap={3}>
        <Flex justifyContent="space-between" alignItems="baseline" gap={2} wrap="wrap">
          <Typography
            variant={empty ? 'omega' : 'beta'}
            fontWeight={empty ? 'bold' : undefined}
            textColor={empty ? 'neutral600' : undefined}
            tag="h2"
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="omega" textColor="neutral600">
              {subtitle}
            </Typography>
          )}
        </Flex>
        {children}
      </Flex>
    </Box>
  )
}

const List = ({ children }: { children: React.ReactNode }) => (
  <Flex tag="ul" direction="column" alignItems="stretch" gap={3}>
    {children}
  </Flex>
)

/** What the CMS answers a refused mark with (the content manager's update, src/lib/reservations/door.ts). */
interface Refused {
  response?: { data?: { error?: { details?: { errors?: Array<{ code?: string }> } } } }
}

/**
 * The night on paper: a compact table by seating, each confirmed party on one line with a box to tick at the
 * door (ticked for those already arrived); waiting and cancelled bookings are left out, and empty seatings.
 * A phone number and a reference are never broken over lines: read at the door, and a row stays one line.
 */
function PrintTable({ night }: { night: DoorNight }) {
  const { say, formatTime } = useWords()
  const seatings = night.seatings.filter((seating) => seating.bookings.length > 0)
  return (
    <div data-door-print>
      <h1>
        {say('door.title')} · <NightHeading night={night} />
      </h1>
      <table>
        <thead>
          <tr>
            <th className="tick" aria-label={say('door.print.tick')}>
              ✓
            </th>
            <th>{say('door.print.name')}</th>
            <th className="number">{say('door.print.guests')}</th>
            <th>{say('door.print.phone')}</th>
            <th>{say('door.print.notes')}</th>
            <th>{say('door.print.reference')}</th>
          </tr>
        </thead>
        {seatings.map((seating) => (
          <tbody key={seating.time}>
            <tr>
              <th colSpan={6}>
                {seating.time} ·{' '}
                {say('door.seating', {
                  booked: seating.booked,
                  capacity: seating.capacity,
                  arrived: seating.arrived,
                })}
              </th>
            </tr>
            {seating.bookings.map((booking) => (
              <tr key={booking.documentId} data-print-reference={booking.reference}>
                <td className="tick">
                  <span>
                    {booking.arrival === 'arrived' ? '✓' : booking.arrival === 'no-show' ? '✗' : ''}
                  </span>
                </td>
                <td>
                  {booking.time && booking.time !== seating.time ? `${booking.time} · ` : ''}
                  {booking.name}
                  {booking.noShows > 0 && ` (${say('door.noShows', { count: booking.noShows })})`}
                  {booking.requestedPartySize
                    ? ` (${say('door.asksFor', { count: booking.requestedPartySize })})`
                    : ''}
                  {booking.language && booking.language !== 'en' && ` · ${booking.language.toUpperCase()}`}
                </td>
                <td className="number">{booking.partySize}</td>
                <td className="whole">{booking.phone}</td>
                <td>{booking.notes}</td>
                <td className="whole">{booking.reference}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {seatings.length === 0 && <p>{say('door.empty')}</p>}
      <p>{say('door.print.printedAt', { time: formatTime(adminClock.date(), CLOCK) })}</p>
    </div>
  )
}

function DoorListPage() {
  const { say, formatTime } = useWords()
  const { get, put } = useFetchClient()
  const { toggleNotification } = useNotification()
  const [night, setNight] = React.useState<DoorNight | null>(null)
  const [failed, setFailed] = React.useState(false)
  const [asked, setAsked] = React.useState<{ date?: string; venue?: string }>({})
  const [search, setSearch] = React.useState('')
  const [busy, setBusy] = React.useState<string | null>(null)
  const [updatedAt, setUpdatedAt] = React.useState<Date | null>(null)

  const load = React.useCallback(async () => {
    try {
      const { data } = await get<{ data: DoorNight }>('/door/night', { params: asked })
      setNight(data.data)
      setFailed(false)
      setUpdatedAt(adminClock.date())
    } catch {
      setFailed(true)
    }
  }, [get, asked])

  // The list follows the CMS while it is open (and at once when the phone wakes up or the tab comes back).
  React.useEffect(() => {
    load()
    const timer = window.setInterval(load, REFRESH_MS)
    const again = () => document.visibilityState === 'visible' && load()
    document.addEventListener('visibilitychange', again)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', again)
    }
  }, [load])

  const mark = async (booking: DoorBooking, arrival: Arrival) => {
    const before = booking.arrival
    const shown = (value: Arrival | undefined) => (current: DoorNight | null) =>
      current && {
        ...current,
        seatings: current.seatings.map((seating) => ({
          ...seating,
          bookings: seating.bookings.map((one) =>
            one.documentId === booking.documentId ? { ...one, arrival: value } : one,
          ),
        })),
      }
    setBusy(booking.documentId)
    setNight(shown(arrival))
    try {
      await put(`${RESERVATIONS}/${booking.documentId}`, { arrival })
      await load()
    } catch (error) {
      setNight(shown(before))
      const tooEarly = (error as Refused).response?.data?.error?.details?.errors?.some(
        (one) => one.code === 'noShowTooEarly',
      )
      toggleNotification({
        type: 'danger',
        message: tooEarly ? say('door.noShowFrom', { time: booking.time ?? '' }) : say('door.markFailed'),
      })
      await load()
    } finally {
      setBusy(null)
    }
  }

  if (!night) return failed ? <Page.Error /> : <Page.Loading />
  const date = night.date
  const seatings = night.seatings.map((seating) => ({
    ...seating,
    shown: seating.bookings.filter((one) => matches(one, search)),
  }))
  const waiting = night.waiting.filter((one) => matches(one, search))
  const cancelled = night.cancelled.filter((one) => matches(one, search))
  const total = night.seatings.reduce(
    (sum, seating) => ({
      booked: sum.booked + seating.booked,
      capacity: sum.capacity + seating.capacity,
      arrived: sum.arrived + seating.arrived,
    }),
    { booked: 0, capacity: 0, arrived: 0 },
  )
  const nothing =
    seatings.every((seating) => seating.shown.length === 0) && waiting.length === 0 && cancelled.length === 0

  return (
    <Page.Main>
      <Page.Title>{say('door.title')}</Page.Title>
      <PrintOnlyTheTable />
      <div data-door-screen>
        <Layouts.Header
          title={say('door.title')}
          subtitle={<NightHeading night={night} />}
          primaryAction={
            <Button variant="tertiary" onClick={() => window.print()}>
              {say('door.print')}
            </Button>
          }
        />
        <Layouts.Content>
          <Flex direction="column" alignItems="stretch" gap={3}>
            <Flex gap={2} wrap="wrap" alignItems="flex-end">
              <Button
                variant="tertiary"
                size="L"
                aria-label={say('door.previousDay')}
                onClick={() => setAsked({ ...asked, date: addDays(date, -1) })}
              >
                <ArrowLeft />
              </Button>
              <Box flex="1" minWidth="10rem">
                <TextInput
                  type="date"
                  name="date"
                  aria-label={say('door.date')}
                  value={date}
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                    event.target.value && setAsked({ ...asked, date: event.target.value })
                  }
                />
              </Box>
              <Button
                variant="tertiary"
                size="L"
                aria-label={say('door.nextDay')}
                onClick={() => setAsked({ ...asked, date: addDays(date, 1) })}
              >
                <ArrowRight />
              </Button>
              {date !== night.today && (
                <Button variant="secondary" size="L" onClick={() => setAsked({ ...asked, date: undefined })}>
                  {say('door.tonight')}
                </Button>
              )}
            </Flex>
            {night.venues.length > 1 && (
              <SingleSelect
                aria-label={say('door.venue')}
                value={night.venue.slug}
                onChange={(venue: string | number) => setAsked({ venue: String(venue) })}
              >
                {night.venues.map((venue) => (
                  <SingleSelectOption key={venue.slug} value={venue.slug}>
                    {venue.name}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            )}
            <Searchbar
              name="search"
              value={search}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => setSearch(event.target.value)}
              onClear={() => setSearch('')}
              clearLabel={say('door.clearSearch')}
              placeholder={say('door.search')}
            >
              {say('door.search')}
            </Searchbar>
          </Flex>
          <Box paddingTop={4}>
            <Typography variant="epsilon" tag="p">
              {say('door.summary', total)}
            </Typography>
            {failed && (
              <Typography tag="p" textColor="danger600" role="alert">
                {say('door.loadFailed')}
              </Typography>
            )}
          </Box>
          {nothing && (
            <Box paddingTop={5}>
              <Typography tag="p">{search ? say('door.noMatch', { search }) : say('door.empty')}</Typography>
            </Box>
          )}
          {/* Every seating with its covers (an empty one says how much room is left), or only those with a match. */}
          {seatings
            .filter((seating) => seating.shown.length > 0 || !search)
            .map((seating) => (
              <Section
                key={seating.time}
                title={seating.time}
                empty={seating.bookings.length === 0}
                subtitle={say('door.seating', {
                  booked: seating.booked,
                  capacity: seating.capacity,
                  arrived: seating.arrived,
                })}
              >
                {seating.shown.length > 0 && (
                  <List>
                    {seating.shown.map((booking) => (
                      <Party key={booking.documentId} booking={booking}>
                        <Marks
                          booking={booking}
                          onMark={mark}
                          busy={busy === booking.documentId}
                          begun={nightHasBegun(date, night.now)}
                          started={seatingHasStarted(date, booking.time ?? seating.time, night.now)}
                        />
                      </Party>
                    ))}
                  </List>
                )}
              </Section>
            ))}
          {waiting.length > 0 && (
            <Section title={say('door.waiting')} subtitle={say('door.waitingHint')}>
              <List>
                {waiting.map((booking) => (
                  <Party key={booking.documentId} booking={booking} atSeating />
                ))}
              </List>
            </Section>
          )}
          {cancelled.length > 0 && (
            <Section title={say('door.cancelled')}>
              <List>
                {cancelled.map((booking) => (
                  <Party key={booking.documentId} booking={booking} atSeating />
                ))}
              </List>
            </Section>
          )}
          {updatedAt && (
            <Box paddingTop={6} paddingBottom={6}>
              <Typography variant="pi" textColor="neutral600" role="status">
                {say('door.updated', { time: formatTime(updatedAt, { ...CLOCK, second: '2-digit' }) })}
              </Typography>
            </Box>
          )}
        </Layouts.Content>
      </div>
      <PrintTable night={night} />
    </Page.Main>
  )
}

/** The page, for the roles that may read bookings (the menu link is shown to them alone too). */
export default function DoorList() {
  return (
    <Page.Protect permissions={DOOR_PERMISSIONS}>
      <DoorListPage />
    </Page.Protect>
  )
}
