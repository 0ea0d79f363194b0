import { SELF } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { MAIL_LIMITS } from '../../src/server/limits/mail.server'
import { clientAddress, jsonPost } from '../worker/helpers'

/**
 * Sign-ups and account mails within their limits (docs/spec.md §11.12), against the real Strapi of this
 * suite: per client, per network and per inbox, and an answer that never tells whether a mail went out.
 */

const PASSWORD = 'sunset-2026'
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const post = (path: string, body: Record<string, string>, address: string) =>
  SELF.fetch(jsonPost(path, body, address))

const register = (address: string) => {
  const handle = `m${unique()}`
  return post(
    '/register',
    {
      _form: 'register',
      name: 'Mail Limits',
      email: `${handle}@example.com`,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    },
    address,
  )
}

const forgot = (email: string, address: string) => post('/login', { _form: 'forgot', email }, address)

const mailsTo = async (email: string) => {
  const outbox = (await (await fetch(`${inject('doublesUrl')}/outbox`)).json()) as { to: string }[]
  return outbox.filter((mail) => mail.to === email).length
}

/** A /48 of its own, and a client (a /64) inside it. */
const network = () => clientAddress().split(':').slice(0, 3).join(':')
const clientIn = (prefix: string) => `${prefix}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`

describe('sign-ups', () => {
  it(`takes ${MAIL_LIMITS.signUpsPerClient.perParty} an hour from one client, then asks it to wait`, async () => {
    const address = clientAddress()
    const statuses = []
    for (let i = 0; i <= MAIL_LIMITS.signUpsPerClient.perParty; i += 1)
      statuses.push((await register(address)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    // Another client signs up as before.
    expect((await register(clientAddress())).status).toBe(200)
  })

  // 22 sign-ups, each a password hash and a mail in the CMS: a busy two-core machine needs its time.
  it(`takes ${MAIL_LIMITS.signUpsPerNetwork.perParty} a day from one network, whatever its clients`, {
    timeout: 60_000,
  }, async () => {
    const prefix = network()
    // One after another (22 password hashes at once time the CMS out on a busy two-core machine; the
    // ledger's answer to parallel calls is tested with sign-ins): exactly the first 20 get through.
    const statuses = []
    for (let i = 0; i < MAIL_LIMITS.signUpsPerNetwork.perParty + 2; i += 1)
      statuses.push((await register(clientIn(prefix))).status)
    expect(statuses).toEqual([...Array(MAIL_LIMITS.signUpsPerNetwork.perParty).fill(200), 429, 429])
  })
})

describe('reset mails', () => {
  it('one client asks for at most 5 an hour, to any inboxes', async () => {
    const address = clientAddress()
    const statuses = []
    for (let i = 0; i < 6; i += 1)
      statuses.push((await forgot(`nobody-${unique()}@example.com`, address)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('one inbox gets at most 3 an hour, whoever asks, and the fourth asker is answered the same', async () => {
    const handle = `i${unique()}`
    const email = `${handle}@example.com`
    const signUp = await post(
      '/register',
      { _form: 'register', name: 'Inbox Limits', email, password: PASSWORD, passwordConfirmation: PASSWORD },
      clientAddress(),
    )
    expect(signUp.status).toBe(200)
    // One inbox, three ways: the +tag one counts for the inbox, though Strapi mails only the account's own
    // address. The fourth ask would be mailed (it is the account's address) but the inbox has had three.
    const spellings = [email, `${handle}+x@example.com`, email.toUpperCase(), email]
    const answers = []
    for (const spelling of spellings) answers.push(await forgot(spelling, clientAddress()))
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    expect(await mailsTo(email)).toBe(2)
  })
})
