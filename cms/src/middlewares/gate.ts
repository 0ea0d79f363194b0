import fs from 'node:fs'
import type { Core } from '@strapi/strapi'
import { adminPanelOn, isSetupToken, spendSetupToken } from '../lib/admin-access'
import { bodyTypeProblem } from '../lib/gate/bodies'
import { canonicalPath } from '../lib/gate/canonical-path'
import { type ContentRoute, contentReadProblem, filterBoundProblem } from '../lib/gate/queries'
import { ReadTooLong, withinReadTime } from '../lib/gate/read-time'
import { type Audience, FALLBACK_ROUTES, routeAudiences, routeReport } from '../lib/gate/routes'
import { isFullAccessToken } from '../lib/gate/staff-token'
import { isDraftReader, workerCredential } from '../lib/worker-secret'
import { DRAFT_READER_HEADER, WORKER_SECRET_HEADER } from '../shared/worker-channel'

interface KoaContext {
  path: string
  method: string
  status: number
  body: unknown
  query: Record<string, unknown>
  get(field: string): string
  cookies: {
    get(name: string): string | undefined
    set(name: string, value: string | null, options?: Record<string, unknown>): void
  }
}

interface Router {
  match(path: string, method: string): { pathAndMethod: Array<{ path: string; methods: string[] }> }
}

const SETUP_HEADER = 'x-setup-token'
const SETUP_COOKIE = 'strapi_admin_setup'
const REGISTER_ADMIN = 'POST /admin/register-admin'

const refuse = (ctx: KoaContext, status: 400 | 403 | 404 | 415 | 503, message: string) => {
  const name = {
    400: 'BadRequestError',
    403: 'ForbiddenError',
    404: 'NotFoundError',
    415: 'UnsupportedMediaTypeError',
    503: 'ServiceUnavailableError',
  }[status]
  ctx.status = status
  ctx.body = { data: null, error: { status, name, message, details: {} } }
}

const enabledProviders = async (strapi: Core.Strapi): Promise<Set<string>> => {
  const grant = (await strapi
    .store({ type: 'plugin', name: 'users-permissions', key: 'grant' })
    .get()) as Record<string, { enabled?: boolean }> | null
  return new Set(
    Object.entries(grant ?? {})
      .filter(([name, settings]) => name !== 'email' && settings?.enabled === true)
      .map(([name]) => name),
  )
}

/**
 * GETs that are not reads of the database, held in no transaction: the panel's files, and the social sign-in's
 * steps, which call the provider while they run.
 */
const NOT_READS = new Set(['/admin/:path*', '/api/connect/(.*)', '/api/auth/:provider/callback'])

