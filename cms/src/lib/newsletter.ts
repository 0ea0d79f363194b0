import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { canonicalEmail } from '../shared/guest-identity';
import { FieldErrors } from './errors';
import { bodyData, type Locale, readEmail, readLocale, str } from './fields';
import { escapeHtml, localePrefix, siteUrl } from './mail';
import { clock } from './clock';

/**
 * The newsletter's double opt-in and its mails (docs/spec.md §14.8). The worker signs the sign-up (address,
 * language, venues) into the confirmation link and asks here for the mail: nothing is stored until the
 * guest opens that link, when the worker sends the signed sign-up back to be stored. Every issue's mail
 * carries the subscriber's own unsubscribe link, as a link and as `List-Unsubscribe`.
 */
export const SUBSCRIBER_UID = 'api::subscriber.subscriber';
export const NEWSLETTER_UID = 'api::newsletter.newsletter';

const SLUG = /^[a-z0-9-]{1,100}$/;
/** More venues than the brand has is a request the worker did not build. */
const MAX_VENUES = 20;

const readVenues = (value: unknown, problems: FieldErrors): string[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_VENUES || !value.every((slug) => typeof slug === 'string' && SLUG.test(slug))) {
    problems.add('venues', 'venue', 'venues must be a list of venue slugs');
    return [];
  }
  return [...new Set(value as string[])];
};

