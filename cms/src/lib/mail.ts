import type { Core } from '@strapi/strapi'
import { BOOKING_LIMITS, CALENDAR_BOOKING_MINUTES, type RequestReason } from '../shared/booking-rules'
import { deadlineWords } from '../shared/deadline'
import { calendarFile } from '../shared/ics'
import { mapUrl, type Place } from '../shared/maps'
import { REQUEST_WHY } from '../shared/request-words'

export interface ReservationMail {
  reference: string
  date: string
  time: string
  partySize: number
  name: string
  email: string
  venue: string
  venueName: string
  phone: string
  notes: string
  locale: 'en' | 'es'
}

export const siteUrl = () => (process.env.SITE_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '')
export const localePrefix = (locale: 'en' | 'es') => (locale === 'es' ? '/es' : '')

/** The site's page where a guest sees, changes or cancels the booking the token names. */
export const manageUrl = (locale: 'en' | 'es', token: string) =>
  `${siteUrl()}${localePrefix(locale)}/ibiza/reservations/manage?token=${encodeURIComponent(token)}`

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/** A booking's date as the site writes it (src/lib/locale.ts's tags): `Monday, November 30, 2026`. */
const formatDate = (date: string, locale: 'en' | 'es') =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))

const COPY = {
  en: {
    subject: (m: ReservationMail) => `Your table at ${m.venueName} is confirmed — ${m.reference}`,
    hello: (m: ReservationMail) => `Hello ${m.name},`,
    body: (m: ReservationMail, when: string) =>
      `your table for ${m.partySize} at ${m.venueName} on ${when} at ${m.time} is confirmed.`,
    reference: 'Booking reference',
    notes: 'Your notes',
    manage: 'Change the number of guests or cancel, until the time of your booking:',
    manageAction: 'Manage my booking',
    hold: 'We hold tables for 15 minutes.',
    bye: 'See you soon,',
  },
  es: {
    subject: (m: ReservationMail) => `Tu mesa en ${m.venueName} está confirmada — ${m.reference}`,
    hello: (m: ReservationMail) => `Hola ${m.name}:`,
    body: (m: ReservationMail, when: string) =>
      `tu mesa para ${m.partySize} en ${m.venueName} el ${when} a las ${m.time} está confirmada.`,
    reference: 'Código de reserva',
    notes: 'Tus notas',
    manage: 'Cambia el número de personas o cancela, hasta la hora de tu reserva:',
    manageAction: 'Gestionar mi reserva',
    hold: 'Guardamos la mesa 15 minutos.',
    bye: 'Hasta pronto,',
  },
}

/**
 * The confirmation mail of a reservation, in the reservation's language, through the email plugin, with
 * the link where the guest changes the party size or cancels (`manageToken`, decision 026).
 */
export const sendReservationMail = async (
  strapi: Core.Strapi,
  m: ReservationMail,
  manageToken: string,
): Promise<void> => {
  const c = COPY[m.locale] ?? COPY.en
  const when = formatDate(m.date, m.locale)
  const manage = manageUrl(m.locale, manageToken)
  const lines = [
    c.hello(m),
    '',
    c.body(m, when),
    '',
    `${c.reference}: ${m.reference}`,
    ...(m.notes ? [`${c.notes}: ${m.notes}`] : []),
    '',
    c.manage,
    manage,
    '',
    c.hold,
    '',
    c.bye,
    m.venueName,
  ]
  const html = [
    `<p>${escapeHtml(c.hello(m))}</p>`,
    `<p>${escapeHtml(c.body(m, when))}</p>`,
    `<p>${escapeHtml(c.reference)}: <strong>${escapeHtml(m.reference)}</strong></p>`,
    ...(m.notes ? [`<p>${escapeHtml(c.notes)}: ${escapeHtml(m.notes)}</p>`] : []),
    `<p>${escapeHtml(c.manage)} <a href="${escapeHtml(manage)}">${escapeHtml(c.manageAction)}</a></p>`,
    `<p>${escapeHtml(c.hold)}</p>`,
    `<p>${escapeHtml(c.bye)}<br>${escapeHtml(m.venueName)}</p>`,
  ].join('\n')
  await strapi
    .plugin('email')
    .service('email')
    .send({
      to: m.email,
      subject: c.subject(m),
      text: lines.join('\n'),
      html,
    })
}