/**
 * The CMS's one gate (docs/spec.md §18.9, §18.11, cms/README.md "Access"), before anything else reads the
 * request:
 * 1. the path is rewritten to its canonical spelling (lib/gate/canonical-path.ts), so this gate, the router
 *    and the file servers all see one path;
 * 2. the router says which route that path and method reach, and lib/gate/routes.ts that route's audience;
 * 3. a route nobody named, and the admin with its panel off, answer 404; so does every route of the worker
 *    (content reads included) to a caller without its secret — the CMS shows strangers nothing — and a wrong
 *    secret 403; the first-admin registration needs the setup token;
 * 4. the query: a content read must be one the site makes (a staff tool's, with a full-access API token, any
 *    read), any filter stays within its bound (lib/gate/queries.ts): 400 otherwise; and a read holds the
 *    database a second at most (read-time.ts);
 * 5. a body is JSON, or multipart where files are taken (lib/gate/bodies.ts): 415 otherwise, before any parser
 *    reads it.
 * With `CMS_ROUTE_REPORT=<file>` the CMS writes every registered route and its audience there once it serves.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let routes: { audiences: Map<string, Audience>; reads: Map<string, ContentRoute> } | undefined
  const routesOnce = () => {
    if (routes) return routes
    routes = routeAudiences(strapi)
    const report = routeReport(strapi, routes.audiences)
    const unnamed = report.filter((row) => row.audience === 'unnamed').map((row) => row.route)
    if (unnamed.length)
      strapi.log.warn(`[gate] ${unnamed.length} routes nobody named are refused: ${unnamed.join(', ')}`)
    const file = process.env.CMS_ROUTE_REPORT
    if (file) fs.writeFileSync(file, JSON.stringify(report, null, 1))
    return routes
  }

  const routeOf = (ctx: KoaContext): { audience?: Audience; route?: string; read?: ContentRoute } => {
    const router = (strapi.server as unknown as { router: Router }).router
    const method =
      ctx.method === 'OPTIONS' ? ctx.get('access-control-request-method').toUpperCase() || 'GET' : ctx.method
    const layers = router
      .match(ctx.path, method)
      .pathAndMethod.filter((candidate) => candidate.methods.length > 0)
    const layer = layers.find((candidate) => !FALLBACK_ROUTES.has(candidate.path)) ?? layers[0]
    if (layer) {
      const route = `${method} ${layer.path}`
      const { audiences, reads } = routesOnce()
      return { audience: audiences.get(route), route, read: reads.get(route) }
    }
    return {}
  }

  /**
   * The query's own refusal: a content read the site does not make, or a filter beyond the bound. A content
   * read by a staff tool (a full-access API token beside the worker's secret) is any read within the bound.
   */
  const queryProblem = async (
    ctx: KoaContext,
    read: ContentRoute | undefined,
  ): Promise<string | undefined> => {
    const staffTool = read !== undefined && (await isFullAccessToken(strapi, ctx.get('authorization')))
    if (read && !staffTool)
      return contentReadProblem(read, ctx.query, isDraftReader(ctx.get(DRAFT_READER_HEADER)))
    return ctx.query.filters === undefined ? undefined : filterBoundProblem(ctx.query.filters)
  }

  /** The rest of the request, a read within its time (read-time.ts): 503 past it. */
  const handle = async (ctx: KoaContext, next: () => Promise<void>, route: string | undefined) => {
    const reads = ctx.method === 'GET' || ctx.method === 'HEAD'
    const template = route?.slice(route.indexOf(' ') + 1) ?? ''
    if (!reads || NOT_READS.has(template)) return next()
    try {
      await withinReadTime(strapi, next)
    } catch (error) {
      if (!(error instanceof ReadTooLong)) throw error
      strapi.log.warn(`[gate] ${ctx.method} ${ctx.path}: ${error.message}`)
      refuse(ctx, 503, error.message)
    }
  }

  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const canonical = canonicalPath(ctx.path)
    if (canonical === undefined) return refuse(ctx, 400, 'Malformed path')
    if (canonical !== ctx.path) ctx.path = canonical
    const { audience, route, read } = routeOf(ctx)
    if (audience === undefined || audience === 'closed') return refuse(ctx, 404, 'Not Found')
    if (audience === 'public') return next()
    const bodyProblem = bodyTypeProblem(ctx, route)
    if (audience === 'admin') {
      if (!adminPanelOn()) return refuse(ctx, 404, 'Not Found')
      if (bodyProblem) return refuse(ctx, 415, bodyProblem)
      const problem = await queryProblem(ctx, undefined)
      if (problem) return refuse(ctx, 400, problem)
      return admitToAdmin(ctx, () => refusalStands(ctx, () => handle(ctx, next, route)), route)
    }
    const credential = workerCredential(ctx.get(WORKER_SECRET_HEADER))
    // The uploads folder: the worker's, and anybody's while the panel (its media library) is on.
    if (audience === 'media' && adminPanelOn()) return next()
    if (credential === 'missing') return refuse(ctx, 404, 'Not Found')
    if (credential === 'wrong') return refuse(ctx, 403, 'Reached through the site only')
    if (audience === 'media') return next()
    if (bodyProblem) return refuse(ctx, 415, bodyProblem)
    if (route === 'GET /api/connect/(.*)') {
      const provider = canonical.split('/')[3]?.toLowerCase() ?? ''
      if (!(await enabledProviders(strapi)).has(provider)) return refuse(ctx, 404, 'No such sign-in provider')
    }
    const problem = await queryProblem(ctx, read)
    if (problem) return refuse(ctx, 400, `Not a query the site makes: ${problem}`)
    return handle(ctx, next, route)
  }
}

/**
 * A refusal an admin route answered stays its answer. Strapi's relation picker
 * (`GET /content-manager/relations/:model/:field`) answers 403 to an administrator who may not read the field
 * and then reads on from the nothing it got back: the TypeError made door staff's 403 a 500.
 */
const refusalStands = async (ctx: KoaContext, next: () => Promise<void>) => {
  try {
    await next()
  } catch (error) {
    const answered = (ctx.body as { error?: { status?: unknown } } | null)?.error?.status
    if (ctx.status === 403 && answered === 403) return
    throw error
  }
}

/**
 * The admin's doors (cms/README.md, Admin). Panel off: 404, its API included, so nobody can make themselves
 * the first administrator or guess an administrator's password. Panel on: the first-admin registration needs
 * the setup token, sent as `x-setup-token` or carried by the cookie that opening `/admin?setup=<token>` sets
 * (so the panel's own sign-up form works for the person who has the token).
 */
const admitToAdmin = async (ctx: KoaContext, next: () => Promise<void>, route: string | undefined) => {
  const offered = typeof ctx.query.setup === 'string' ? ctx.query.setup : undefined
  if (offered && isSetupToken(offered)) {
    ctx.cookies.set(SETUP_COOKIE, offered, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/admin',
      overwrite: true,
    })
  }
  if (route !== REGISTER_ADMIN) return next()
  if (!isSetupToken(ctx.get(SETUP_HEADER) || ctx.cookies.get(SETUP_COOKIE))) {
    return refuse(ctx, 403, 'The first administrator comes from the CMS configuration or its setup token')
  }
  await next()
  if (ctx.status < 300) {
    spendSetupToken()
    ctx.cookies.set(SETUP_COOKIE, null, { path: '/admin' })
  }
}
