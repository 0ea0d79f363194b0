/**
 * The newsletter (docs/spec.md §14.8), signed up for with a double opt-in: `/newsletter` takes an address,
 * the mails' language and the venues of interest, and asks the CMS to mail a link — the sign-up itself,
 * signed by the worker, so nothing is stored anywhere until the link is opened. `/newsletter/confirm` opens
 * on that link with a button (a mail scanner fetching links subscribes nobody) that stores the subscriber in
 * the CMS; `/newsletter/unsubscribe` is where every newsletter mail's own link leads.
 */
import type { MiddlewareHandler } from 'hono'
import { ConfirmationMailed, Subscribed, Unsubscribed } from '../../cms/src/shared/answers'
import { PageTitle } from '../app/components/page-title'
import { botCheckFor } from '../app/forms/bot-check'
import { errorTexts } from '../app/forms/Field'
import { FormMessage } from '../app/forms/FormMessage'
import { validationMessages } from '../app/forms/messages'
import NewsletterForm from '../app/islands/NewsletterForm'
import { href, withQuery } from '../app/paths'
import { useRenderContext } from '../app/render-context'
import { type AppEnv, siteOrigin } from '../config'
import { NEWSLETTER_FORMS, NEWSLETTER_START_FIELD } from '../lib/forms/form-ids'
import { chosenVenues, newsletterSchema } from '../lib/forms/newsletter'
import type { MessageKey } from '../lib/i18n'
import { LOCALES, type Locale } from '../lib/locale'
import { clockOf } from '../server/clock.server'
import { CmsError } from '../server/cms/errors.server'
import { cmsClient } from '../server/cms/index.server'
import { requestContext } from '../server/context.server'
import {
  acceptForm,
  admitPublicForm,
  cmsRefusal,
  defineForm,
  limitsDown,
  readForm,
  refuseBurst,
  refuseForm,
  refuseTooMany,
  unavailable,
} from '../server/forms.server'
import { reserveMail } from '../server/limits/mail.server'
import { isFromSite } from '../server/middleware/same-site-posts.server'
import { definePage, type PageContext } from '../server/page.server'
import { isSigned, issueFormToken, sign } from '../server/signing.server'
import { queryValue } from './params'

/** How long a confirmation link works. */
const LINK_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000
const TOKEN = /^[\w-]{10,2000}\.[0-9a-f]{64}$/
const UNSUBSCRIBE_TOKEN = /^[\w-]{20,100}$/

/** A sign-up as its link carries it: the address, the mails' language, the venues, when it was asked. */
interface SignUp {
  email: string
  locale: Locale
  venues: string[]
  at: number
}

const encode = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
const decode = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0)),
  )

/** The sign-up, signed (HMAC with SIGNING_SECRET): the link's token. */
async function signUpToken(ctx: PageContext, signUp: SignUp) {
  const payload = encode(JSON.stringify(signUp))
  return `${payload}.${await sign(ctx.env, `newsletter:${payload}`)}`
}

/** The sign-up a link's token carries; `expired` past its days, null when it is not the worker's. */
async function readSignUp(ctx: PageContext, token: string): Promise<SignUp | 'expired' | null> {
  if (!TOKEN.test(token)) return null
  const [payload = '', signature = ''] = token.split('.')
  if (!(await isSigned(ctx.env, `newsletter:${payload}`, signature))) return null
  try {
    const signUp = JSON.parse(decode(payload)) as SignUp
    return clockOf(ctx.c).now() - signUp.at > LINK_DAYS * DAY_MS ? 'expired' : signUp
  } catch {
    return null
  }
}

const LABELS = [
  'email',
  'language',
  'venues',
  'venuesHint',
  'promise',
  'submit',
  'sending',
  'offline',
  'trap',
] as const

/** What the newsletter page shows after a step: the link on its way, subscribed, unsubscribed. */
const DONE = ['sent', 'subscribed', 'unsubscribed'] as const
type Done = (typeof DONE)[number]

interface NewsletterData {
  venues: { slug: string; name: string }[]
  token: string
  done?: Done
}

/**
 * The sign-up (docs/spec.md §14.8): the schema, the trap, the burst limit of contact-type forms (§11.6), the
 * fill-time token and bot check (§11.9, §11.10) and the account mails' limits per client and inbox (§11.12);
 * then the CMS mails the signed link. Past the inbox's limit nothing is sent and the answer is the same.
 */
