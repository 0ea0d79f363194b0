import { Badge, Box, Button, Flex, Searchbar, SingleSelect, SingleSelectOption, TextInput, Typography } from '@strapi/design-system';
import { ArrowLeft, ArrowRight, Phone } from '@strapi/icons';
import { Layouts, Page, useFetchClient, useNotification } from '@strapi/strapi/admin';
import * as React from 'react';
import { createGlobalStyle } from 'styled-components';
import type { Arrival } from '../../shared/booking-rules';
import type { DoorBooking, DoorNight } from '../../shared/door-night';
import { DOOR_PERMISSIONS } from './permissions';
import type { DoorMessage } from './translations';

/**
 * The door list (docs/spec.md §13.16, decision 033): a night's bookings by seating for the staff at the door,
 * made for a phone — the covers of each seating against its capacity, each party with its phone (a tap
 * calls), its notes and the no-shows its guest has had, one tap to mark it arrived or a no-show and one to
 * undo, what is not booked yet and what was cancelled apart, a search, printable, and following the CMS by
 * itself while it is open. What it shows and changes is what the administrator's role allows
 * (`GET /door/night`, and the content manager's own update, which lets door staff change `arrival` only).
 */

/** How often the open list asks for the night again: a party booked or marked at the other door shows soon. */
const REFRESH_MS = 15_000;
const RESERVATIONS = '/content-manager/collection-types/api::reservation.reservation';

/** Only the list, on paper: the admin's menu, the buttons and the search are left out. */
const PrintOnlyTheList = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-door-list], [data-door-list] * { visibility: visible; }
    [data-door-list] { position: absolute; inset: 0 auto auto 0; width: 100%; }
    [data-no-print] { display: none !important; }
  }
`;

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

const matches = (booking: DoorBooking, search: string) => {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  const digits = wanted.replace(/\D/g, '');
  return (
    [booking.name, booking.reference, booking.notes].some((text) => text?.toLowerCase().includes(wanted)) ||
    (digits.length >= 3 && (booking.phone ?? '').replace(/\D/g, '').includes(digits))
  );
};

/** What this page uses of the admin's react-intl (the language each administrator picked in their profile). */
interface AdminIntl {
  locale: string;
  formatMessage(descriptor: { id: string; defaultMessage: string }, values?: Record<string, string | number>): string;
  formatTime(value: Date, options: Intl.DateTimeFormatOptions): string;
}

/**
 * The admin's react-intl, as its own components read it. react-intl keeps its context on `window` so that
 * every copy of the package shares one (Strapi's packages each carry their own copy, none of which the CMS
 * can import): reading it there needs no copy of our own.
 */
const IntlContext: React.Context<AdminIntl | null> = ((window as unknown as { __REACT_INTL_CONTEXT__?: React.Context<AdminIntl | null> })
  .__REACT_INTL_CONTEXT__ ??= React.createContext<AdminIntl | null>(null));

const useIntl = (): AdminIntl => {
  const intl = React.useContext(IntlContext);
  if (!intl) throw new Error('The door list is rendered outside the admin (no react-intl context)');
  return intl;
};

/** The words of this page, typed: a message id that does not exist fails the type check. */
const useWords = () => {
  const { formatMessage, formatTime, locale } = useIntl();
  const say = (id: DoorMessage, values?: Record<string, string | number>) => formatMessage({ id, defaultMessage: id }, values);
  return { say, formatTime, locale };
};

function NightHeading({ night }: { night: DoorNight }) {
  const { locale } = useWords();
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${night.date}T12:00:00Z`),
  );
  return <>{`${night.venue.name} · ${day}`}</>;
}

interface MarkProps {
  booking: DoorBooking;
  onMark: (booking: DoorBooking, arrival: Arrival) => void;
  busy: boolean;
}

