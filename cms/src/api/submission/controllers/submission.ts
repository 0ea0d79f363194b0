import type { Core } from '@strapi/strapi'
import { factories } from '@strapi/strapi'
import { clock } from '../../../lib/clock'
import { FieldErrors } from '../../../lib/errors'
import { bodyData, isHttpUrl, readEmail, readLocale, readName, readText, str } from '../../../lib/fields'
import type { Submitted } from '../../../shared/answers'
import { MESSAGE_MAX } from '../../../shared/field-rules'

const KINDS = ['contact', 'demo', 'licensing', 'brand'] as const
type Kind = (typeof KINDS)[number]
const isKind = (value: unknown): value is Kind => KINDS.includes(value as Kind)

type Ctx = { request: { body?: unknown }; status: number; body: unknown }

/** The optional link of a submission (code `link`); a demo must have one, http or https. */
const readLink = (value: unknown, kind: Kind | undefined, problems: FieldErrors): string => {
  const link = value === undefined || value === null ? '' : str(value)
  if (link === undefined) problems.add('link', 'link', 'link must be text')
  else if (link === '' && kind === 'demo')
    problems.add('link', 'required', 'link is required for a demo (http or https URL)')
  else if (link !== '' && !isHttpUrl(link)) problems.add('link', 'link', 'link must be an http or https URL')
  return link ?? ''
}

export default factories.createCoreController(
  'api::submission.submission',
  ({ strapi }: { strapi: Core.Strapi }) => ({
    /** POST /api/submissions { data: { kind, name, email, message, link, locale } } → 201 { data: { id, documentId, kind } } (the worker only) */
    async submit(ctx: Ctx) {
      const data = bodyData(ctx.request.body)
      const problems = new FieldErrors()
      const kind = str(data.kind)
      if (!kind) problems.add('kind', 'required', 'kind is required')
      else if (!isKind(kind)) problems.add('kind', 'kind', `kind must be one of ${KINDS.join(', ')}`)
      const name = readName(data.name, problems)
      const email = readEmail(data.email, problems)
      const message = readText('message', data.message, MESSAGE_MAX, problems, true)
      const link = readLink(data.link, isKind(kind) ? kind : undefined, problems)
      const language = readLocale(data.locale, problems)
      problems.throwIfAny()

      const created = await strapi.db.query('api::submission.submission').create({
        data: {
          kind,
          name,
          email,
          message,
          link: link || null,
          language,
          handled: false,
          publishedAt: clock.date(),
        },
      })

      const notify = process.env.SUBMISSIONS_NOTIFY
      if (notify) {
        strapi
          .plugin('email')
          .service('email')
          .send({
            to: notify,
            replyTo: email,
            subject: `[${kind}] ${name}`,
            text: `${name} <${email}>\n${link ? `${link}\n` : ''}\n${message}`,
          })
          .catch((err: Error) => strapi.log.warn(`[submission] notification failed: ${err.message}`))
      }

      ctx.status = 201
      ctx.body = {
        data: { id: created.id, documentId: created.documentId, kind: String(created.kind) },
      } satisfies Submitted
    },
  }),
)