const CHANGED = {
  en: {
    party: {
      subject: (m: ReservationMail) =>
        `Your table at ${m.venueName} is now for ${m.partySize} — ${m.reference}`,
      body: (m: ReservationMail, when: string) =>
        `your table at ${m.venueName} on ${when} at ${m.time} is now for ${m.partySize}.`,
    },
    cancelled: {
      subject: (m: ReservationMail) => `Your table at ${m.venueName} is cancelled — ${m.reference}`,
      body: (m: ReservationMail, when: string) =>
        `your table for ${m.partySize} at ${m.venueName} on ${when} at ${m.time} is cancelled. We hope to see you another time.`,
    },
    notYou: 'If you did not make this change, reply to this e-mail.',
  },
  es: {
    party: {
      subject: (m: ReservationMail) =>
        `Tu mesa en ${m.venueName} es ahora para ${m.partySize} — ${m.reference}`,
      body: (m: ReservationMail, when: string) =>
        `tu mesa en ${m.venueName} el ${when} a las ${m.time} es ahora para ${m.partySize}.`,
    },
    cancelled: {
      subject: (m: ReservationMail) => `Tu mesa en ${m.venueName} está cancelada — ${m.reference}`,
      body: (m: ReservationMail, when: string) =>
        `tu mesa para ${m.partySize} en ${m.venueName} el ${when} a las ${m.time} está cancelada. Esperamos verte en otra ocasión.`,
    },
    notYou: 'Si no has hecho este cambio, responde a este correo.',
  },
}

/** The short mail after a guest changed the party size of a booking or cancelled it, in its language. */
export const sendChangeMail = async (
  strapi: Core.Strapi,
  m: ReservationMail,
  kind: 'party' | 'cancelled',
): Promise<void> => {
  const c = COPY[m.locale] ?? COPY.en
  const changed = CHANGED[m.locale] ?? CHANGED.en
  const when = formatDate(m.date, m.locale)
  const book = `${siteUrl()}${localePrefix(m.locale)}/ibiza/reservations`
  const lines = [c.hello(m), '', changed[kind].body(m, when), '', `${c.reference}: ${m.reference}`]
  if (kind === 'cancelled') lines.push('', book)
  lines.push('', changed.notYou, '', c.bye, m.venueName)
  const html = [
    `<p>${escapeHtml(c.hello(m))}</p>`,
    `<p>${escapeHtml(changed[kind].body(m, when))}</p>`,
    `<p>${escapeHtml(c.reference)}: <strong>${escapeHtml(m.reference)}</strong></p>`,
    `<p>${escapeHtml(changed.notYou)}</p>`,
    `<p>${escapeHtml(c.bye)}<br>${escapeHtml(m.venueName)}</p>`,
  ].join('\n')
  await strapi
    .plugin('email')
    .service('email')
    .send({ to: m.email, subject: changed[kind].subject(m), text: lines.join('\n'), html })
}

