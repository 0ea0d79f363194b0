// Shared helpers for the CMS tests (real Strapi started by tests/setup/strapi.ts).
import fs from 'node:fs'
import http from 'node:http'
import { inject } from 'vitest'

export const cmsUrl = () => inject('cmsUrl')

/** Where the CMS says its uploads are: the object store's public URL (the S3 provider). */
export const UPLOADS = (): string => `${inject('cmsObjectStore').publicUrl}/uploads/`

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** A pattern for an upload's URL, `rest` the part after `…/uploads/`. */
export const uploadUrl = (rest = '') => new RegExp(`^${escaped(UPLOADS())}${rest}`)
/** Fetches a file the CMS names, wherever it lives. */
export const fetchUpload = (url: string) => fetch(url.startsWith('/') ? `${cmsUrl()}${url}` : url)
export const api = (p: string) => `${inject('cmsUrl')}/api${p}`

export interface FieldError {
  path: string[]
  message: string
  code: string
  name: string
}

export interface StrapiError {
  status: number
  name: string
  message: string
  details: { errors?: FieldError[]; left?: number } & Record<string, unknown>
}

export interface Json<T = unknown> {
  status: number
  body: { data: T; meta?: Record<string, unknown>; error?: StrapiError } & Record<string, unknown>
  headers: Headers
}

export const getJson = async <T = unknown>(
  p: string,
  headers: Record<string, string> = {},
): Promise<Json<T>> => {
  const res = await fetch(api(p), { headers })
  return { status: res.status, body: (await res.json()) as Json<T>['body'], headers: res.headers }
}

export const sendJson = async <T = unknown>(
  method: string,
  p: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Json<T>> => {
  const res = await fetch(api(p), {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json<T>['body'], headers: res.headers }
}

/**
 * A staff tool's call: a full-access API token, through the private network like the worker (its secret):
 * the gate lets staff tools reach the content API only that way (cms/src/lib/gate/routes.ts).
 */
export const tokenHeader = () => ({
  authorization: `Bearer ${inject('cmsApiToken')}`,
  'x-worker-secret': inject('cmsWorkerSecret'),
})

const byte = () => Math.floor(Math.random() * 256)
/** A visitor's address, random in 198.18.0.0/15 (set aside for tests), so no two tests share a rate-limit bucket. */
export const visitorIp = () => `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`

/** The headers of a call the site's worker makes for a visitor: the shared secret and the visitor's address. */
export const viaWorker = (clientIp = visitorIp()): Record<string, string> => ({
  'x-worker-secret': inject('cmsWorkerSecret'),
  'x-client-ip': clientIp,
})

/** `field:code` of each entry of error.details.errors, sorted: what the worker maps. */
export const fieldCodes = (res: Json) =>
  (res.body.error?.details.errors ?? []).map((e) => `${e.path.join('.')}:${e.code}`).sort()

/**
 * A JSON call sent from another loopback address (127.0.0.x) than the rest of the suite, for tests that
 * exhaust Strapi's per-IP rate limit without locking the other tests out.
 */
export const sendJsonFrom = (
  localAddress: string,
  method: string,
  p: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json['body'] }> =>
  new Promise((resolve, reject) => {
    const target = new URL(api(p))
    const payload = JSON.stringify(body)
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method,
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })

export interface Mail {
  to: string
  from: string
  subject: string
  text: string
  html: string
  sentAt: string
  /** Headers the test reads (the newsletter's List-Unsubscribe), lower-cased by the SMTP capture. */
  headers?: Record<string, string>
  attachments?: { filename: string; contentType: string; content: string }[]
}

export const readOutbox = (): Mail[] => {
  const file = inject('cmsOutbox')
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Mail)
}

/** Waits (briefly) for a mail matching `pred` to land in the outbox. */
export const waitForMail = async (pred: (m: Mail) => boolean, timeoutMs = 5000): Promise<Mail> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = readOutbox().find(pred)
    if (found) return found
    if (Date.now() > deadline) throw new Error('mail not found in the outbox')
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The token of the link mailed for a pending booking (docs/spec.md §13.11). */
export const linkToken = async (reference: string): Promise<string> => {
  const mail = await waitForMail((m) => m.subject.includes(reference) && m.text.includes('confirm?token='))
  return decodeURIComponent(/confirm\?token=([\w%-]+)/.exec(mail.text)?.[1] ?? '')
}

/**
 * Confirms a booking from a mailed link as the site does (its own, or `reference`, another booking waiting
 * for the same inbox): 200 placed (confirmed, or requested for staff), 404/410 for a bad link, 409 full,
 * 429 the guest's limits of the night.
 */
export const confirmLink = <T = unknown>(token: string, reference?: string) =>
  sendJson<T>('POST', '/reservations/confirm', { data: { token, reference } }, viaWorker())

/** The bookings a mailed link may confirm, as the link's page lists them. */
export const waitingFor = (token: string) =>
  sendJson<Array<{ reference: string; date: string; time: string; partySize: number }>>(
    'POST',
    '/reservations/waiting',
    { data: { token } },
    viaWorker(),
  )

/** The calendar date in Europe/Madrid (Ibiza) `days` from now, YYYY-MM-DD. */
export const madridDate = (days = 0): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86400000))
  return parts
}

/** UTC milliseconds of a Europe/Madrid wall-clock date and time. */
export const madridInstant = (date: string, time: string): number => {
  const guess = Date.parse(`${date}T${time}:00Z`)
  const offset = (at: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Madrid',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(new Date(at))
        .filter((x) => x.type !== 'literal')
        .map((x) => [x.type, Number(x.value)]),
    )
    const part = (name: string) => p[name] ?? 0
    return (
      Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) -
      at
    )
  }
  const first = offset(guess)
  const utc = guess - first
  const second = offset(utc)
  return second === first ? utc : guess - second
}

let counter = 0
/** A unique suffix for e-mails and names. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

/** What sign-in, registration, password change and reset answer (jwtManagement 'refresh'). */
export interface Session {
  jwt: string
  refreshToken: string
  user: { id: number; email: string; username: string; name: string }
}

/**
 * A new account as a visitor makes one: signs up (every sign-up waits for its e-mail confirmation), opens the
 * mailed link as the site does, then signs in.
 */
export const registerUser = async (prefix = 'user') => {
  const handle = unique(prefix).toLowerCase().slice(0, 30)
  const email = `${handle}@${handle}.example`
  const name = `Guest ${handle}`
  const password = 'Correct-horse-9'
  const res = await sendJson<never>('POST', '/auth/local/register', { name, email, password }, viaWorker())
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`)
  await confirmEmail(email)
  const signedIn = await sendJson<never>('POST', '/auth/local', { identifier: email, password }, viaWorker())
  if (signedIn.status !== 200)
    throw new Error(`sign-in failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`)
  const body = signedIn.body as unknown as Session
  return { name, email, password, jwt: body.jwt, refreshToken: body.refreshToken, user: body.user }
}

/** Opens the newest confirmation link mailed to `email`, as the site does for the visitor. */
export const confirmEmail = async (email: string) => {
  const mail = await waitForMail((m) => m.to === email && m.text.includes('/confirm?confirmation='))
  const token = /confirm\?confirmation=([\w-]+)/.exec(mail.text)?.[1] ?? ''
  const answer = await fetch(api(`/auth/email-confirmation?confirmation=${token}`), {
    headers: viaWorker(),
    redirect: 'manual',
  })
  if (answer.status >= 400) throw new Error(`confirmation failed: ${answer.status}`)
}
