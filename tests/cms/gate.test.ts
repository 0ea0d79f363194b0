// The CMS's one gate (docs/spec.md §18.9, cms/README.md "Access"): every route Strapi registered is named
// for its callers — published content for anyone, the worker by its secret, the admin only with its panel
// on — and a route is refused however its path is spelled. On both databases the CMS runs on: the suite's
// Postgres (the deployed shape) and SQLite (what `npm start` runs), a CMS of its own started here.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type RunningCms, startCms } from '../../scripts/lib/cms.mjs'
import { spellings } from '../fixtures/spellings'
import { readOutbox, unique } from './_helpers'

interface RouteRow {
  route: string
  audience: 'public' | 'worker' | 'admin' | 'closed' | 'unnamed'
}

/** A CMS the gate is tried on: where it answers, where its route report is, what its worker sends. */
interface Target {
  url: string
  routeReport: string
  workerSecret: string
  outbox: () => { to: string }[]
}

let sqlite: RunningCms | undefined
const targets: Record<'Postgres' | 'SQLite', () => Target> = {
  Postgres: () => ({
    url: inject('cmsUrl'),
    routeReport: inject('cmsRouteReport'),
    workerSecret: inject('cmsWorkerSecret'),
    outbox: readOutbox,
  }),
  SQLite: () => {
    if (!sqlite) throw new Error('the SQLite CMS did not start')
    const cms = sqlite
    return {
      url: cms.url,
      routeReport: path.join(cms.dataDir, 'routes.json'),
      workerSecret: cms.workerSecret,
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
  sqlite = await startCms({
    dataDir,
    seed: false,
    quiet: true,
    env: { CMS_ROUTE_REPORT: path.join(dataDir, 'routes.json') },
  })
}, 120_000)
afterAll(() => sqlite?.stop())

const REFUSED = [400, 401, 403, 404]

describe.each(['Postgres', 'SQLite'] as const)('on %s', (database) => {
  const target = () => targets[database]()
  const report = (): RouteRow[] => JSON.parse(fs.readFileSync(target().routeReport, 'utf8'))
  const audienceOf = (route: string) => report().find((row) => row.route === route)?.audience
  const worker = () => ({ 'x-worker-secret': target().workerSecret })

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

    it('opens to anyone only published content, the uploads and the health check', () => {
      const open = report()
        .filter((row) => row.audience === 'public')
        .map((row) => row.route.replace(/^HEAD /, 'GET '))
      for (const route of open) {
        expect(route, route).toMatch(
          /^([A-Z-]+ \/_health|GET \/uploads\/\(\.\*\)|GET \/api\/(venues|events|articles|mixes|albums|playlists|memories|pages)(\/:id)?|GET \/api\/(home|radio))$/,
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

    it('answer 401 without the secret, 403 with a wrong one', async () => {
      for (const [headers, status] of [
        [{}, 401],
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
    it('is open to anyone, in any spelling the router takes', async () => {
      for (const path of ['/api/events', '/api/venues?filters[slug][$eq]=ibiza', '/api/pages']) {
        expect(await raw('GET', path), path).toBe(200)
      }
      expect(await raw('GET', '/API/Events')).toBe(200)
      expect(await raw('GET', '/api//events/')).toBe(200)
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
