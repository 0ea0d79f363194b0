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

/** A CMS failure the visitor can do nothing about but wait: network, timeout, 5xx. */
export const isOutage = (error: unknown) =>
  error instanceof CmsError && (error.status >= 500 || error.status === 0)