/** The party's buttons: arrived or no-show while expected; undo once marked (a late guest can still arrive). */
function Marks({ booking, onMark, busy }: MarkProps) {
  const { say } = useWords();
  const name = booking.name ?? booking.reference ?? '';
  const arrived = (
    <Button
      variant="success"
      size="L"
      disabled={busy}
      onClick={() => onMark(booking, 'arrived')}
      aria-label={say('door.markArrived', { name })}
    >
      {say('door.arrived')}
    </Button>
  );
  const undo = (
    <Button variant="tertiary" size="L" disabled={busy} onClick={() => onMark(booking, 'expected')} aria-label={say('door.undoFor', { name })}>
      {say('door.undo')}
    </Button>
  );
  if (booking.arrival === 'arrived') return undo;
  if (booking.arrival === 'no-show') {
    return (
      <Flex gap={2}>
        {arrived}
        {undo}
      </Flex>
    );
  }
  return (
    <Flex gap={2}>
      {arrived}
      <Button
        variant="danger-light"
        size="L"
        disabled={busy}
        onClick={() => onMark(booking, 'no-show')}
        aria-label={say('door.markNoShow', { name })}
      >
        {say('door.noShow')}
      </Button>
    </Flex>
  );
}

function Party({ booking, children }: { booking: DoorBooking; children?: React.ReactNode }) {
  const { say } = useWords();
  const tone = booking.arrival === 'arrived' ? 'success100' : booking.arrival === 'no-show' ? 'danger100' : 'neutral0';
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
            {booking.name}
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
          {booking.noShows > 0 && <Badge variant="danger">{say('door.noShows', { count: booking.noShows })}</Badge>}
          {booking.language && booking.language !== 'en' && (
            <Badge>{say('door.language', { language: booking.language.toUpperCase() })}</Badge>
          )}
        </Flex>
        {booking.notes && (
          <Typography tag="p" variant="omega">
            {`“${booking.notes}”`}
          </Typography>
        )}
        <Flex gap={3} wrap="wrap" justifyContent="space-between" alignItems="center">
          <Flex gap={3} wrap="wrap" alignItems="center">
            {booking.phone && (
              <Typography tag="a" href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`} aria-label={say('door.call', { name: booking.name ?? '' })}>
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
          {children && <div data-no-print>{children}</div>}
        </Flex>
      </Flex>
    </Box>
  );
}

/** A part of the night; an empty seating is one quiet line (the room it has left), not a heading to scroll past. */
function Section({ title, subtitle, empty = false, children }: { title: string; subtitle?: string; empty?: boolean; children?: React.ReactNode }) {
  return (
    <Box tag="section" paddingTop={empty ? 2 : 5}>
      <Flex direction="column" alignItems="stretch" gap={3}>
        <Flex justifyContent="space-between" alignItems="baseline" gap={2} wrap="wrap">
          <Typography variant={empty ? 'omega' : 'beta'} fontWeight={empty ? 'bold' : undefined} textColor={empty ? 'neutral600' : undefined} tag="h2">
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
  );
}

const List = ({ children }: { children: React.ReactNode }) => (
  <Flex tag="ul" direction="column" alignItems="stretch" gap={3}>
    {children}
  </Flex>
);

function DoorListPage() {
  const { say, formatTime } = useWords();
  const { get, put } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [night, setNight] = React.useState<DoorNight | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [asked, setAsked] = React.useState<{ date?: string; venue?: string }>({});
  const [search, setSearch] = React.useState('');
  const [busy, setBusy] = React.useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = React.useState<Date | null>(null);

  const load = React.useCallback(async () => {
    try {
      const { data } = await get<{ data: DoorNight }>('/door/night', { params: asked });
      setNight(data.data);
      setFailed(false);
      setUpdatedAt(new Date());
    } catch {
      setFailed(true);
    }
  }, [get, asked]);

  // The list follows the CMS while it is open (and at once when the phone wakes up or the tab comes back).
  React.useEffect(() => {
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    const again = () => document.visibilityState === 'visible' && load();
    document.addEventListener('visibilitychange', again);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', again);
    };
  }, [load]);

  const mark = async (booking: DoorBooking, arrival: Arrival) => {
    const before = booking.arrival;
    const shown = (value: Arrival | undefined) => (current: DoorNight | null) =>
      current && {
        ...current,
        seatings: current.seatings.map((seating) => ({
          ...seating,
          bookings: seating.bookings.map((one) => (one.documentId === booking.documentId ? { ...one, arrival: value } : one)),
        })),
      };
    setBusy(booking.documentId);
    setNight(shown(arrival));
    try {
      await put(`${RESERVATIONS}/${booking.documentId}`, { arrival });
      await load();
    } catch {
      setNight(shown(before));
      toggleNotification({ type: 'danger', message: say('door.markFailed') });
    } finally {
      setBusy(null);
    }
  };

  if (!night) return failed ? <Page.Error /> : <Page.Loading />;
  const date = night.date;
  const seatings = night.seatings.map((seating) => ({ ...seating, shown: seating.bookings.filter((one) => matches(one, search)) }));
  const waiting = night.waiting.filter((one) => matches(one, search));
  const cancelled = night.cancelled.filter((one) => matches(one, search));
  const total = night.seatings.reduce(
    (sum, seating) => ({ booked: sum.booked + seating.booked, capacity: sum.capacity + seating.capacity, arrived: sum.arrived + seating.arrived }),
    { booked: 0, capacity: 0, arrived: 0 },
  );
  const nothing = seatings.every((seating) => seating.shown.length === 0) && waiting.length === 0 && cancelled.length === 0;

  return (
    <Page.Main>
      <Page.Title>{say('door.title')}</Page.Title>
      <PrintOnlyTheList />
      <div data-door-list>
        <Layouts.Header
          title={say('door.title')}
          subtitle={<NightHeading night={night} />}
          primaryAction={
            <div data-no-print>
              <Button variant="tertiary" onClick={() => window.print()}>
                {say('door.print')}
              </Button>
            </div>
          }
        />
        <Layouts.Content>
          <Flex direction="column" alignItems="stretch" gap={3} data-no-print>
            <Flex gap={2} wrap="wrap" alignItems="flex-end">
              <Button variant="tertiary" size="L" aria-label={say('door.previousDay')} onClick={() => setAsked({ ...asked, date: addDays(date, -1) })}>
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
              <Button variant="tertiary" size="L" aria-label={say('door.nextDay')} onClick={() => setAsked({ ...asked, date: addDays(date, 1) })}>
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
                subtitle={say('door.seating', { booked: seating.booked, capacity: seating.capacity, arrived: seating.arrived })}
              >
                {seating.shown.length > 0 && (
                  <List>
                    {seating.shown.map((booking) => (
                      <Party key={booking.documentId} booking={booking}>
                        <Marks booking={booking} onMark={mark} busy={busy === booking.documentId} />
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
                  <Party key={booking.documentId} booking={booking} />
                ))}
              </List>
            </Section>
          )}
          {cancelled.length > 0 && (
            <Section title={say('door.cancelled')}>
              <List>
                {cancelled.map((booking) => (
                  <Party key={booking.documentId} booking={booking} />
                ))}
              </List>
            </Section>
          )}
          {updatedAt && (
            <Box paddingTop={6} paddingBottom={6} data-no-print>
              <Typography variant="pi" textColor="neutral600" role="status">
                {say('door.updated', { time: formatTime(updatedAt, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) })}
              </Typography>
            </Box>
          )}
        </Layouts.Content>
      </div>
    </Page.Main>
  );
}

/** The page, for the roles that may read bookings (the menu link is shown to them alone too). */
export default function DoorList() {
  return (
    <Page.Protect permissions={DOOR_PERMISSIONS}>
      <DoorListPage />
    </Page.Protect>
  );
}
