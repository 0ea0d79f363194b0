// The simulation's side of Strapi: a door every location's request to Strapi passes (counted, and shut to
// make an outage), the webhook's way to the site (Strapi calls the site's purge; which location answers it
// changes with each run), and an editor who publishes through Strapi's admin API as the panel does.
import http from 'node:http'
import { freePort } from './ports.mjs'

/** The public content a page shows, read through the shields; every other request to Strapi is live. */
const CONTENT = /^\/api\/(venues|events|articles|mixes|albums|playlists|memories|pages|home|radio)(\?|$)/

/**
 * A door in front of Strapi (at the URL `retarget` names, or taking turns between the replicas it names:
 * Strapi is told the door's purge address before it starts). `url` is what the locations take for Strapi; `requests()` counts what passed it since `reset()`:
 * `content` (public content, the shields' reads), of which `again` asked for an address asked before (a
 * refetch: what a publish or a lost copy costs), and `live` (availability, bookings, accounts: never kept,
 * spec §17.8); `down()` / `up()` make Strapi
 * unreachable and reachable again (connections are reset, as a stopped server's are). `purgeUrl` is the
 * site's purge endpoint as Strapi's webhook calls it: it reaches `purgeTarget` (set per run), and
 * `purges` records what the site answered.
 */
export async function startStrapiDoor() {
  let targets = []
  let turn = 0
  let requests = { content: 0, again: 0, live: 0 }
  const asked = new Set()
  let reachable = true
  const door = {
    url: '',
    purgeUrl: '',
    purgeTarget: '',
    /** The site's answers to each purge, in order. */
    purges: [],
    requests: () => ({ ...requests }),
    reset: () => {
      requests = { content: 0, again: 0, live: 0 }
      asked.clear()
    },
    retarget: (...cmsUrls) => {
      targets = cmsUrls.map((url) => new URL(url))
    },
    down: () => {
      reachable = false
    },
    up: () => {
      reachable = true
    },
    close: () => new Promise((done) => server.close(done)),
  }
  const server = http.createServer((request, response) => {
    if (request.url === '/__purge') return relayPurge(request, response)
    if (!reachable || targets.length === 0) return request.socket.destroy()
    const target = targets[turn++ % targets.length]
    if (CONTENT.test(request.url ?? '')) {
      requests.content += 1
      if (asked.has(request.url)) requests.again += 1
      asked.add(request.url)
    } else {
      requests.live += 1
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => request.socket.destroy())
    request.pipe(upstream)
  })
  async function relayPurge(request, response) {
    const chunks = []
    for await (const chunk of request) chunks.push(chunk)
    try {
      const answer = await fetch(`${door.purgeTarget}/_app/purge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: request.headers.authorization ?? '' },
        body: Buffer.concat(chunks),
      })
      const body = await answer.text()
      door.purges.push({ status: answer.status, body: parseJson(body) })
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body)
    } catch (error) {
      door.purges.push({ status: 0, error: String(error) })
      response.writeHead(502).end()
    }
  }
  // Idle connections stay open as long as Strapi's own server keeps them (Node's default, 5 s): a door that
  // closed them sooner made workerd's pool reuse sockets just closed (a post then met "Network connection
  // lost", a race Strapi itself makes five times less often). close() ends idle ones at once (Node ≥ 19).
  const port = await freePort()
  await new Promise((listening) => server.listen(port, '127.0.0.1', listening))
  door.url = `http://127.0.0.1:${port}`
  door.purgeUrl = `${door.url}/__purge`
  return door
}

const parseJson = (text) => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * An editor signed in to Strapi's admin API (the panel's own calls, CMS_ADMIN on): reads an entry, saves a
 * draft, publishes and unpublishes one language of it.
 */
export async function signInEditor(cmsUrl, email, password) {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`the admin sign-in answered ${login.status}`)
  const { token } = (await login.json()).data
  const call = async (method, path, body) => {
    const response = await fetch(`${cmsUrl}/content-manager/collection-types/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
    return response.json()
  }
  return {
    /** The entry of `uid` whose slug is `slug`, in `locale`: { documentId, title }. */
    find: async (uid, slug, locale) => {
      const found = await call(
        'GET',
        `${uid}?filters[slug][$eq]=${encodeURIComponent(slug)}&locale=${locale}`,
      )
      const entry = found.results?.[0]
      if (!entry) throw new Error(`no ${uid} with slug ${slug} in ${locale}`)
      return entry
    },
    /** Saves `fields` to the draft of one language, then publishes it. */
    publish: async (uid, documentId, locale, fields) => {
      await call('PUT', `${uid}/${documentId}?locale=${locale}`, fields)
      await call('POST', `${uid}/${documentId}/actions/publish?locale=${locale}`, {})
    },
    saveDraft: (uid, documentId, locale, fields) =>
      call('PUT', `${uid}/${documentId}?locale=${locale}`, fields),
    unpublish: (uid, documentId, locale) =>
      call('POST', `${uid}/${documentId}/actions/unpublish?locale=${locale}`, {}),
  }
}