const subscribe = defineForm(NEWSLETTER_FORMS.subscribe, newsletterSchema, async (ctx, input, values) => {
  const id = NEWSLETTER_FORMS.subscribe
  const done = withQuery(href('newsletter', {}, ctx.locale), { done: 'sent' })
  if (input.website) return acceptForm(ctx, { redirect: done })
  const burst = await refuseBurst(ctx, id, values)
  if (burst) return burst
  const admission = await admitPublicForm(ctx, id, values)
  if (admission instanceof Response) return admission
  const mail = await reserveMail(ctx.c, input.email).catch(limitsDown)
  if (!mail || (!mail.send && mail.tooMany)) await admission.settle(false)
  if (!mail) return refuseForm(ctx, id, values, unavailable(ctx))
  if (!mail.send) {
    if (!mail.tooMany) return acceptForm(ctx, { redirect: done })
    return refuseTooMany(ctx, id, values, {
      retryAfterSeconds: mail.retryAfterSeconds,
      message: ctx.t('auth.errors.tooManyRequests', { minutes: Math.ceil(mail.retryAfterSeconds / 60) }),
    })
  }
  const venues = chosenVenues(
    values,
    (await ctx.content.venues(ctx.locale)).items.map((venue) => venue.slug),
  )
  const token = await signUpToken(ctx, {
    email: input.email,
    locale: input.locale,
    venues,
    at: clockOf(ctx.c).now(),
  })
  const link = `${siteOrigin(ctx.env)}${withQuery(href('newsletter-confirm', {}, input.locale), { token })}`
  try {
    await cmsClient(ctx.c).request('/newsletter/confirmation-mail', ConfirmationMailed, {
      method: 'POST',
      body: { data: { email: input.email, locale: input.locale, link } },
    })
  } catch (error) {
    await Promise.all([mail.settle(false), admission.settle(false)])
    return refuseForm(ctx, id, values, cmsRefusal(ctx, error))
  }
  await Promise.all([mail.settle(true), admission.settle(true)])
  return acceptForm(ctx, { redirect: done })
})

/** `/newsletter`: the sign-up form, or what the last step did (`?done=`). */
export const newsletterPage = definePage<NewsletterData>({
  query: ['done'],
  async load(ctx) {
    const [venues, token] = await Promise.all([
      ctx.content.venues(ctx.locale),
      issueFormToken(ctx.env, NEWSLETTER_FORMS.subscribe, ctx.clock.now()),
    ])
    const done = DONE.find((step) => step === ctx.query.done)
    return { venues: venues.items.map(({ slug, name }) => ({ slug, name })), token, done }
  },
  async action(ctx) {
    const values = await readForm(ctx)
    // The footer's first step: the address typed there, the whole form to finish (nothing sent yet).
    if (values._form === NEWSLETTER_FORMS.start) {
      ctx.form = {
        id: NEWSLETTER_FORMS.subscribe,
        values: { email: values[NEWSLETTER_START_FIELD] ?? '' },
        code: 'start',
        message: '',
        fieldErrors: {},
      }
      return ctx.renderPage(200)
    }
    return subscribe.submit(ctx, values)
  },
  Page({ data }) {
    const context = useRenderContext()
    const { t, locale, form } = context
    const posted = form?.id === NEWSLETTER_FORMS.subscribe ? form : undefined
    if (data.done) {
      return (
        <section className="newsletter-done">
          <PageTitle title={t('routes.newsletter')} />
          <p className="form-message form-message-success" role="status">
            {t(`newsletter.done.${data.done}` satisfies MessageKey)}
          </p>
        </section>
      )
    }
    return (
      <>
        <PageTitle title={t('routes.newsletter')} lead={t('newsletter.lead')} />
        <NewsletterForm
          action={href('newsletter', {}, locale)}
          token={data.token}
          botCheck={botCheckFor(context)}
          values={{ locale, ...posted?.values }}
          errors={posted ? errorTexts(posted.fieldErrors) : {}}
          message={posted?.message || null}
          messages={validationMessages(locale)}
          labels={Object.fromEntries(LABELS.map((key) => [key, t(`newsletter.${key}` satisfies MessageKey)]))}
          venues={data.venues}
          languages={LOCALES.map((value) => ({ value, label: t(`newsletter.languages.${value}`) }))}
        />
      </>
    )
  },
})