const PENDING = {
  en: {
    subject: (m: ReservationMail) => `Confirm your table at ${m.venueName} — ${m.reference}`,
    body: (m: ReservationMail, when: string, by: string) =>
      `you asked for a table for ${m.partySize} at ${m.venueName} on ${when} at ${m.time}. Open this link by ${by} to confirm it; until then the table is not held:`,
    ignore: 'If you did not ask for it, ignore this e-mail: nothing is booked.',
    action: 'Confirm my table',
    asksSubject: (m: ReservationMail) => `Send your table request at ${m.venueName} — ${m.reference}`,
    asksBody: (m: ReservationMail, when: string, by: string) =>
      `you asked for a table for ${m.partySize} at ${m.venueName} on ${when} at ${m.time}. For parties this large our team arranges the table themselves: open this link by ${by} to send them your request; until then the table is not held:`,
    asksAction: 'Send my request',
  },
  es: {
    subject: (m: ReservationMail) => `Confirma tu mesa en ${m.venueName} — ${m.reference}`,
    body: (m: ReservationMail, when: string, by: string) =>
      `has pedido una mesa para ${m.partySize} en ${m.venueName} el ${when} a las ${m.time}. Abre este enlace antes de ${by} para confirmarla; hasta entonces la mesa no está reservada:`,
    ignore: 'Si no la pediste, ignora este correo: no se reserva nada.',
    action: 'Confirmar mi mesa',
    asksSubject: (m: ReservationMail) => `Envía tu solicitud de mesa en ${m.venueName} — ${m.reference}`,
    asksBody: (m: ReservationMail, when: string, by: string) =>
      `has pedido una mesa para ${m.partySize} en ${m.venueName} el ${when} a las ${m.time}. Para grupos tan grandes nuestro equipo prepara la mesa personalmente: abre este enlace antes de ${by} para enviarles tu solicitud; hasta entonces la mesa no está reservada:`,
    asksAction: 'Enviar mi solicitud',
  },
}

/**
 * The mail of a pending booking (docs/spec.md §13.11): the link to the site's confirmation page and until when
 * it confirms the booking (`deadline`: a day, never past its seating, in the words the site uses), in the
 * guest's language. The token travels only in this mail; the CMS keeps its hash. A party above the large-party
 * limit is a request once the link is opened (§13.13), so its mail says the link sends the request to the team,
 * as the site's page does, rather than that it confirms the table.
 */
export const sendPendingMail = async (
  strapi: Core.Strapi,
  m: ReservationMail,
  token: string,
  deadline: number,
  timezone: string,
): Promise<void> => {
  const c = COPY[m.locale] ?? COPY.en
  const p = PENDING[m.locale] ?? PENDING.en
  const when = formatDate(m.date, m.locale)
  const asks = m.partySize > BOOKING_LIMITS.largeParty
  const body = (asks ? p.asksBody : p.body)(m, when, deadlineWords(deadline, timezone, m.locale))
  const link = `${siteUrl()}${localePrefix(m.locale)}/ibiza/reservations/confirm?token=${encodeURIComponent(token)}`
  const lines = [
    c.hello(m),
    '',
    body,
    '',
    link,
    '',
    `${c.reference}: ${m.reference}`,
    '',
    p.ignore,
    '',
    m.venueName,
  ]
  const html = [
    `<p>${escapeHtml(c.hello(m))}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(asks ? p.asksAction : p.action)}</a></p>`,
    `<p>${escapeHtml(c.reference)}: <strong>${escapeHtml(m.reference)}</strong></p>`,
    `<p>${escapeHtml(p.ignore)}</p>`,
  ].join('\n')
  await strapi
    .plugin('email')
    .service('email')
    .send({ to: m.email, subject: (asks ? p.asksSubject : p.subject)(m), text: lines.join('\n'), html })
}

