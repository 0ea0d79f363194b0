import { createExecutionContext, env, SELF } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_FLOOR_MS, SIGN_IN_LIMITS } from '../../src/server/auth/throttle.server'
import { requestCounter } from '../../src/server/limits/request-counter.server'
import { createApp } from '../../src/worker'
import { clientAddress, jsonPost, newAccount } from '../worker/helpers'

/**
 * The sign-in throttle against the real Strapi of this suite (docs/spec.md §11.1–§11.4, §9.7): no crowd of
 * failing clients locks anyone else out, parallel guesses cannot pass the limit, only wrong passwords
 * count, and every answer takes the same minimum time. Each test's clients are addresses of their own.
 */

const PASSWORD = 'sunset-2026'
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const signIn = (identifier: string, password: string, address: string) =>
  SELF.fetch(jsonPost('/login', { _form: 'login', identifier, password }, address))

async function registerUser() {
  const { email } = await newAccount('t')
  return { email }
}

const statuses = (responses: Response[]) => responses.map((response) => response.status).sort()

describe('no client locks out another', () => {
  let victim: { email: string }
  let stranger: { email: string }
  beforeAll(async () => {
    ;[victim, stranger] = await Promise.all([registerUser(), registerUser()])
  })

  it('after 15 failed sign-ins from 15 clients, a stranger and the account’s owner both sign in', async () => {
    const failures = await Promise.all(
      Array.from({ length: 15 }, () => signIn(victim.email, 'wrong-password', clientAddress())),
    )
    expect(statuses(failures)).toEqual(Array(15).fill(400))
    expect((await signIn(stranger.email, PASSWORD, clientAddress())).status).toBe(200)
    expect((await signIn(victim.email, PASSWORD, clientAddress())).status).toBe(200)
  })

  it('after 8 wrong guesses at one account from one client, its owner signs in from another address', async () => {
    const target = await registerUser()
    const guesser = clientAddress()
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => signIn(target.email, 'wrong-password', guesser)),
    )
    expect(statuses(guesses)).toEqual([400, 400, 400, 400, 400, 429, 429, 429])
    // The guesser is held even with the right password; the owner, elsewhere, is not.
    expect((await signIn(target.email, PASSWORD, guesser)).status).toBe(429)
    expect((await signIn(target.email, PASSWORD, clientAddress())).status).toBe(200)
  })

  it('an account guessed at from many addresses lets each of them fail only twice, and its owner in', async () => {
    const target = await registerUser()
    const guessers = Array.from({ length: 10 }, () => clientAddress())
    // 20 failures from 10 addresses: the account is being guessed at from many places.
    const first = await Promise.all(
      guessers.flatMap((address) => [1, 2].map(() => signIn(target.email, 'wrong-password', address))),
    )
    expect(statuses(first)).toEqual(Array(20).fill(400))
    const [again, fresh, owner] = await Promise.all([
      signIn(target.email, 'wrong-password', guessers[0] ?? ''),
      signIn(target.email, 'wrong-password', clientAddress()),
      signIn(target.email, PASSWORD, clientAddress()),
    ])
    expect(again.status).toBe(429)
    expect(fresh.status).toBe(400)
    expect(owner.status).toBe(200)
  })

  it('counts an IPv6 client by its /64, so a line’s many addresses are one client', async () => {
    const target = await registerUser()
    const network = clientAddress().replace(/::1$/, '')
    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, host) =>
        signIn(target.email, 'wrong-password', `${network}::${host + 1}`),
      ),
    )
    expect(statuses(guesses)).toEqual([400, 400, 400, 400, 400, 429])
  })
})

describe('one account, however it is named', () => {
  it('counts guesses at one e-mail however it is written against the same five', async () => {
    const target = await registerUser()
    const shouted = target.email.toUpperCase()
    const address = clientAddress()
    const guesses = []
    for (const identifier of [target.email, shouted, target.email, shouted, ` ${target.email}`])
      guesses.push((await signIn(identifier, 'wrong-password', address)).status)
    expect(guesses).toEqual([400, 400, 400, 400, 400])
    expect((await signIn(target.email, 'wrong-password', address)).status).toBe(429)
    expect((await signIn(shouted, 'wrong-password', address)).status).toBe(429)
  })
})

