// A worker for the bench only: the site's own worker, asked for one page many times within one request,
// so workerd's CPU time divided by the count is the CPU of one render, with no HTTP in between.
import worker from '../../src/worker.ts'

// A desktop Chrome with an English preference: neither treated as a bot nor redirected to /es.
const VISITOR = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'accept-language': 'en',
}

export default {
  /** `?path=/events&times=200`: answers `ok`, or 500 naming the first answer that was not a 200. */
  async fetch(request, env, ctx) {
    const url = new URL(request.url)
    const path = url.searchParams.get('path') ?? '/'
    const times = Number(url.searchParams.get('times') ?? 1)
    for (let i = 0; i < times; i++) {
      const response = await worker.fetch(new Request(new URL(path, url), { headers: VISITOR }), env, ctx)
      await response.arrayBuffer()
      if (response.status !== 200) return new Response(`${path} answered ${response.status}`, { status: 500 })
    }
    return new Response('ok')
  },
}

// The worker's Durable Object classes, which wrangler.toml binds.
export * from '../../src/worker.ts'
