import * as v from 'valibot'
import { CLIENT_IP_HEADER, LOCALE_HEADER, WORKER_SECRET_HEADER } from '../../../cms/src/shared/worker-channel'
import { stringifyQuery } from '../../lib/query'
import { CmsError } from './errors.server'
import { type ApiVersion, errorMessage, fallbackErrorBody, isErrorBody } from './strapi-versions.server'

export interface CmsClientConfig {
  /** e.g. `http://127.0.0.1:1337` */
  baseUrl: string
  /** e.g. `/api` (v4, v5) or `` (v3) */
  prefix: string
  version: ApiVersion
  timeoutMs?: number
  /** Called for every failed call, before it is thrown (logging, metrics). */
  onError?: (error: CmsError, request: { method: string; url: string }) => void
  fetcher?: typeof fetch
  /** CMS_WORKER_SECRET (the same on both sides), sent as `x-worker-secret`: the CMS takes bookings and forms only with it. */
  workerSecret?: string
  /** The visitor's address, sent as `x-client-ip`: the CMS believes it (for its rate limits) only with the secret. */
  clientIp?: string
  /** The page's language, sent as `x-locale`: the account mails the CMS sends are in it. */
  locale?: string
}

export interface CmsRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, unknown>
  body?: unknown
  /** The user's JWT: sent as `Authorization: Bearer`. */
  token?: string
  /** `manual`: a redirect the CMS answers is a success without a body, not followed (e-mail confirmation). */
  redirect?: 'manual'
  /** Headers of this call besides the client's own (the draft reader's key: draft-reader.server.ts). */
  headers?: Record<string, string>
}

export const CMS_TIMEOUT_MS = 5000

export type CmsClient = ReturnType<typeof createCmsClient>

/**
 * Query strings already written, by their query: pages ask the same few dozen queries over and over, and
 * writing one (qs, every key and value encoded) cost more than reading its answer from memory. Bounded:
 * emptied when full.
 */
const searches = new Map<string, string>()
const SEARCHES_KEPT = 1_000

const searchOf = (query: Record<string, unknown>): string => {
  const key = JSON.stringify(query)
  let search = searches.get(key)
  if (search === undefined) {
    search = stringifyQuery(query)
    if (searches.size >= SEARCHES_KEPT) searches.clear()
    searches.set(key, search)
  }
  return search
}

/**
 * One call, no retries (docs/spec.md §16.3): bracket-style query, JSON both ways, a 5 s timeout. A failure throws a
 * CmsError carrying the server's error body, or the version's fallback body when it sent none.
 *
 * Every answer is read through its schema (cms/src/shared/answers.ts): the caller gets what the schema says
 * or nothing. An answer in another shape is the CMS failing, a 502 like an outage (the page says what it says
 * when the CMS is down), logged with what was wrong; no page reads a field that is not there.
 */
export function createCmsClient(config: CmsClientConfig) {
  const fetcher = config.fetcher ?? fetch
  const base = config.baseUrl.replace(/\/+$/, '') + config.prefix.replace(/\/+$/, '')

  const url = (path: string, query?: Record<string, unknown>) => {
    const search = query ? searchOf(query) : ''
    return `${base}${path}${search ? `?${search}` : ''}`
  }

  async function request<Answer extends v.GenericSchema>(
    path: string,
    answer: Answer,
    options: CmsRequest = {},
  ): Promise<v.InferOutput<Answer>> {
    const method = options.method ?? 'GET'
    const target = url(path, options.query)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (config.workerSecret) headers[WORKER_SECRET_HEADER] = config.workerSecret
    if (config.clientIp) headers[CLIENT_IP_HEADER] = config.clientIp
    if (config.locale) headers[LOCALE_HEADER] = config.locale
    Object.assign(headers, options.headers)

    const fail = (status: number, body: unknown, message: string): never => {
      const error = new CmsError(status, body, message)
      config.onError?.(error, { method, url: target })
      throw error
    }

    let response: Response
    let text: string
    try {
      response = await fetcher(target, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        redirect: options.redirect ?? 'follow',
        signal: AbortSignal.timeout(config.timeoutMs ?? CMS_TIMEOUT_MS),
      })
      // The timeout runs on while the body arrives: a body cut off or late is a failed call like no answer
      // at all (an outage: 503, the form kept), never an error the page does not expect (a 500).
      text = await response.text()
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause)
      return fail(500, fallbackErrorBody(config.version, message), message)
    }

    // A redirect not followed is a success without a body (its schema says so: `Redirected`).
    const redirected = options.redirect === 'manual' && response.status >= 300 && response.status < 400
    let body: unknown
    try {
      body = text && !redirected ? JSON.parse(text) : undefined
    } catch {
      body = undefined
    }
    if (!response.ok && !redirected) {
      if (isErrorBody(body)) return fail(response.status, body, errorMessage(body) ?? response.statusText)
      const message = `${response.status} ${response.statusText}`.trim()
      return fail(response.status, fallbackErrorBody(config.version, message), message)
    }
    const read = v.safeParse(answer, body)
    if (read.success) return read.output
    const issue = read.issues[0]
    const where = issue.path?.map((step) => String(step.key)).join('.') || 'the body'
    return fail(
      502,
      fallbackErrorBody(config.version, 'Malformed answer'),
      `Malformed answer: ${where}: ${issue.message}`,
    )
  }

  return { request, url, version: config.version }
}