const REQUEST = {
  en: {
    subject: (m: ReservationMail) => `We have your request for a table at ${m.venueName} — ${m.reference}`,
    body: (m: ReservationMail, when: string) =>
      `thank you: your request for a table for ${m.partySize} at ${m.venueName} on ${when} at ${m.time} is with our team.`,
    next: 'We will e-mail you as soon as they have answered, before the time of the table. Until then the table is not held; reply to this e-mail if you have a question.',
    changeSubject: (m: ReservationMail, partySize: number) =>
      `Your request for ${partySize} guests at ${m.venueName} — ${m.reference}`,
    changeBody: (m: ReservationMail, when: string, partySize: number) =>
      `your table for ${m.partySize} at ${m.venueName} on ${when} at ${m.time} stays booked. You asked to make it ${partySize}: our team looks at that themselves.`,
    changeNext: (m: ReservationMail) =>
      `We will e-mail you as soon as they have answered; until then your table stays for ${m.partySize}. Reply to this e-mail if you have a question.`,
    changeDeclined: (m: ReservationMail) =>
      `Your table at ${m.venueName} stays for ${m.partySize} — ${m.reference}`,
    changeDeclinedBody: (m: ReservationMail, when: string) =>
      `we are sorry: we cannot make your table at ${m.venueName} on ${when} at ${m.time} larger. It stays booked for ${m.partySize}. Reply to this e-mail or call us and we will gladly look for another way.`,
    declined: (m: ReservationMail) => `We cannot take your request at ${m.venueName} — ${m.reference}`,
    declinedBody: (m: ReservationMail, when: string) =>
      `we are sorry: we cannot take your request for a table for ${m.partySize} at ${m.venueName} on ${when} at ${m.time}. Reply to this e-mail or call us and we will gladly look for another time.`,
  },
  es: {
    subject: (m: ReservationMail) => `Hemos recibido tu solicitud de mesa en ${m.venueName} — ${m.reference}`,
    body: (m: ReservationMail, when: string) =>
      `gracias: tu solicitud de una mesa para ${m.partySize} en ${m.venueName} el ${when} a las ${m.time} está con nuestro equipo.`,
    next: 'Te escribiremos en cuanto respondan, antes de la hora de la mesa. Hasta entonces la mesa no está reservada; responde a este correo si tienes alguna pregunta.',
    changeSubject: (m: ReservationMail, partySize: number) =>
      `Tu solicitud para ${partySize} personas en ${m.venueName} — ${m.reference}`,
    changeBody: (m: ReservationMail, when: string, partySize: number) =>
      `tu mesa para ${m.partySize} en ${m.venueName} el ${when} a las ${m.time} sigue reservada. Has pedido que sea para ${partySize}: nuestro equipo lo revisa personalmente.`,
    changeNext: (m: ReservationMail) =>
      `Te escribiremos en cuanto respondan; hasta entonces tu mesa sigue siendo para ${m.partySize}. Responde a este correo si tienes alguna pregunta.`,
    changeDeclined: (m: ReservationMail) =>
      `Tu mesa en ${m.venueName} sigue siendo para ${m.partySize} — ${m.reference}`,
    changeDeclinedBody: (m: ReservationMail, when: string) =>
      `lo sentimos: no podemos ampliar tu mesa en ${m.venueName} el ${when} a las ${m.time}. Sigue reservada para ${m.partySize}. Responde a este correo o llámanos y buscaremos otra solución con gusto.`,
    declined: (m: ReservationMail) => `No podemos aceptar tu solicitud en ${m.venueName} — ${m.reference}`,
    declinedBody: (m: ReservationMail, when: string) =>
      `lo sentimos: no podemos aceptar tu solicitud de una mesa para ${m.partySize} en ${m.venueName} el ${when} a las ${m.time}. Responde a este correo o llámanos y buscaremos otra hora con gusto.`,
  },
}

/** A short mail to the guest: hello, its paragraphs, the booking's reference, then the goodbye and the venue. */
const sendGuestMail = async (
  strapi: Core.Strapi,
  m: ReservationMail,
  subject: string,
  body: string[],
): Promise<void> => {
  const c = COPY[m.locale] ?? COPY.en
  const paragraphs = [c.hello(m), ...body, `${c.reference}: ${m.reference}`]
  await strapi
    .plugin('email')
    .service('email')
    .send({
      to: m.email,
      subject,
      text: [...paragraphs, c.bye, m.venueName].join('\n\n'),
      html: [
        ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        `<p>${escapeHtml(c.bye)}<br>${escapeHtml(m.venueName)}</p>`,
      ].join('\n'),
    })
}