describe('what counts', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** The real app, with `/auth/local` answered by `cms` (the rest goes to the real Strapi). */
  function appWithSignIn(cms?: () => Response) {
    const realFetch = globalThis.fetch
    const calls: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.endsWith('/auth/local')) {
        calls.push(url)
        if (cms) return Promise.resolve(cms())
      }
      return realFetch(input, init)
    })
    const app = createApp()
    return {
      calls,
      signIn: (identifier: string, password: string, address: string) =>
        app.fetch(
          jsonPost('/login', { _form: 'login', identifier, password }, address),
          env,
          createExecutionContext(),
        ),
    }
  }

  it('lets at most 5 of 8 parallel guesses reach the CMS', async () => {
    const target = await registerUser()
    const { calls, signIn: guess } = appWithSignIn()
    const address = clientAddress()
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => guess(target.email, 'wrong-password', address)),
    )
    expect(statuses(answers)).toEqual([400, 400, 400, 400, 400, 429, 429, 429])
    expect(calls).toHaveLength(SIGN_IN_LIMITS.pair.perParty)
  })

  it('never counts the CMS’s 429, a 5xx or a timeout as a wrong password', async () => {
    const target = await registerUser()
    const address = clientAddress()
    const strapiError = (status: number, name: string) => () =>
      Response.json({ data: null, error: { status, name, message: name, details: {} } }, { status })
    const busy = appWithSignIn(strapiError(429, 'RateLimitError'))
    // Five at a time: a sixth in flight would be refused by the pair's own limit, as it should.
    const limited = await Promise.all(
      Array.from({ length: 5 }, () => busy.signIn(target.email, 'wrong-password', address)),
    )
    expect(statuses(limited)).toEqual(Array(5).fill(429))
    expect(await limited[0]?.json()).toMatchObject({ code: 'busy' })
    vi.restoreAllMocks()
    const down = appWithSignIn(strapiError(502, 'BadGateway'))
    const outages = await Promise.all(
      Array.from({ length: 5 }, () => down.signIn(target.email, 'wrong-password', address)),
    )
    expect(statuses(outages)).toEqual(Array(5).fill(503))
    vi.restoreAllMocks()
    const timedOut = appWithSignIn(() => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    })
    expect((await timedOut.signIn(target.email, 'wrong-password', address)).status).toBe(503)
    vi.restoreAllMocks()

    // None of that counted: the client still has its five tries, then it is held.
    const real = await Promise.all(
      Array.from({ length: 5 }, () => signIn(target.email, 'wrong-password', address)),
    )
    expect(statuses(real)).toEqual(Array(5).fill(400))
    expect((await signIn(target.email, 'wrong-password', address)).status).toBe(429)
  })

  it('forgets a pair’s failures when its owner signs in, but not the address’s', async () => {
    const target = await registerUser()
    const address = clientAddress()
    const first = await Promise.all(
      Array.from({ length: 4 }, () => signIn(target.email, 'wrong-password', address)),
    )
    expect(statuses(first)).toEqual(Array(4).fill(400))
    expect((await signIn(target.email, PASSWORD, address)).status).toBe(200)
    const after = await Promise.all(
      Array.from({ length: 5 }, () => signIn(target.email, 'wrong-password', address)),
    )
    expect(statuses(after)).toEqual(Array(5).fill(400))
  })

  it('holds an address that fails 50 times, whatever it tries next (the counter of that address)', async () => {
    const addressCounter = requestCounter(env.AUTH_THROTTLE, `address:test-${unique()}`)
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.address.perParty; attempt++) {
      const reservation = await addressCounter.reserve('', SIGN_IN_LIMITS.address)
      if (!reservation.ok) throw new Error(`refused at attempt ${attempt}`)
      await addressCounter.settle(reservation.id, 'count')
    }
    const refused = await addressCounter.reserve('', SIGN_IN_LIMITS.address)
    if (refused.ok) throw new Error('the 51st attempt was let through')
    expect(refused.retryAfterSeconds).toBeGreaterThan(590)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600)
  })
})

describe('the answer time', () => {
  /**
   * Sends a sign-in on a stopped clock of the app's own (the CMS still answers for real) and reports how
   * long the app held the answer: on a stopped clock, the work takes no time and the floor is all of it.
   */
  async function heldFor(identifier: string, password: string) {
    const frozen = Date.now()
    const waits: number[] = []
    const clock = {
      now: () => frozen,
      sleep: async (ms: number) => {
        waits.push(ms)
      },
      deadline: () => new Promise<void>(() => {}),
    }
    const answer = await createApp({ clock }).fetch(
      jsonPost('/login', { _form: 'login', identifier, password }, clientAddress()),
      env,
      createExecutionContext(),
    )
    return { held: waits.reduce((sum, ms) => sum + ms, 0), status: answer.status }
  }

  it('is the same floor for an unknown account, a wrong password and a right one', async () => {
    const known = await registerUser()
    const unknown = await heldFor(`nobody-${unique()}@example.com`, 'wrong-password')
    const wrong = await heldFor(known.email, 'wrong-password')
    const right = await heldFor(known.email, PASSWORD)
    expect([unknown.status, wrong.status, right.status]).toEqual([400, 400, 200])
    // With the clock stopped the CMS takes no time: each answer is held for the whole floor.
    expect(unknown.held).toBe(SIGN_IN_FLOOR_MS)
    expect(wrong.held).toBe(SIGN_IN_FLOOR_MS)
    expect(right.held).toBe(SIGN_IN_FLOOR_MS)
  })
})
