import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { CMS_TIMEOUT_MS } from '../cms/client.server'
import { draftReaderHeaders } from '../cms/draft-reader.server'
import { CmsError } from '../cms/errors.server'
import { fallbackErrorBody, parseApiVersion } from '../cms/strapi-versions.server'
import { cmsRefusalError, type SharedRead } from './answers.server'
import { validateAnswer } from './schemas.server'

/**
 * Draft mode's reads (docs/spec.md §16.13, §17.10): every content query straight from Strapi, asking for drafts
 * (`status=draft`) with the worker's secret and the draft reader's key, the one credential the CMS answers
 * drafts to (cms/draft-reader.server.ts). No tier of the content layer sees them: no isolate memory, no shield (whose
 * answers every location serves), no tags added to the request's (the tag ledger and the page caches never
 * hear of a draft).
 */
export const draftAnswers =
  (c: Context<AppEnv>): SharedRead =>
  (query) =>
    draftAnswer(c, query.url, query.plural)

/** The query's URL asking for drafts: Strapi 5's `status=draft` replaces whatever status it named. */
export const draftUrl = (url: string) => {
  const target = new URL(url)
  target.searchParams.set('status', 'draft')
  return target.toString()
}

async function draftAnswer(c: Context<AppEnv>, url: string, plural: string): Promise<unknown> {
  const version = parseApiVersion(c.env.CMS_API_VERSION)
  const outage = (message: string) => new CmsError(503, fallbackErrorBody(version, message), message)
  let response: Response
  try {
    response = await fetch(draftUrl(url), {
      headers: { accept: 'application/json', ...(await draftReaderHeaders(c.env)) },
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    })
  } catch (error) {
    throw outage(error instanceof Error ? error.message : String(error))
  }
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    throw outage('the CMS answered something that is not JSON')
  }
  if (response.status >= 300) throw cmsRefusalError(response.status, body, version)
  // A draft is checked like a published answer: a page is never rendered from half of one.
  const problem = validateAnswer(plural, body, version)
  if (problem) throw outage(`malformed ${plural} draft: ${problem}`)
  return body
}