/** `inbox`: the page opened without a link's token; it says where the link is. */
type LinkOutcome = 'ask' | 'inbox' | 'invalid' | 'expired' | 'unavailable'
type LinkTroubleOutcome = Exclude<LinkOutcome, 'ask' | 'inbox'>

interface ConfirmData {
  outcome: LinkOutcome
  token: string
  signUp?: SignUp
}

/** The button the link's page offers, posting the link's token back to the same page. */
function LinkButton({
  route,
  token,
  label,
}: {
  route: 'newsletter-confirm' | 'newsletter-unsubscribe'
  token: string
  label: string
}) {
  const { locale } = useRenderContext()
  return (
    <form method="post" action={href(route, {}, locale)}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  )
}

/** What a link's page says when its link does not work: why, and a way to sign up again. */
function LinkTrouble({ outcome }: { outcome: LinkTroubleOutcome }) {
  const { t } = useRenderContext()
  return (
    <>
      <FormMessage
        text={t(outcome === 'unavailable' ? 'forms.unavailable' : `newsletter.link.${outcome}`)}
        focus
      />
      <p>
        <a className="button button-outline" href={href('newsletter', {}, useRenderContext().locale)}>
          {t('newsletter.again')}
        </a>
      </p>
    </>
  )
}

const STATUS: Record<LinkTroubleOutcome, 400 | 404 | 410 | 503> = {
  invalid: 404,
  expired: 410,
  unavailable: 503,
}

/** `/newsletter/confirm?token=…`: the mailed link; its button stores the subscriber (the double opt-in). */
export const newsletterConfirmPage = definePage<ConfirmData>({
  query: ['token'],
  async load(ctx) {
    const token = ctx.form?.values.token ?? queryValue(ctx.query, 'token', TOKEN) ?? ''
    if (ctx.form) return { outcome: ctx.form.code as LinkOutcome, token }
    if (!token) return { outcome: 'inbox', token }
    const signUp = await readSignUp(ctx, token)
    if (signUp === null) return { outcome: 'invalid', token }
    if (signUp === 'expired') return { outcome: 'expired', token }
    return { outcome: 'ask', token, signUp }
  },
  status: (data) => (data.outcome === 'ask' || data.outcome === 'inbox' ? 200 : STATUS[data.outcome]),
  async action(ctx) {
    const id = NEWSLETTER_FORMS.confirm
    const values = await readForm(ctx)
    const token = values.token ?? ''
    const refuse = (outcome: LinkTroubleOutcome) =>
      refuseForm(ctx, id, {}, { status: STATUS[outcome], code: outcome, message: '' })
    const burst = await refuseBurst(ctx, id, {})
    if (burst) return burst
    const signUp = await readSignUp(ctx, token)
    if (signUp === null) return refuse('invalid')
    if (signUp === 'expired') return refuse('expired')
    try {
      await cmsClient(ctx.c).request('/newsletter/subscribers', Subscribed, {
        method: 'POST',
        body: { data: { email: signUp.email, locale: signUp.locale, venues: signUp.venues } },
      })
    } catch (error) {
      if (error instanceof CmsError && error.status < 500 && error.status !== 0) return refuse('invalid')
      return refuse('unavailable')
    }
    return acceptForm(ctx, {
      redirect: withQuery(href('newsletter', {}, signUp.locale), { done: 'subscribed' }),
    })
  },
  Page({ data }) {
    const { t } = useRenderContext()
    if (data.outcome === 'inbox') {
      return (
        <section className="confirmation">
          <PageTitle title={t('routes.newsletter-confirm')} lead={t('newsletter.link.inboxConfirm')} />
        </section>
      )
    }
    if (data.outcome !== 'ask' || !data.signUp) {
      return (
        <section className="confirmation">
          <PageTitle title={t('routes.newsletter-confirm')} />
          <LinkTrouble outcome={data.outcome === 'ask' ? 'invalid' : data.outcome} />
        </section>
      )
    }
    const { signUp } = data
    return (
      <section className="confirmation">
        <PageTitle
          title={t('routes.newsletter-confirm')}
          lead={t('newsletter.confirmLead', { email: signUp.email })}
        />
        <LinkButton route="newsletter-confirm" token={data.token} label={t('newsletter.confirmButton')} />
      </section>
    )
  },
})

interface UnsubscribeData {
  outcome: LinkOutcome
  token: string
}

