// The CMS's one gate (docs/spec.md §18.9, §18.11, cms/README.md "Access"): every route Strapi registered is
// named for its callers — the worker by its secret (published content too, in the shapes the site asks), the
// admin only with its panel on, strangers nothing — and a route is refused however its path is spelled. On
// both databases the CMS runs on: the suite's Postgres (the deployed shape) and SQLite (what `npm start`
// runs), a CMS of its own started here with the demo content.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type RunningCms, startCms } from '../../scripts/lib/cms.mjs'
import { spellings } from '../fixtures/spellings'
import { readOutbox, unique } from './_helpers'

interface RouteRow {
  route: string
  audience: 'public' | 'content' | 'media' | 'worker' | 'admin' | 'closed' | 'unnamed'
}

/** A CMS the gate is tried on: where it answers, where its route report is, what its worker and staff send. */
interface Target {
  url: string
  routeReport: string
  workerSecret: string
  apiToken: string
  outbox: () => { to: string }[]
}

/** The SQLite CMS's full-access API token (CMS_API_TOKEN makes it). */
const SQLITE_TOKEN = crypto.randomBytes(32).toString('hex')
let sqlite: RunningCms | undefined
const targets: Record<'Postgres' | 'SQLite', () => Target> = {
  Postgres: () => ({
    url: inject('cmsUrl'),
    routeReport: inject('cmsRouteReport'),
    workerSecret: inject('cmsWorkerSecret'),
    apiToken: inject('cmsApiToken'),
    outbox: readOutbox,
  }),
  SQLite: () => {
    if (!sqlite) throw new Error('the SQLite CMS did not start')
    const cms = sqlite
    return {
      url: cms.url,
      routeReport: path.join(cms.dataDir, 'routes.json'),
      workerSecret: cms.workerSecret,
      apiToken: SQLITE_TOKEN,
      outbox: () =>
        fs.existsSync(cms.outbox)
          ? fs
              .readFileSync(cms.outbox, 'utf8')
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line))
          : [],
    }
  },
}

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-gate-'))
  // The demo content (a copy of the seed template): venues with their opening hours, drafts, a home.
  sqlite = await startCms({
    dataDir,
    quiet: true,
    timeoutMs: 280_000,
    env: { CMS_ROUTE_REPORT: path.join(dataDir, 'routes.json'), CMS_API_TOKEN: SQLITE_TOKEN },
  })
}, 300_000)
afterAll(() => sqlite?.stop())

const REFUSED = [400, 401, 403, 404]

