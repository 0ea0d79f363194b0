/**
 * The suites' servers boot side by side: each globalSetup launches its own and answers at once, since
 * vitest runs the projects' setups one after another and would otherwise wait for every Strapi in turn
 * before any test ran. The setup serves `ready` here; each test file of a project that needs the servers
 * waits on it first (tests/setup/wait-until-ready.ts), and learns why if they failed to start.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * GET: 200 with the facts of a finished start (JSON) once the suite's servers answer, 503 with why
     * not, 202 while they are still starting.
     */
    servicesReady: string
  }
}

export async function serveReadiness(ready: Promise<Record<string, unknown>>) {
  let outcome: { status: number; body: string } | null = null
  const settled = ready.then(
    (facts) => {
      outcome = { status: 200, body: JSON.stringify(facts) }
    },
    (error: Error) => {
      outcome = { status: 503, body: error.stack ?? String(error) }
    },
  )
  // Held for up to 20 s, then 202 "ask again": a start can outlast a client's header timeout.
  const server = http.createServer((_req, res) => {
    const notYet = setTimeout(() => res.writeHead(202).end(), 20_000)
    void settled.then(() => {
      clearTimeout(notYet)
      if (res.headersSent) return
      const { status, body } = outcome as { status: number; body: string }
      res.writeHead(status, { 'content-type': 'application/json' }).end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/ready`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