/** A one-click unsubscribe's body is `List-Unsubscribe=One-Click`: a few hundred bytes at most, multipart. */
const ONE_CLICK_MAX_BYTES = 1024

/**
 * RFC 8058's one-click unsubscribe (docs/spec.md §14.8): a mail program POSTs `List-Unsubscribe=One-Click` to
 * the mail's `List-Unsubscribe` address — `/newsletter/unsubscribe?token=…` — from no page of the site, so
 * with no Origin. That post alone is exempt from the Origin rule (§11.7): the link's token is the proof, as
 * it is for the page's button. Anything else posted there without the site's Origin — another body, no token,
 * a body whose length it does not declare — goes on to the Origin rule and is refused; a post from the
 * site's own page is the page's form, as before.
 */
export const oneClickUnsubscribe: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isFromSite(c)) return next()
  const token = new URL(c.req.url).searchParams.get('token') ?? ''
  const length = Number(c.req.header('content-length') ?? Number.NaN)
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  const form = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
  if (!UNSUBSCRIBE_TOKEN.test(token) || !form || !(length > 0 && length <= ONE_CLICK_MAX_BYTES)) return next()
  const body = await c.req.parseBody().catch(() => undefined)
  if (body?.['List-Unsubscribe'] !== 'One-Click' || Object.keys(body).length !== 1) return next()
  const { t } = requestContext(c)
  c.header('cache-control', 'no-store')
  try {
    await cmsClient(c).request('/newsletter/unsubscribe', Unsubscribed, {
      method: 'POST',
      body: { data: { token } },
    })
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return c.text(t('newsletter.link.invalid'), 404)
    return c.text(t('unavailable.message'), 503, { 'retry-after': '60' })
  }
  return c.text(t('newsletter.done.unsubscribed'), 200)
}

/** `/newsletter/unsubscribe?token=…`: every newsletter mail's own link; its button ends the subscription. */
export const newsletterUnsubscribePage = definePage<UnsubscribeData>({
  query: ['token'],
  load: async (ctx) => {
    const token = ctx.form?.values.token ?? queryValue(ctx.query, 'token', UNSUBSCRIBE_TOKEN) ?? ''
    if (ctx.form) return { outcome: ctx.form.code as LinkOutcome, token }
    return { outcome: token ? 'ask' : 'inbox', token }
  },
  status: (data) => (data.outcome === 'ask' || data.outcome === 'inbox' ? 200 : STATUS[data.outcome]),
  async action(ctx) {
    const id = NEWSLETTER_FORMS.unsubscribe
    const values = await readForm(ctx)
    // The page's button posts the token; a post to the link itself carries it in the address.
    const posted = values.token ?? queryValue(ctx.query, 'token', UNSUBSCRIBE_TOKEN) ?? ''
    const token = UNSUBSCRIBE_TOKEN.test(posted) ? posted : ''
    const refuse = (outcome: LinkTroubleOutcome) =>
      refuseForm(ctx, id, {}, { status: STATUS[outcome], code: outcome, message: '' })
    const burst = await refuseBurst(ctx, id, {})
    if (burst) return burst
    if (!token) return refuse('invalid')
    try {
      await cmsClient(ctx.c).request('/newsletter/unsubscribe', Unsubscribed, {
        method: 'POST',
        body: { data: { token } },
      })
    } catch (error) {
      if (error instanceof CmsError && error.status === 404) return refuse('invalid')
      return refuse('unavailable')
    }
    return acceptForm(ctx, {
      redirect: withQuery(href('newsletter', {}, ctx.locale), { done: 'unsubscribed' }),
    })
  },
  Page({ data }) {
    const { t } = useRenderContext()
    return (
      <section className="confirmation">
        <PageTitle
          title={t('routes.newsletter-unsubscribe')}
          lead={
            data.outcome === 'ask'
              ? t('newsletter.unsubscribeLead')
              : data.outcome === 'inbox'
                ? t('newsletter.link.inboxUnsubscribe')
                : undefined
          }
        />
        {data.outcome === 'ask' && (
          <LinkButton
            route="newsletter-unsubscribe"
            token={data.token}
            label={t('newsletter.unsubscribeButton')}
          />
        )}
        {data.outcome !== 'ask' && data.outcome !== 'inbox' && <LinkTrouble outcome={data.outcome} />}
      </section>
    )
  },
})