describe.each(['Postgres', 'SQLite'] as const)('on %s', (database) => {
  const target = () => targets[database]()
  const report = (): RouteRow[] => JSON.parse(fs.readFileSync(target().routeReport, 'utf8'))
  const audienceOf = (route: string) => report().find((row) => row.route === route)?.audience
  const worker = () => ({ 'x-worker-secret': target().workerSecret })
  const staffTool = () => ({ ...worker(), authorization: `Bearer ${target().apiToken}` })

  /** A request sent with its path exactly as written (fetch would tidy `/./`, `..` and `//`). */
  const raw = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const { request } = await import('node:http')
    const url = new URL(target().url)
    return new Promise<number>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            ...(payload && {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            }),
            ...headers,
          },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      req.end(payload)
    })
  }

  describe('every route Strapi registered', () => {
    it('is named for its callers: nothing is open because nobody decided', () => {
      const rows = report()
      expect(rows.length).toBeGreaterThan(300)
      expect(rows.filter((row) => row.audience === 'unnamed').map((row) => row.route)).toEqual([])
    })

    it('puts the admin API and every plugin’s admin routes behind the admin’s door', () => {
      for (const prefix of [
        '/admin/',
        '/content-manager/',
        '/content-type-builder/',
        '/upload/',
        '/users-permissions/',
        '/i18n/',
        '/email',
      ]) {
        const rows = report().filter((row) => row.route.split(' ')[1]?.startsWith(prefix))
        expect(rows.length, prefix).toBeGreaterThan(0)
        expect(
          rows.filter((row) => row.audience !== 'admin'),
          prefix,
        ).toEqual([])
      }
      expect(audienceOf('POST /admin/register-admin')).toBe('admin')
    })

    it('opens to anyone the health check only; content to the worker, the uploads to it or the panel', () => {
      const rows = report()
      const routes = (audience: RouteRow['audience']) =>
        rows.filter((row) => row.audience === audience).map((row) => row.route.replace(/^HEAD /, 'GET '))
      for (const route of routes('public')) expect(route, route).toMatch(/^[A-Z-]+ \/_health$/)
      for (const route of routes('media')) expect(route, route).toMatch(/^[A-Z-]+ \/uploads\/\(\.\*\)$/)
      const content = routes('content')
      expect(content.length).toBeGreaterThan(15)
      for (const route of content) {
        expect(route, route).toMatch(
          /^GET \/api\/((venues|events|articles|mixes|albums|playlists|memories|pages)(\/:id)?|home|radio)$/,
        )
      }
      for (const route of ['POST /api/reservations', 'GET /api/users/me', 'POST /api/auth/local/register']) {
        expect(audienceOf(route), route).toBe('worker')
      }
      for (const route of ['POST /api/users', 'GET /api/users-permissions/roles', 'GET /api/i18n/locales']) {
        expect(audienceOf(route), route).toBe('closed')
      }
    })
  })

  describe('the admin, with its panel off, in every spelling', () => {
    it('creates no administrator and answers no admin API', async () => {
      const admin = { email: `${unique('mallory')}@evil.example`, password: 'Mallory-12345', firstname: 'M' }
      for (const path of spellings('/admin/register-admin')) {
        expect(REFUSED, path).toContain(await raw('POST', path, admin))
      }
      for (const path of [
        ...spellings('/admin/init'),
        ...spellings('/admin/login'),
        ...spellings('/content-manager/collection-types/api::reservation.reservation'),
        ...spellings('/upload/files'),
        ...spellings('/users-permissions/roles'),
      ]) {
        expect(REFUSED, path).toContain(await raw('GET', path))
      }
      expect(await raw('POST', '/Admin/login', { email: 'staff@solera.example', password: 'guess' })).toBe(
        404,
      )
    })
  })

  describe('accounts, bookings and forms without the worker’s secret, in every spelling', () => {
    it('are refused before any controller runs: no account, no mail', async () => {
      const stranger = `${unique('nobody')}@example.com`
      const register = { name: 'Gate Keeper', email: stranger, password: 'Pass-12345' }
      for (const path of spellings('/api/auth/local/register')) {
        expect(REFUSED, path).toContain(await raw('POST', path, register))
      }
      for (const path of spellings('/api/auth/forgot-password')) {
        expect(REFUSED, path).toContain(await raw('POST', path, { email: stranger }))
      }
      for (const path of [
        ...spellings('/api/auth/local'),
        ...spellings('/api/reservations'),
        ...spellings('/api/submissions'),
      ]) {
        expect(REFUSED, path).toContain(await raw('POST', path, {}))
      }
      for (const path of [...spellings('/api/users/me'), ...spellings('/api/connect/github')]) {
        expect(REFUSED, path).toContain(await raw('GET', path))
      }
      // No account was made (signing in with it is a wrong identifier), and no mail went out.
      const signIn = { identifier: stranger, password: 'Pass-12345' }
      expect(await raw('POST', '/api/auth/local', signIn, worker())).toBe(400)
      expect(
        target()
          .outbox()
          .filter((mail) => mail.to === stranger),
      ).toEqual([])
    })

    it('answer 404 without the secret (strangers are shown nothing), 403 with a wrong one', async () => {
      for (const [headers, status] of [
        [{}, 404],
        [{ 'x-worker-secret': 'not-the-worker' }, 403],
      ] as const) {
        expect(await raw('POST', '/api/auth/local', { identifier: 'x', password: 'y' }, headers)).toBe(status)
        expect(await raw('GET', '/api/users/me', undefined, headers)).toBe(status)
      }
    })

    it('open the social sign-in start only for providers that are switched on', async () => {
      for (const provider of ['local', 'github', 'GitHub', 'nope']) {
        expect(await raw('GET', `/api/connect/${provider}`, undefined, worker()), provider).toBe(404)
      }
    })
  })

  describe('published content', () => {
    const SITE_READ =
      '/api/venues?locale=en&filters[slug][$eq]=ibiza&pagination[page]=1&pagination[pageSize]=1'

    it('answers the worker in any spelling the router takes, and strangers nothing', async () => {
      for (const path of [
        '/api/events',
        SITE_READ,
        '/api/pages',
        '/API/Events',
        '/api//events/',
        '/api/home',
      ]) {
        expect(await raw('GET', path), path).toBe(404)
        expect(await raw('GET', path, undefined, worker()), path).toBe(200)
        expect(await raw('GET', path, undefined, { 'x-worker-secret': 'not-the-worker' }), path).toBe(403)
      }
    })

    it('answers only the queries the site makes', async () => {
      for (const query of [
        'populate=*',
        'sort=name:desc',
        'filters[name][$containsi]=a',
        'pagination[pageSize]=1000',
        '_q=a',
      ]) {
        expect(await raw('GET', `/api/venues?${query}`, undefined, worker()), query).toBe(400)
      }
    })
  })

  describe('drafts', () => {
    /** Every way of asking for a status, the gate's canonical `published` aside. */
    const STATUSES = [
      'status=x',
      'status=',
      'status',
      'status=DRAFT',
      'status[0]=draft',
      'status=draft',
      'status=draft&status=published',
    ]
    const title = `Unpublished ${crypto.randomBytes(4).toString('hex')}`
    let event = ''

    beforeAll(async () => {
      // An editor's draft: a new event saved, never published (the staff tools' route, as the panel saves it).
      const answer = await fetch(`${target().url}/api/events?status=draft`, {
        method: 'POST',
        headers: { ...staffTool(), 'content-type': 'application/json' },
        body: JSON.stringify({
          data: {
            title,
            slug: `draft-${crypto.randomBytes(4).toString('hex')}`,
            startsAt: '2030-01-01T21:00:00.000Z',
            eventStatus: 'scheduled',
          },
        }),
      })
      expect(answer.status).toBe(201)
      event = ((await answer.json()) as { data: { documentId: string } }).data.documentId
    })

    const read = async (path: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${target().url}${path}`, { headers })
      return { status: answer.status, text: await answer.text() }
    }

    it('are answered to nobody but the draft reader, under every spelling of status', async () => {
      const draftReader = {
        ...worker(),
        'x-draft-reader': crypto
          .createHmac('sha256', target().workerSecret)
          .update('solera draft reader v1')
          .digest('hex'),
      }
      for (const status of STATUSES) {
        for (const path of [
          `/api/events/${event}?${status}`,
          `/api/events?${status}`,
          `/api/home?${status}`,
          `/api/articles?${status}`,
        ]) {
          const anonymous = await read(path)
          expect(anonymous.status, path).toBe(404)
          const asWorker = await read(path, worker())
          expect(asWorker.status, path).toBe(400)
          expect(asWorker.text, path).not.toContain(title)
          // A signed-in visitor's token changes nothing; a wrong draft key neither.
          expect(
            (await read(path, { ...worker(), authorization: 'Bearer not-a-staff-token' })).status,
            path,
          ).toBe(400)
          expect((await read(path, { ...worker(), 'x-draft-reader': 'f'.repeat(64) })).status, path).toBe(400)
        }
      }
      // The draft reader (draft mode, the preview) reads it, with `draft` only.
      const draft = await read(`/api/events/${event}?status=draft`, draftReader)
      expect(draft.status).toBe(200)
      expect(draft.text).toContain(title)
      expect((await read(`/api/events/${event}?status=x`, draftReader)).status).toBe(400)
      // Published, the draft is not there at all.
      expect((await read(`/api/events/${event}`, worker())).status).toBe(404)
    })

    it('reach a staff tool (a full-access API token) only when it asks for drafts by name', async () => {
      expect((await read(`/api/events/${event}?status=draft`, staffTool())).text).toContain(title)
      for (const status of STATUSES.filter((one) => !one.startsWith('status=draft'))) {
        expect((await read(`/api/events/${event}?${status}`, staffTool())).text, status).not.toContain(title)
      }
    })
  })

  describe('a query that would hold the database', () => {
    /** The finding: seven `$or` branches over a venue's opening hours (a repeatable component). */
    const STALL = `/api/venues?${Array.from({ length: 7 }, (_, i) => `filters[$or][${i}][openingHours][day][$eq]=z${i}`).join('&')}`
    /** The heaviest read the site makes: a venue with everything its page shows. */
    const VENUE_PAGE = `/api/venues?${[
      'locale=en',
      'filters[slug][$eq]=ibiza',
      'pagination[page]=1',
      'pagination[pageSize]=1',
      ...['heroImage', 'heroPortrait', 'openingHours', 'socials', 'faqs', 'reservationSettings', 'seo'].map(
        (name) => `populate[${name}]=true`,
      ),
      'populate[gallery][populate][image]=true',
      'populate[menuSections][populate][items]=true',
    ].join('&')}`

    const timed = async (path: string, headers: Record<string, string>) => {
      const started = performance.now()
      const answer = await fetch(`${target().url}${path}`, { headers })
      await answer.arrayBuffer()
      return { status: answer.status, ms: Math.round(performance.now() - started) }
    }

    it('is refused by its shape, from the worker and from a staff tool, while the health check answers', async () => {
      const health = timed('/_health', {})
      const [fromWorker, fromStaff, bounded] = await Promise.all([
        timed(STALL, worker()),
        timed(STALL, staffTool()),
        timed(VENUE_PAGE, worker()),
      ])
      const healthAnswer = await health
      console.info(
        `[gate ${database}] $or ×7: worker ${fromWorker.status} in ${fromWorker.ms} ms, staff tool ${fromStaff.status} in ${fromStaff.ms} ms; ` +
          `the venue page's read ${bounded.status} in ${bounded.ms} ms; /_health ${healthAnswer.status} in ${healthAnswer.ms} ms`,
      )
      expect(fromWorker.status).toBe(400)
      expect(fromStaff.status).toBe(400)
      expect(bounded.status).toBe(200)
      expect(healthAnswer.status).toBe(204)
    })

    it.runIf(database === 'Postgres')(
      'is cancelled after its second on Postgres (a read waiting on a locked table), the health check answering',
      async () => {
        // A writer holds the venues' table, as a migration or a long write would; the site's read waits on it.
        const lock = spawn(process.execPath, [
          fileURLToPath(new URL('../setup/postgres-lock.mjs', import.meta.url)),
          inject('cmsEnv').DATABASE_URL ?? '',
          'venues',
        ])
        try {
          await new Promise<void>((resolve, reject) => {
            lock.stdout.once('data', () => resolve())
            lock.once('exit', (code) => reject(new Error(`the lock ended first (${code})`)))
          })
          const read = timed(VENUE_PAGE, worker())
          const health = await timed('/_health', {})
          const cancelled = await read
          console.info(
            `[gate Postgres] a read on a locked table: ${cancelled.status} in ${cancelled.ms} ms; /_health meanwhile ${health.status} in ${health.ms} ms`,
          )
          expect(cancelled.status).toBe(503)
          expect(health.status).toBe(204)
        } finally {
          const ended = new Promise((resolve) =>
            lock.exitCode === null ? lock.once('exit', resolve) : resolve(0),
          )
          lock.stdin.end()
          await ended
        }
        // Let go, the same read is answered.
        expect((await timed(VENUE_PAGE, worker())).status).toBe(200)
      },
    )
  })

  describe('a body', () => {
    /** A post of `body` as `type`, its status and error's name (never a 500, whatever the body is). */
    const post = async (path: string, type: string, body: string, headers: Record<string, string>) => {
      const answer = await fetch(`${target().url}${path}`, {
        method: 'POST',
        headers: { 'content-type': type, ...headers },
        body,
      })
      const { error } = (await answer.json()) as { error?: { name?: string } }
      return `${answer.status} ${error?.name}`
    }
    const ODD_BODIES: Array<[string, string]> = [
      ['text/plain', 'identifier=x&password=y'],
      ['application/xml', '<?xml version="1.0"?><a>x</a>'],
      ['application/x-www-form-urlencoded', 'identifier=x&password=y'],
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut short'],
    ]

    it('that is not JSON is refused 415 before anything reads it, on every route that takes one', async () => {
      for (const path of [
        '/api/auth/local',
        '/api/auth/local/register',
        '/api/reservations',
        '/api/submissions',
        '/api/newsletter/unsubscribe',
      ]) {
        for (const [type, body] of ODD_BODIES) {
          expect(await post(path, type, body, worker()), `${path} ${type}`).toBe(
            '415 UnsupportedMediaTypeError',
          )
        }
      }
      // JSON still reaches the route: a wrong password is the sign-in's own 400.
      expect(
        await post(
          '/api/auth/local',
          'application/json',
          '{"identifier":"x@y.example","password":"z"}',
          worker(),
        ),
      ).toBe('400 ValidationError')
    })

    it('of files that its parser cannot read is a 400 (it was a 500), and files come as multipart only', async () => {
      for (const [type, body] of ODD_BODIES.filter(([type]) => type.startsWith('multipart/'))) {
        expect(await post('/api/upload', type, body, staffTool()), type).toBe('400 ValidationError')
      }
      expect(await post('/api/upload', 'text/plain', 'GIF89a', staffTool())).toBe(
        '415 UnsupportedMediaTypeError',
      )
    })
  })

  describe('answers', () => {
    it('say nothing of what serves them', async () => {
      for (const path of ['/_health', '/api/events', '/api/nothing-here', '/admin/init']) {
        const answer = await fetch(`${target().url}${path}`)
        expect(answer.headers.get('x-powered-by'), path).toBeNull()
        expect(answer.headers.get('server'), path).toBeNull()
      }
    })
  })
})
