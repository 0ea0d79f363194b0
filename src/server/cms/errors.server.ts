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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A CMS failure the visitor can do nothing about but wait: network, timeout, 5xx. */
export const isOutage = (error: unknown) =>
  error instanceof CmsError && (error.status >= 500 || error.status === 0)
