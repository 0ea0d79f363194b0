import { errors } from '@strapi/utils'

/**
 * What a request body may be (docs/spec.md §18.9): JSON, what the worker, the staff tools and the admin panel
 * send; multipart only to the routes that take files (the media library's and the staff tools' uploads).
 * Strapi parses text, URL-encoded and XML bodies too, or leaves them unparsed, and handlers that expect an
 * object then throw: a `text/plain` body on the content manager's update, or XML on the sign-in, answered
 * 500. Decided in the gate, before any parser reads the body; a malformed body of an allowed type is the
 * parser's to refuse (`bodyParseError`), which the gate cannot tell from its headers.
 */

/** The routes that take files, as the router names them (`METHOD /template`). */
const FILE_ROUTES = new Set(['POST /upload', 'POST /api/upload'])

interface BodyRequest {
  get(field: string): string
}

/** Whether the request carries a body at all (a length above zero, or chunks). */
const hasBody = (request: BodyRequest): boolean =>
  request.get('transfer-encoding') !== '' || Number(request.get('content-length') || 0) > 0

/** The media type of a Content-Type header: lower-cased, without parameters. */
const essence = (header: string): string => header.split(';')[0]?.trim().toLowerCase() ?? ''

/** Why `request`'s body is not one `route` takes (415), or undefined. */
export const bodyTypeProblem = (request: BodyRequest, route: string | undefined): string | undefined => {
  if (!hasBody(request)) return undefined
  const type = essence(request.get('content-type'))
  if (type === 'application/json') return undefined
  if (type === 'multipart/form-data' && route !== undefined && FILE_ROUTES.has(route)) return undefined
  return route !== undefined && FILE_ROUTES.has(route)
    ? 'Send files as multipart/form-data'
    : 'Send the body as application/json'
}

interface ParseError {
  status?: unknown
  httpCode?: unknown
}

const isClientStatus = (value: unknown): value is number =>
  typeof value === 'number' && value >= 400 && value < 500

/**
 * `strapi::body`'s `onError` (config/middlewares.ts): a body the parser could not read is the sender's fault.
 * The JSON and form parsers say so with an HTTP status that Strapi answers as it is (invalid JSON 400, too
 * large 413); the multipart parser only names one (`httpCode`: no boundary, or cut short, 400), and its
 * error became a 500. It becomes the 4xx it names; the message is kept, Strapi tells a file past its size
 * limit by it (413 FileTooBig). Anything else (the client went away) is thrown on as it came.
 */
export const bodyParseError = (error: Error & ParseError): never => {
  if (isClientStatus(error.status) || !isClientStatus(error.httpCode)) throw error
  throw error.httpCode === 413
    ? new errors.PayloadTooLargeError(error.message)
    : new errors.ValidationError(error.message)
}