/** The guest's mail of a booking that waits for staff (docs/spec.md §13.13), with why, in its language. */
export const sendRequestMail = async (
  strapi: Core.Strapi,
  m: ReservationMail,
  reason: RequestReason,
): Promise<void> => {
  const r = REQUEST[m.locale] ?? REQUEST.en
  const why = REQUEST_WHY[m.locale] ?? REQUEST_WHY.en
  await sendGuestMail(strapi, m, r.subject(m), [r.body(m, formatDate(m.date, m.locale)), why[reason], r.next])
}

/** The guest's mail of a larger party that waits for staff while the table keeps its party (§13.12). */
export const sendChangeRequestMail = async (
  strapi: Core.Strapi,
  m: ReservationMail,
  partySize: number,
  reason: RequestReason,
): Promise<void> => {
  const r = REQUEST[m.locale] ?? REQUEST.en
  await sendGuestMail(strapi, m, r.changeSubject(m, partySize), [
    r.changeBody(m, formatDate(m.date, m.locale), partySize),
    (REQUEST_WHY[m.locale] ?? REQUEST_WHY.en)[reason],
    r.changeNext(m),
  ])
}

/** The guest's mail when staff could not take a larger party: the table stays as it was. */
export const sendChangeDeclinedMail = async (strapi: Core.Strapi, m: ReservationMail): Promise<void> => {
  const r = REQUEST[m.locale] ?? REQUEST.en
  await sendGuestMail(strapi, m, r.changeDeclined(m), [r.changeDeclinedBody(m, formatDate(m.date, m.locale))])
}

/** The guest's mail when staff declined a request (an accepted one gets the confirmation mail). */
export const sendDeclinedMail = async (strapi: Core.Strapi, m: ReservationMail): Promise<void> => {
  const r = REQUEST[m.locale] ?? REQUEST.en
  await sendGuestMail(strapi, m, r.declined(m), [r.declinedBody(m, formatDate(m.date, m.locale))])
}

/** A mail to the venue's staff. */
const sendStaffMail = async (
  strapi: Core.Strapi,
  to: string,
  subject: string,
  paragraphs: string[],
): Promise<void> => {
  await strapi
    .plugin('email')
    .service('email')
    .send({
      to,
      subject,
      text: paragraphs.join('\n\n'),
      html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
    })
}

/**
 * What staff are told of a request (docs/spec.md §13.13): why it waits for them, who asks for what — a table
 * for how many, or a larger party for a table that keeps its own — and how to accept or decline it. In both
 * of the admin's languages, English first: the venue's address is read by whoever is on shift.
 */
