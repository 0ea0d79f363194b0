import { randomBytes } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { canonicalEmail } from '../shared/guest-identity'
import { clock } from './clock'
import { FieldErrors } from './errors'
import { bodyData, type Locale, readEmail, readLocale, str } from './fields'
import { escapeHtml, localePrefix, siteUrl } from './mail'

/**
 * The newsletter's double opt-in and its mails (docs/spec.md §14.8). The worker signs the sign-up (address,
 * language, venues) into the confirmation link and asks here for the mail: nothing is stored until the
 * guest opens that link, when the worker sends the signed sign-up back to be stored. Every issue's mail
 * carries the subscriber's own unsubscribe link, as a link and as `List-Unsubscribe`; editors send issues
 * from the admin (src/lib/newsletter-issues.ts).
 */
export const SUBSCRIBER_UID = 'api::subscriber.subscriber'
export const NEWSLETTER_UID = 'api::newsletter.newsletter'

const SLUG = /^[a-z0-9-]{1,100}$/
/** More venues than the brand has is a request the worker did not build. */
const MAX_VENUES = 20

const readVenues = (value: unknown, problems: FieldErrors): string[] => {
  if (value === undefined || value === null) return []
  if (
    !Array.isArray(value) ||
    value.length > MAX_VENUES ||
    !value.every((slug) => typeof slug === 'string' && SLUG.test(slug))
  ) {
    problems.add('venues', 'venue', 'venues must be a list of venue slugs')
    return []
  }
  return [...new Set(value as string[])]
}

/** The page a confirmation link must open: the site's own, in the sign-up's language. */
const confirmPage = (locale: Locale) => `${siteUrl()}${localePrefix(locale)}/newsletter/confirm?token=`
export const unsubscribeUrl = (locale: Locale, token: string) =>
  `${siteUrl()}${localePrefix(locale)}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`

const COPY = {
  en: {
    confirmSubject: 'Confirm your Solera newsletter',
    confirmText: (link: string) =>
      `Hello,\n\nsomeone (we hope you) asked for the Solera newsletter at this address. Open this link to confirm — until then we keep nothing:\n\n${link}\n\nIf it was not you, ignore this mail: you will hear nothing more from us.\n\nSolera`,
    unsubscribe: 'Unsubscribe from this newsletter:',
    test: 'Test',
  },
  es: {
    confirmSubject: 'Confirma tu boletín de Solera',
    confirmText: (link: string) =>
      `Hola:\n\nalguien (esperamos que tú) ha pedido el boletín de Solera en esta dirección. Abre este enlace para confirmarlo; hasta entonces no guardamos nada:\n\n${link}\n\nSi no has sido tú, ignora este correo: no volverás a saber de nosotros.\n\nSolera`,
    unsubscribe: 'Darte de baja de este boletín:',
    test: 'Prueba',
  },
} as const

export const mailer = (strapi: Core.Strapi) => strapi.plugin('email').service('email')

/** POST /newsletter/confirmation-mail { data: { email, locale, link } }: mails the link, stores nothing. */
export async function sendConfirmationMail(strapi: Core.Strapi, body: unknown): Promise<void> {
  const data = bodyData(body)
  const problems = new FieldErrors()
  const email = readEmail(data.email, problems)
  const locale = readLocale(data.locale, problems)
  const link = str(data.link) ?? ''
  // Only the site's own confirmation page: this endpoint mails nothing else, whoever holds the secret.
  if (!link.startsWith(confirmPage(locale)) || /\s/.test(link))
    problems.add('link', 'link', 'link must be the site’s confirmation page')
  problems.throwIfAny()
  await mailer(strapi).send({
    to: email,
    subject: COPY[locale].confirmSubject,
    text: COPY[locale].confirmText(link),
  })
}

/**
 * POST /newsletter/subscribers { data: { email, locale, venues } }: the signed sign-up whose link was opened.
 * One subscriber per mailbox: signing up again updates the language and venues and keeps the unsubscribe link.
 */
export async function storeSubscriber(strapi: Core.Strapi, body: unknown): Promise<{ created: boolean }> {
  const data = bodyData(body)
  const problems = new FieldErrors()
  const email = readEmail(data.email, problems)
  const language = readLocale(data.locale, problems)
  const venues = readVenues(data.venues, problems)
  problems.throwIfAny()
  const subscribers = strapi.db.query(SUBSCRIBER_UID)
  const mailbox = canonicalEmail(email)
  const known = (await subscribers.findOne({ where: { mailbox }, select: ['id'] })) as { id: number } | null
  if (known) {
    await subscribers.update({ where: { id: known.id }, data: { email, language, venues } })
    return { created: false }
  }
  const unsubscribeToken = randomBytes(24).toString('base64url')
  await subscribers.create({
    data: { email, mailbox, language, venues, confirmedAt: clock.date(), unsubscribeToken },
  })
  return { created: true }
}

/** POST /newsletter/unsubscribe { data: { token } }: the subscriber is deleted; false when no one has that link. */
export async function removeSubscriber(strapi: Core.Strapi, body: unknown): Promise<boolean> {
  const token = str(bodyData(body).token) ?? ''
  if (!/^[\w-]{20,100}$/.test(token)) return false
  const deleted = (await strapi.db.query(SUBSCRIBER_UID).delete({ where: { unsubscribeToken: token } })) as {
    id?: number
  } | null
  return !!deleted?.id
}

export interface IssueText {
  subject: string
  body: string
}

/**
 * An issue's mail in `locale` to one reader, whose own unsubscribe link it carries in the text and as
 * `List-Unsubscribe` with one-click unsubscribing (RFC 8058) for mail programs.
 */
export const issueMail = (issue: IssueText, locale: Locale, to: string, leave: string) => ({
  to,
  subject: issue.subject,
  text: `${issue.body}\n\n—\n${COPY[locale].unsubscribe} ${leave}`,
  html: `${issue.body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join(
      '',
    )}<hr><p>${escapeHtml(COPY[locale].unsubscribe)} <a href="${escapeHtml(leave)}">${escapeHtml(leave)}</a></p>`,
  headers: { 'List-Unsubscribe': `<${leave}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
})

/** The same mail as a test for its editor: its subject says so, its unsubscribe link leads nowhere. */
export const testMail = (issue: IssueText, locale: Locale, to: string) => {
  const mail = issueMail(issue, locale, to, unsubscribeUrl(locale, 'test'))
  return { ...mail, subject: `[${COPY[locale].test}] ${issue.subject}` }
}