/** The page a confirmation link must open: the site's own, in the sign-up's language. */
const confirmPage = (locale: Locale) => `${siteUrl()}${localePrefix(locale)}/newsletter/confirm?token=`;
export const unsubscribeUrl = (locale: Locale, token: string) =>
  `${siteUrl()}${localePrefix(locale)}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

const COPY = {
  en: {
    confirmSubject: 'Confirm your Solera newsletter',
    confirmText: (link: string) =>
      `Hello,\n\nsomeone (we hope you) asked for the Solera newsletter at this address. Open this link to confirm — until then we keep nothing:\n\n${link}\n\nIf it was not you, ignore this mail: you will hear nothing more from us.\n\nSolera`,
    unsubscribe: 'Unsubscribe from this newsletter:',
  },
  es: {
    confirmSubject: 'Confirma tu boletín de Solera',
    confirmText: (link: string) =>
      `Hola:\n\nalguien (esperamos que tú) ha pedido el boletín de Solera en esta dirección. Abre este enlace para confirmarlo; hasta entonces no guardamos nada:\n\n${link}\n\nSi no has sido tú, ignora este correo: no volverás a saber de nosotros.\n\nSolera`,
    unsubscribe: 'Darte de baja de este boletín:',
  },
} as const;

const mailer = (strapi: Core.Strapi) => strapi.plugin('email').service('email');

/** POST /newsletter/confirmation-mail { data: { email, locale, link } }: mails the link, stores nothing. */
export async function sendConfirmationMail(strapi: Core.Strapi, body: unknown): Promise<void> {
  const data = bodyData(body);
  const problems = new FieldErrors();
  const email = readEmail(data.email, problems);
  const locale = readLocale(data.locale, problems);
  const link = str(data.link) ?? '';
  // Only the site's own confirmation page: this endpoint mails nothing else, whoever holds the secret.
  if (!link.startsWith(confirmPage(locale)) || /\s/.test(link)) problems.add('link', 'link', 'link must be the site’s confirmation page');
  problems.throwIfAny();
  await mailer(strapi).send({ to: email, subject: COPY[locale].confirmSubject, text: COPY[locale].confirmText(link) });
}

/**
 * POST /newsletter/subscribers { data: { email, locale, venues } }: the signed sign-up whose link was opened.
 * One subscriber per mailbox: signing up again updates the language and venues and keeps the unsubscribe link.
 */
export async function storeSubscriber(strapi: Core.Strapi, body: unknown): Promise<{ created: boolean }> {
  const data = bodyData(body);
  const problems = new FieldErrors();
  const email = readEmail(data.email, problems);
  const language = readLocale(data.locale, problems);
  const venues = readVenues(data.venues, problems);
  problems.throwIfAny();
  const subscribers = strapi.db.query(SUBSCRIBER_UID);
  const mailbox = canonicalEmail(email);
  const known = (await subscribers.findOne({ where: { mailbox }, select: ['id'] })) as { id: number } | null;
  if (known) {
    await subscribers.update({ where: { id: known.id }, data: { email, language, venues } });
    return { created: false };
  }
  const unsubscribeToken = randomBytes(24).toString('base64url');
  await subscribers.create({ data: { email, mailbox, language, venues, confirmedAt: clock.date(), unsubscribeToken } });
  return { created: true };
}

/** POST /newsletter/unsubscribe { data: { token } }: the subscriber is deleted; false when no one has that link. */
export async function removeSubscriber(strapi: Core.Strapi, body: unknown): Promise<boolean> {
  const token = str(bodyData(body).token) ?? '';
  if (!/^[\w-]{20,100}$/.test(token)) return false;
  const deleted = (await strapi.db.query(SUBSCRIBER_UID).delete({ where: { unsubscribeToken: token } })) as { id?: number } | null;
  return !!deleted?.id;
}

interface Issue {
  subject: string;
  body: string;
  venues: unknown;
}

interface Subscriber {
  email: string;
  venues: unknown;
  unsubscribeToken: string;
}

/** The key that says an issue went out in a language: publishing it again (a correction) mails nobody twice. */
const sentKey = (documentId: string, locale: Locale) => `newsletter-sent:${documentId}:${locale}`;

/**
 * Mails a published issue to the subscribers of its language (those interested in one of its venues when it
 * names any), once. Each mail carries the subscriber's own unsubscribe link, in the text and as
 * `List-Unsubscribe` with one-click unsubscribing (RFC 8058) for mail programs.
 */
export async function sendIssue(strapi: Core.Strapi, documentId: string, locale: Locale): Promise<number> {
  const store = strapi.store({ type: 'plugin', name: 'newsletter' });
  if (await store.get({ key: sentKey(documentId, locale) })) {
    strapi.log.info(`[newsletter] ${documentId} (${locale}) was mailed before: not again`);
    return 0;
  }
  const issue = (await strapi.documents(NEWSLETTER_UID as never).findOne({ documentId, locale, status: 'published' } as never)) as Issue | null;
  if (!issue) {
    strapi.log.warn(`[newsletter] ${documentId} (${locale}) is not published in that language: nothing mailed`);
    return 0;
  }
  await store.set({ key: sentKey(documentId, locale), value: clock.date().toISOString() });
  const only = Array.isArray(issue.venues) ? (issue.venues as unknown[]).filter((slug): slug is string => typeof slug === 'string') : [];
  const subscribers = (await strapi.db.query(SUBSCRIBER_UID).findMany({
    where: { language: locale },
    select: ['email', 'venues', 'unsubscribeToken'],
  })) as Subscriber[];
  // A subscriber who chose no venue hears of every venue.
  const readers = subscribers.filter((subscriber) => {
    const theirs = Array.isArray(subscriber.venues) ? (subscriber.venues as unknown[]) : [];
    return only.length === 0 || theirs.length === 0 || theirs.some((slug) => only.includes(slug as string));
  });
  for (const reader of readers) {
    const leave = unsubscribeUrl(locale, reader.unsubscribeToken);
    await mailer(strapi).send({
      to: reader.email,
      subject: issue.subject,
      text: `${issue.body}\n\n—\n${COPY[locale].unsubscribe} ${leave}`,
      html: `${issue.body
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join('')}<hr><p>${escapeHtml(COPY[locale].unsubscribe)} <a href="${escapeHtml(leave)}">${escapeHtml(leave)}</a></p>`,
      headers: { 'List-Unsubscribe': `<${leave}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }
  strapi.log.info(`[newsletter] ${documentId} (${locale}) mailed to ${readers.length} of ${subscribers.length} subscribers`);
  return readers.length;
}

type DocCtx = { uid: string; action: string; params?: Record<string, unknown> };
type Published = { documentId?: string; locale?: string; entries?: Array<{ documentId?: string; locale?: string }> } | null;

/** Publishing an issue (in any of its languages) mails it in that language. */
export const registerNewsletterMiddleware = (strapi: Core.Strapi): void => {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as DocCtx;
    const result = await next();
    if (ctx.uid !== NEWSLETTER_UID) return result;
    const params = ctx.params ?? {};
    const published = ctx.action === 'publish' || ((ctx.action === 'create' || ctx.action === 'update') && params.status === 'published');
    if (!published) return result;
    const res = result as Published;
    const entries = res?.entries?.length ? res.entries : [res ?? {}];
    for (const entry of entries) {
      const documentId = entry.documentId ?? (typeof params.documentId === 'string' ? params.documentId : undefined);
      const locale = entry.locale ?? params.locale;
      if (documentId && (locale === 'en' || locale === 'es')) {
        await sendIssue(strapi, documentId, locale).catch((error: Error) => strapi.log.error(`[newsletter] ${documentId} ${locale}: ${error.message}`));
      }
    }
    return result;
  });
};