const STAFF = {
  en: {
    why: {
      largeParty: `Online bookings above ${BOOKING_LIMITS.largeParty} guests wait for you.`,
      busyNight:
        "New guests booked more than a quarter of the night's covers within the last hour, so new online bookings for that night wait for you.",
      busyConnection:
        'Many tables for that night were booked from the same connection (one client or one network), so the next ones wait for you.',
      busyDomain:
        'Many mailboxes at one e-mail domain booked that night within half an hour (more than its guests seen at the door explain, or many from one connection), so the domain counts as one guest and its next tables wait for you.',
      busyPhone: 'That phone number already has its tables that night, so the next ones wait for you.',
    } satisfies Record<RequestReason, string>,
    requestSubject: (m: ReservationMail) => `Table request for ${m.partySize} on ${m.date}`,
    request: (m: ReservationMail, when: string) =>
      `${m.reference}: ${m.name}, a table for ${m.partySize} on ${when} at ${m.time} at ${m.venueName}. In the door list it waits under "Waiting", with why. Set the reservation to confirmed to give it its table (the guest is mailed the confirmation), or to declined (the guest is told).`,
    changeSubject: (m: ReservationMail, partySize: number) =>
      `Larger party asked for: ${m.partySize} → ${partySize} on ${m.date}`,
    change: (m: ReservationMail, when: string, partySize: number) =>
      `${m.reference}: ${m.name} asks to make the table for ${m.partySize} on ${when} at ${m.time} at ${m.venueName} a table for ${partySize}. The door list shows it beside the table. Set its party size to ${partySize} to accept (the guest is mailed), or empty its requested party size to decline (the table stays for ${m.partySize}; the guest is told).`,
    notes: (notes: string) => `The guest's notes: “${notes}”`,
  },
  es: {
    why: {
      largeParty: `Las reservas en línea de más de ${BOOKING_LIMITS.largeParty} personas esperan vuestra respuesta.`,
      busyNight:
        'Clientes nuevos reservaron más de una cuarta parte de los cubiertos de la noche en la última hora, así que las nuevas reservas en línea de esa noche esperan vuestra respuesta.',
      busyConnection:
        'Se reservaron muchas mesas de esa noche desde una misma conexión (un cliente o una red), así que las siguientes esperan vuestra respuesta.',
      busyDomain:
        'Muchas direcciones de un mismo dominio de correo reservaron esa noche en media hora (más de las que explican sus clientes ya vistos en la puerta, o muchas desde una misma conexión), así que el dominio cuenta como un solo cliente y sus siguientes mesas esperan vuestra respuesta.',
      busyPhone:
        'Ese teléfono ya tiene sus mesas de esa noche, así que las siguientes esperan vuestra respuesta.',
    } satisfies Record<RequestReason, string>,
    requestSubject: (m: ReservationMail) => `Solicitud de mesa para ${m.partySize} el ${m.date}`,
    request: (m: ReservationMail, when: string) =>
      `${m.reference}: ${m.name}, una mesa para ${m.partySize} el ${when} a las ${m.time} en ${m.venueName}. En la lista de reservas espera en «En espera», con el motivo. Pon la reserva en confirmada para darle su mesa (el cliente recibe la confirmación por correo) o en rechazada (se le avisa).`,
    changeSubject: (m: ReservationMail, partySize: number) =>
      `Grupo más grande: ${m.partySize} → ${partySize} el ${m.date}`,
    change: (m: ReservationMail, when: string, partySize: number) =>
      `${m.reference}: ${m.name} pide que la mesa para ${m.partySize} del ${when} a las ${m.time} en ${m.venueName} sea para ${partySize}. La lista de reservas lo muestra junto a la mesa. Pon ${partySize} en el número de personas para aceptarlo (se avisa al cliente) o vacía el número de personas pedido para rechazarlo (la mesa sigue siendo para ${m.partySize}; se avisa al cliente).`,
    notes: (notes: string) => `Notas del cliente: «${notes}»`,
  },
}

/**
 * Staff's mail about a request (`partySize`: a larger party asked for a confirmed table), in both languages:
 * why it waits, what is asked, and how to decide it.
 */
export const sendStaffRequestMail = async (
  strapi: Core.Strapi,
  to: string,
  m: ReservationMail,
  reason: RequestReason,
  partySize?: number,
): Promise<void> => {
  const paragraphs = (locale: 'en' | 'es') => {
    const s = STAFF[locale]
    const when = formatDate(m.date, locale)
    return [
      s.why[reason],
      partySize ? s.change(m, when, partySize) : s.request(m, when),
      ...(m.notes ? [s.notes(m.notes)] : []),
    ]
  }
  const subject = (locale: 'en' | 'es') =>
    partySize ? STAFF[locale].changeSubject(m, partySize) : STAFF[locale].requestSubject(m)
  await sendStaffMail(strapi, to, `${subject('en')} / ${subject('es')} — ${m.reference}`, [
    ...paragraphs('en'),
    '—',
    ...paragraphs('es'),
  ])
}

