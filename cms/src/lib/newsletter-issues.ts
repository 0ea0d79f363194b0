import type { Core } from '@strapi/strapi'
import { clock } from './clock'
import type { Locale } from './fields'
import { issueMail, mailer, NEWSLETTER_UID, SUBSCRIBER_UID, testMail, unsubscribeUrl } from './newsletter'

/**
 * Sending a newsletter issue (docs/spec.md §14.9, decision 039): editors do it from the issue's page in the
 * admin, never by publishing. The admin asks for the issue's audience (how many subscribers of each language
 * it would reach), sends a test of the saved issue to the editor's own address, then sends the published
 * issue once, after the editor confirmed that count. The send is claimed with one conditional update (the
 * rows of an issue whose `sentAt` is empty), so a second press, a second editor or a second CMS replica sends
 * nothing; the issue keeps when and to how many it went. Only the CMS writes those two fields.
 */

export const LANGUAGES: readonly Locale[] = ['en', 'es']
const SENT_FIELDS = ['sentAt', 'sentCount'] as const

interface IssueRow {
  locale: Locale
  publishedAt: string | Date | null
  subject: string
  body: string
  venues: unknown
  sentAt: string | Date | null
  sentCount: number | null
}

/**
 * Where an issue stands in one language: `published` (what would be sent), `modified` (published, with
 * changes saved since: publish them first), `draft` (never published: its subscribers get nothing), `none`.
 */
export type IssueState = 'published' | 'modified' | 'draft' | 'none'

export interface IssueLanguage {
  locale: Locale
  state: IssueState
  /** Subscribers of this language the issue reaches (by its venues). */
  subscribers: number
}

export interface IssueStatus {
  languages: IssueLanguage[]
  sentAt: string | null
  sentCount: number | null
}

/** Why an issue cannot be sent: the answer's `details.code` (the admin words it). */
export class IssueRefusal extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly code: 'notFound' | 'sent' | 'unpublishedChanges' | 'notPublished' | 'nothingSaved',
    message: string,
  ) {
    super(message)
  }
}

const slugsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((slug): slug is string => typeof slug === 'string') : []

/** A subscriber hears of an issue about any of their venues; one who chose none, or an issue for all, of every one. */
const reaches = (issueVenues: string[], theirs: string[]) =>
  issueVenues.length === 0 || theirs.length === 0 || theirs.some((slug) => issueVenues.includes(slug))

const rowsOf = async (strapi: Core.Strapi, documentId: string) => {
  const rows = (await strapi.db.query(NEWSLETTER_UID).findMany({
    where: { documentId },
    select: ['locale', 'publishedAt', 'subject', 'body', 'venues', 'sentAt', 'sentCount'],
  })) as IssueRow[]
  if (rows.length === 0) throw new IssueRefusal(404, 'notFound', 'No newsletter issue has this id')
  return rows
}

const stateOf = (draft: IssueRow | undefined, published: IssueRow | undefined): IssueState => {
  if (!published) return draft ? 'draft' : 'none'
  const same =
    !draft ||
    (draft.subject === published.subject &&
      draft.body === published.body &&
      JSON.stringify(slugsOf(draft.venues)) === JSON.stringify(slugsOf(published.venues)))
  return same ? 'published' : 'modified'
}

const readersOf = async (strapi: Core.Strapi, locale: Locale, issueVenues: string[]) => {
  const subscribers = (await strapi.db.query(SUBSCRIBER_UID).findMany({
    where: { language: locale },
    select: ['email', 'venues', 'unsubscribeToken'],
  })) as Array<{ email: string; venues: unknown; unsubscribeToken: string }>
  return subscribers.filter((subscriber) => reaches(issueVenues, slugsOf(subscriber.venues)))
}

const dateOf = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)

/** An issue's audience in each language and whether it went out. */
export async function issueStatus(strapi: Core.Strapi, documentId: string): Promise<IssueStatus> {
  const rows = await rowsOf(strapi, documentId)
  const languages = await Promise.all(
    LANGUAGES.map(async (locale): Promise<IssueLanguage> => {
      const draft = rows.find((row) => row.locale === locale && !row.publishedAt)
      const published = rows.find((row) => row.locale === locale && row.publishedAt)
      const venues = slugsOf((published ?? draft)?.venues)
      return {
        locale,
        state: stateOf(draft, published),
        subscribers: (await readersOf(strapi, locale, venues)).length,
      }
    }),
  )
  const sent = rows.find((row) => row.sentAt)
  return { languages, sentAt: dateOf(sent?.sentAt), sentCount: sent?.sentCount ?? null }
}

/** The saved issue, in each language it has, to its editor alone: what the subscribers would read. */
export async function sendTestIssue(strapi: Core.Strapi, documentId: string, to: string): Promise<Locale[]> {
  const drafts = (await rowsOf(strapi, documentId)).filter(
    (row) => !row.publishedAt && row.subject && row.body,
  )
  if (drafts.length === 0)
    throw new IssueRefusal(409, 'nothingSaved', 'The issue has no saved subject and text yet')
  for (const draft of drafts) await mailer(strapi).send(testMail(draft, draft.locale, to))
  return drafts.map((draft) => draft.locale)
}

/**
 * Mails the published issue to the subscribers of each language it is published in, once. Refused when it went
 * out already, when a language has changes that are not published (what the editor checked would not be what
 * is sent) or when no language is published.
 */
