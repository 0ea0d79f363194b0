import type { Context } from 'hono'
import type { AppEnv } from '../../config'

/** Five failed sign-ins in ten minutes lock that identifier from that address (docs/spec.md §11.1). */
export const THROTTLE_MAX_FAILURES = 5
/** One address trying many identifiers (password spraying) is stopped later, but stopped. */
export const THROTTLE_MAX_ADDRESS_FAILURES = 50
export const THROTTLE_WINDOW_MS = 10 * 60 * 1000

interface ThrottleState {
  failures: number
  retryAfterSeconds: number
}

/**
 * Failed sign-ins of one key in a sliding window. One Durable Object per key makes the count exact
 * wherever the requests land (KV is eventually consistent and would let bursts through).
 */
export class SignInThrottle {
  private readonly storage: DurableObjectStorage

  constructor(state: DurableObjectState) {
    this.storage = state.storage
  }

  async fetch(request: Request): Promise<Response> {
    const { action, limit } = (await request.json()) as { action: 'check' | 'fail' | 'reset'; limit: number }
    const now = Date.now()
    const recent = ((await this.storage.get<number[]>('failures')) ?? []).filter(
      (at) => now - at < THROTTLE_WINDOW_MS,
    )
    if (action === 'fail') recent.push(now)
    if (action === 'reset') recent.length = 0
    if (action !== 'check') await this.storage.put('failures', recent)
    const oldest = recent[0] ?? now
    const state: ThrottleState = {
      failures: recent.length,
      retryAfterSeconds: recent.length >= limit ? Math.ceil((oldest + THROTTLE_WINDOW_MS - now) / 1000) : 0,
    }
    return Response.json(state)
  }
}

/** Without the binding (the Vite dev server) the counts live in this isolate only. */
const localCounts = new Map<string, number[]>()

async function call(c: Context<AppEnv>, key: string, action: 'check' | 'fail' | 'reset', limit: number) {
  const namespace = c.env.AUTH_THROTTLE
  if (namespace) {
    const stub = namespace.get(namespace.idFromName(key))
    const response = await stub.fetch('https://throttle/', {
      method: 'POST',
      body: JSON.stringify({ action, limit }),
    })
    return (await response.json()) as ThrottleState
  }
  const now = Date.now()
  const recent = (localCounts.get(key) ?? []).filter((at) => now - at < THROTTLE_WINDOW_MS)
  if (action === 'fail') recent.push(now)
  if (action === 'reset') recent.length = 0
  localCounts.set(key, recent)
  const wait = recent.length >= limit ? Math.ceil(((recent[0] ?? now) + THROTTLE_WINDOW_MS - now) / 1000) : 0
  return { failures: recent.length, retryAfterSeconds: wait }
}

const clientAddress = (c: Context<AppEnv>) =>
  c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'unknown'

const keysFor = (c: Context<AppEnv>, identifier: string) => {
  const address = clientAddress(c)
  return {
    pair: { key: `pair:${address}:${identifier.trim().toLowerCase()}`, limit: THROTTLE_MAX_FAILURES },
    address: { key: `address:${address}`, limit: THROTTLE_MAX_ADDRESS_FAILURES },
  }
}

/** Seconds to wait before this identifier may try again from this address; 0 when it may try now. */
export async function signInBlockedFor(c: Context<AppEnv>, identifier: string): Promise<number> {
  const { pair, address } = keysFor(c, identifier)
  const states = await Promise.all([
    call(c, pair.key, 'check', pair.limit),
    call(c, address.key, 'check', address.limit),
  ])
  return Math.max(...states.map((state) => state.retryAfterSeconds))
}

export async function recordSignInFailure(c: Context<AppEnv>, identifier: string) {
  const { pair, address } = keysFor(c, identifier)
  await Promise.all([call(c, pair.key, 'fail', pair.limit), call(c, address.key, 'fail', address.limit)])
}

/** A successful sign-in forgets that identifier's failures from this address. */
export async function clearSignInFailures(c: Context<AppEnv>, identifier: string) {
  const { pair } = keysFor(c, identifier)
  await call(c, pair.key, 'reset', pair.limit)
}