const REMINDER = {
  en: {
    subject: (m: ReservationMail) => `Tomorrow at ${m.time}: your table at ${m.venueName} — ${m.reference}`,
    body: (m: ReservationMail, when: string) =>
      `we look forward to seeing you tomorrow, ${when}, at ${m.time}: a table for ${m.partySize} at ${m.venueName}.`,
    where: 'Where',
    map: 'Open the map',
    manage: 'More or fewer guests, or you cannot make it? Change or cancel until the time of your booking:',
    calendar: 'Add to calendar: open the attached file.',
    calendarTitle: (m: ReservationMail) => `Table for ${m.partySize} at ${m.venueName}`,
  },
  es: {
    subject: (m: ReservationMail) => `Mañana a las ${m.time}: tu mesa en ${m.venueName} — ${m.reference}`,
    body: (m: ReservationMail, when: string) =>
      `te esperamos mañana, ${when}, a las ${m.time}: una mesa para ${m.partySize} en ${m.venueName}.`,
    where: 'Dónde',
    map: 'Abrir el mapa',
    manage: '¿Cambia tu grupo o no puedes venir? Modifica o cancela hasta la hora de tu reserva:',
    calendar: 'Añadir al calendario: abre el archivo adjunto.',
    calendarTitle: (m: ReservationMail) => `Mesa para ${m.partySize} en ${m.venueName}`,
  },
}

/**
 * The reminder of the day before (docs/spec.md §13.14), in the booking's language: the time, where the venue
 * is (its address and a map link), the link to change or cancel (`manageToken`, a link of the reminder's own)
 * and the booking as a calendar file attached ("Add to calendar"; the same event as the site's `.ics`, so a
 * calendar that has it already updates it). The file never carries the manage link.
 */
export const sendReminderMail = async (
  strapi: Core.Strapi,
  m: ReservationMail & { timezone: string },
  place: Place,
  manageToken: string,
  now: number,
): Promise<void> => {
  const c = COPY[m.locale] ?? COPY.en
  const r = REMINDER[m.locale] ?? REMINDER.en
  const when = formatDate(m.date, m.locale)
  const manage = manageUrl(m.locale, manageToken)
  const map = mapUrl(place)
  const address = [place.address, place.city].filter(Boolean).join(', ') || m.venueName
  const calendar = calendarFile({
    uid: `${m.reference}@${new URL(siteUrl()).hostname}`,
    date: m.date,
    time: m.time,
    minutes: CALENDAR_BOOKING_MINUTES,
    timezone: m.timezone,
    summary: r.calendarTitle(m),
    description: `${c.reference}: ${m.reference}`,
    location: [m.venueName, place.address].filter(Boolean).join(', '),
    url: `${siteUrl()}${localePrefix(m.locale)}/ibiza`,
    now,
  })
  const lines = [
    c.hello(m),
    '',
    r.body(m, when),
    '',
    `${r.where}: ${address}`,
    map,
    '',
    r.manage,
    manage,
    '',
    r.calendar,
    '',
    `${c.reference}: ${m.reference}`,
    c.hold,
    '',
    c.bye,
    m.venueName,
  ]
  const html = [
    `<p>${escapeHtml(c.hello(m))}</p>`,
    `<p>${escapeHtml(r.body(m, when))}</p>`,
    `<p>${escapeHtml(r.where)}: ${escapeHtml(address)} · <a href="${escapeHtml(map)}">${escapeHtml(r.map)}</a></p>`,
    `<p>${escapeHtml(r.manage)} <a href="${escapeHtml(manage)}">${escapeHtml(c.manageAction)}</a></p>`,
    `<p>${escapeHtml(r.calendar)}</p>`,
    `<p>${escapeHtml(c.reference)}: <strong>${escapeHtml(m.reference)}</strong>. ${escapeHtml(c.hold)}</p>`,
    `<p>${escapeHtml(c.bye)}<br>${escapeHtml(m.venueName)}</p>`,
  ].join('\n')
  await strapi
    .plugin('email')
    .service('email')
    .send({
      to: m.email,
      subject: r.subject(m),
      text: lines.join('\n'),
      html,
      attachments: [
        {
          filename: `${m.reference}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: calendar,
        },
      ],
    })
}
