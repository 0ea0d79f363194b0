export type ApiVersion = 'v3' | 'v4' | 'v5'

/** A failed CMS call: `body` is the server's own error body, or the spec's fallback when it sent none. */
export class CmsError extends Error {
  override name = 'CmsError'
  readonly status: number
  readonly body: unknown

  constructor(status: number, body: unknown, message: string) {
    super(message)
    this.status = status
    this.body = body
  }
}

/**
 * The spec's fallback (docs/spec.md §16.4) when the server gave no error body: name UnknownError, status 500 and the error
 * message; nested under `error` from v4 on, flat with `statusCode` for v3.
 */
export function fallbackErrorBody(version: ApiVersion, message: string) {
  return version === 'v3'
    ? { error: 'UnknownError', message, statusCode: 500 }
    : { data: null, error: { status: 500, name: 'UnknownError', message } }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The message of a CMS error body in any version's shape. */
export function errorMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined
  const { error, message } = body
  if (isRecord(error) && typeof error.message === 'string') return error.message
  if (typeof message === 'string') return message
  // v3 validation errors: { message: [{ messages: [{ id, message }] }] }
  if (Array.isArray(message)) {
    const first: unknown = message[0]
    const inner: unknown = isRecord(first) && Array.isArray(first.messages) ? first.messages[0] : undefined
    if (isRecord(inner) && typeof inner.message === 'string') return inner.message
  }
  return typeof error === 'string' ? error : undefined
}

/** Whether a parsed body is an error body the server wrote (rather than, say, an HTML error page). */
export const isErrorBody = (body: unknown) => errorMessage(body) !== undefined

/** A CMS failure the visitor can do nothing about but wait: network, timeout, 5xx. */
export const isOutage = (error: unknown) =>
  error instanceof CmsError && (error.status >= 500 || error.status === 0)