export async function sendIssue(
  strapi: Core.Strapi,
  documentId: string,
  now = clock.date(),
): Promise<IssueStatus> {
  const status = await issueStatus(strapi, documentId)
  if (status.sentAt) throw new IssueRefusal(409, 'sent', 'This issue was sent already')
  if (status.languages.some((language) => language.state === 'modified')) {
    throw new IssueRefusal(409, 'unpublishedChanges', 'Publish the issue’s changes before sending it')
  }
  const rows = await rowsOf(strapi, documentId)
  const published = rows.filter((row) => row.publishedAt)
  if (published.length === 0)
    throw new IssueRefusal(409, 'notPublished', 'Publish the issue before sending it')

  const claim = (await strapi.db
    .query(NEWSLETTER_UID)
    .updateMany({ where: { documentId, sentAt: null }, data: { sentAt: now } })) as { count: number }
  if (claim.count === 0) throw new IssueRefusal(409, 'sent', 'This issue was sent already')
  let sent = 0
  for (const issue of published) {
    for (const reader of await readersOf(strapi, issue.locale, slugsOf(issue.venues))) {
      try {
        await mailer(strapi).send(
          issueMail(issue, issue.locale, reader.email, unsubscribeUrl(issue.locale, reader.unsubscribeToken)),
        )
        sent += 1
      } catch (error) {
        strapi.log.error(
          `[newsletter] ${documentId} (${issue.locale}) to a subscriber: ${(error as Error).message}`,
        )
      }
    }
  }
  await strapi.db.query(NEWSLETTER_UID).updateMany({ where: { documentId }, data: { sentCount: sent } })
  strapi.log.info(`[newsletter] ${documentId} sent to ${sent} subscribers`)
  return { ...status, sentAt: now.toISOString(), sentCount: sent }
}

interface IssueContext {
  params?: { documentId?: string }
  state: { userAbility?: unknown; user?: { email?: string } }
  status: number
  body: unknown
}

interface NewsletterChecker {
  cannot: { read(): boolean; update(): boolean; publish(): boolean }
}

const checkerFor = (strapi: Core.Strapi, userAbility: unknown): NewsletterChecker =>
  strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility, model: NEWSLETTER_UID })

const answer = async (
  ctx: IssueContext,
  allowed: (checker: NewsletterChecker) => boolean,
  strapi: Core.Strapi,
  work: () => Promise<unknown>,
) => {
  if (!allowed(checkerFor(strapi, ctx.state.userAbility))) {
    ctx.status = 403
    ctx.body = {
      data: null,
      error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} },
    }
    return
  }
  try {
    ctx.body = { data: await work() }
  } catch (error) {
    if (!(error instanceof IssueRefusal)) throw error
    ctx.status = error.status
    ctx.body = {
      data: null,
      error: {
        status: error.status,
        name: error.status === 404 ? 'NotFoundError' : 'ConflictError',
        message: error.message,
        details: { code: error.code },
      },
    }
  }
}

/**
 * The admin API's newsletter routes (so only with the panel on, for a signed-in administrator):
 * `GET /newsletter-issues/:documentId` the audience and whether it went out (whoever may read issues),
 * `POST …/test` a test to the administrator's own address (whoever may change issues), `POST …/send` the send
 * (whoever may publish them: editors, not authors).
 */
export const registerNewsletterIssues = (strapi: Core.Strapi): void => {
  const documentIdOf = (ctx: IssueContext) => String(ctx.params?.documentId ?? '')
  strapi.server.routes({
    type: 'admin',
    prefix: '/newsletter-issues',
    routes: [
      {
        method: 'GET',
        path: '/:documentId',
        info: {},
        handler: (ctx: IssueContext) =>
          answer(
            ctx,
            (checker) => !checker.cannot.read(),
            strapi,
            () => issueStatus(strapi, documentIdOf(ctx)),
          ),
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
      {
        method: 'POST',
        path: '/:documentId/test',
        info: {},
        handler: (ctx: IssueContext) =>
          answer(
            ctx,
            (checker) => !checker.cannot.update(),
            strapi,
            async () => ({
              to: ctx.state.user?.email,
              languages: await sendTestIssue(strapi, documentIdOf(ctx), String(ctx.state.user?.email)),
            }),
          ),
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
      {
        method: 'POST',
        path: '/:documentId/send',
        info: {},
        handler: (ctx: IssueContext) =>
          answer(
            ctx,
            (checker) => !checker.cannot.publish(),
            strapi,
            () => sendIssue(strapi, documentIdOf(ctx)),
          ),
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  })
}

type DocumentWrite = { uid: string; action: string; params?: { data?: Record<string, unknown> } }

/**
 * When and to how many an issue went are the send's to write: a save, a publish or a staff tool's write drops
 * them from what it writes (the send writes them below the Document Service), so they cannot be faked or cleared.
 */
export const registerSentFieldsGuard = (strapi: Core.Strapi): void => {
  strapi.documents.use(async (context, next) => {
    const write = context as unknown as DocumentWrite
    const data = write.params?.data
    if (write.uid === NEWSLETTER_UID && data) for (const field of SENT_FIELDS) delete data[field]
    return next()
  })
}

/** Issues mailed by publishing before sending was the editors' (a store key per issue and language) keep that. */
export const markIssuesSentByPublishing = async (strapi: Core.Strapi): Promise<void> => {
  const keys = (await strapi.db.query('strapi::core-store').findMany({
    where: { key: { $startsWith: 'plugin_newsletter_newsletter-sent:' } },
    select: ['key', 'value'],
  })) as Array<{ key: string; value: string }>
  for (const { key, value } of keys) {
    const documentId = key.split(':')[1]
    const sentAt = new Date(JSON.parse(value) as string)
    if (documentId && !Number.isNaN(sentAt.getTime())) {
      await strapi.db
        .query(NEWSLETTER_UID)
        .updateMany({ where: { documentId, sentAt: null }, data: { sentAt } })
    }
  }
}
