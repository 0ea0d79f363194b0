/**
 * An error the app shows to the visitor. `fatal` errors replace the page with the full-page error screen;
 * non-fatal 404s render the not-found page inside the 404 layout.
 */
export class AppError extends Error {
  readonly status: number
  readonly fatal: boolean

  constructor(message: string, options: { status?: number; fatal?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'AppError'
    this.status = options.status ?? 500
    this.fatal = options.fatal ?? true
  }
}

/** A posted body the site cannot read (broken multipart, another charset): a 400 page about the form. */
export class UnreadableForm extends AppError {
  constructor(message: string) {
    super(message, { status: 400, fatal: false })
    this.name = 'UnreadableForm'
  }
}

export const pageNotFound = (path: string) =>
  new AppError(`Page not found: ${path}`, { status: 404, fatal: false })

export const invalidRouteParams = (path: string) =>
  new AppError(`Page Not Found: ${path}`, { status: 404, fatal: true })

export const unknownRouteMiddleware = () => new AppError('Unknown route middleware', { status: 500 })

/** The details the error screen shows; the stack only when one exists. */
export interface ErrorInfo {
  status: number
  message: string
  stack?: string
}

export function toErrorInfo(error: unknown): ErrorInfo {
  if (error instanceof AppError) return { status: error.status, message: error.message, stack: error.stack }
  if (error instanceof Error) return { status: 500, message: error.message, stack: error.stack }
  return { status: 500, message: String(error) }
}
