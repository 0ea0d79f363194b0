import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  CONFIRMATION_LINK,
  confirmAndSignIn,
  fillAndSend,
  linkFromMail,
  mailsTo,
  newUser,
  register,
  signUp,
  toCheckInbox,
  visitorContext,
} from './accounts-helpers'
import { browserForFile, openPage } from './browser'

const site = inject('siteUrl')
const outbox = inject('cmsOutbox')
const browser = browserForFile()

const accountLink = (page: import('playwright-core').Page) => page.locator('.site-header .account-link')

describe('accounts with JavaScript', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await visitorContext(browser, site)
  })
  afterAll(() => context.close())

  it('registers, changes the password, signs out and in, resets a forgotten password', async () => {
    const user = newUser('js')
    const { page, problems } = await openPage(context)
    // Signed up, the mailed link opened and signed in: completing the profile comes first.
    await signUp(page, user)
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'You are signed in' }).count())
      .toBeGreaterThan(0)
    expect(await accountLink(page).textContent()).toBe('Account')
    await page.goto('/account')
    expect(await page.locator('h1').textContent()).toBe('Your account')
    expect(await page.locator('.account-facts').textContent()).toContain(user.email)
    // The token stays in its HttpOnly cookie: neither the HTML nor scripts can see it.
    const cookies = await context.cookies()
    const jwt = cookies.find((cookie) => cookie.name === 'strapi_jwt')
    expect(jwt?.httpOnly).toBe(true)
    expect(jwt?.sameSite).toBe('Lax')
    expect(await page.content()).not.toContain(jwt?.value)
    expect(await page.evaluate(() => document.cookie)).not.toContain('strapi_jwt')

    const newPassword = `${user.password}-new`
    await page.goto('/settings')
    await fillAndSend(page, 'changePassword', {
      currentPassword: user.password,
      password: newPassword,
      passwordConfirmation: newPassword,
    })
    await expect.poll(() => page.getByText('Your password has been changed.').count()).toBeGreaterThan(0)

    await page.goto('/account')
    await page.locator('form.sign-out button').click()
    await page.waitForURL(`${site}/`)
    await expect.poll(() => page.getByText('You are signed out.').count()).toBeGreaterThan(0)
    expect(await accountLink(page).textContent()).toBe('Sign in')
    expect((await context.cookies()).some((cookie) => cookie.name === 'strapi_jwt')).toBe(false)

    await page.goto('/login')
    await fillAndSend(page, 'login', { identifier: user.email, password: user.password })
    // The CMS's refusal in the page's words, never Strapi's "Invalid identifier or password".
    await expect.poll(() => page.locator('.form-message').textContent()).toBe('Wrong e-mail or password.')
    await fillAndSend(page, 'login', { identifier: user.email, password: newPassword })
    await page.waitForURL(`${site}/account`)
    expect(await accountLink(page).textContent()).toBe('Account')

    await page.locator('form.sign-out button').click()
    await page.waitForURL(`${site}/`)

    await page.goto('/login')
    await fillAndSend(page, 'forgot', { email: user.email })
    await expect.poll(() => page.getByText('a reset link is on its way').count()).toBeGreaterThan(0)
    const code = await linkFromMail(outbox, user.email, /\/login\?code=([A-Za-z0-9]+)/)
    const resetPassword = `${user.password}-reset`
    await page.goto(`/login?code=${code}`)
    await fillAndSend(page, 'reset', {
      password: resetPassword,
      passwordConfirmation: resetPassword,
    })
    await page.waitForURL(`${site}/account`)
    expect(await page.locator('.account-facts').textContent()).toContain(user.name)
    // The refused sign-in above is an expected 400, which Chromium logs as a failed resource.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([])
  })

  it('checks the rules in the page’s language before sending', async () => {
    // A visitor who is not signed in (the one above is): sign-up is for them.
    const fresh = await visitorContext(browser, site)
    const { page } = await openPage(fresh)
    await page.goto('/es/register')
    await fillAndSend(page, 'register', {
      name: 'N',
      email: 'not-an-email',
      password: 'short',
      passwordConfirmation: 'other',
    })
    const errors = page.locator('.field-error')
    // The repeat is compared once the password itself is acceptable.
    await expect.poll(() => errors.count()).toBe(3)
    expect(await errors.allTextContents()).toEqual([
      'Escribe de 2 a 100 caracteres.',
      'Escribe un correo como nombre@ejemplo.com.',
      'Usa al menos 8 caracteres.',
    ])
    expect(await page.locator('[name="email"]').inputValue()).toBe('not-an-email')
    await fresh.close()
  })

  it('asks for a name as people write it, and answers the same whatever is taken; the owner is mailed', async () => {
    // A visitor who is not signed in; the account is another's, made before (not yet confirmed: it exists).
    const fresh = await visitorContext(browser, site)
    const { page } = await openPage(fresh)
    const owner = { ...newUser('taken'), name: 'Anna Guest' }
    await register(page, owner, '/es/register')
    await toCheckInbox(page, 'es')
    const checkInbox = await page.locator('main').textContent()
    expect(checkInbox).toContain(`enlace de confirmación a ${owner.email}`)
    await expect.poll(() => mailsTo(outbox, owner.email).length).toBe(1)
    const answer = async (name: string, email: string, password: string) => {
      // The answer a script gets (JSON, as the island asks), from a client of its own (the sign-up limits
      // count per client)…
      const json = await page.request.post(`${site}/es/register`, {
        headers: {
          origin: site,
          accept: 'application/json',
          'cf-connecting-ip': `2001:db8:9:${Math.floor(Math.random() * 0xffff).toString(16)}::1`,
        },
        form: { _form: 'register', name, email, password, passwordConfirmation: password },
      })
      // …and the page a visitor gets.
      await page.goto('/es/register')
      await fillAndSend(page, 'register', { name, email, password, passwordConfirmation: password })
      await toCheckInbox(page, 'es')
      return {
        status: json.status(),
        body: await json.text(),
        url: page.url(),
        page: (await page.locator('main').textContent())?.replace(email, '{email}'),
      }
    }

    // The same name with a new address, and another name with the owner's address: one answer, word for
    // word (the island's JSON, the page it leads to), and no session; nothing is created for the taken
    // address, whose owner learns of it by mail.
    const other = newUser('other')
    const takenEmail = await answer('Somebody Else', owner.email, other.password)
    const sameName = await answer(owner.name, other.email, other.password)
    expect(takenEmail).toEqual(sameName)
    expect(sameName).toMatchObject({ status: 200, url: `${site}/es/confirm` })
    expect(JSON.parse(sameName.body)).toEqual({ ok: true, redirect: '/es/confirm' })
    expect((await fresh.cookies()).some((cookie) => cookie.name.startsWith('strapi_jwt'))).toBe(false)
    // Each address was asked for twice (the script, then the page): the owner has its confirmation and two
    // notes; the new address its confirmation, then a note, as the second ask found it taken.
    await expect.poll(() => mailsTo(outbox, owner.email).length).toBe(3)
    await expect.poll(() => mailsTo(outbox, other.email).length).toBe(2)
    const [confirmation, taken] = mailsTo(outbox, owner.email)
    expect(confirmation?.text).toContain('/es/confirm?confirmation=')
    expect(taken?.subject).toBe('Tu cuenta de Solera')
    expect(taken?.text).toContain('que ya tiene una')
    expect(taken?.text).toContain(`${site}/es/login`)
    expect(taken?.text).not.toContain('confirmation=')
    // The other address's account is its own, under the name it gave.
    await confirmAndSignIn(page, other, 'es')
    await page.goto('/es/account')
    expect(await page.locator('h1 + .lead').textContent()).toBe('Hola, Anna Guest.')
    await fresh.close()
  })

  it('refuses a common, breached or guessable password and says why, in the page’s language', async () => {
    const fresh = await visitorContext(browser, site)
    const { page } = await openPage(fresh)
    const user = { ...newUser('weak'), name: 'Marta Pérez' }
    // English first: a Spanish page visited is remembered as the visitor's language.
    const cases = [
      ['/register', 'password1', 'This password is on the lists of the most used and leaked passwords'],
      ['/register', 'martaperez', 'Your password contains your name or e-mail'],
      ['/es/register', 'qwertyuiop', 'Esta contraseña está en las listas de las más usadas y filtradas'],
      ['/es/register', 'aaaaaaaaaaaa', 'Las filas del teclado, las repeticiones y las secuencias'],
    ] as const
    for (const [path, password, why] of cases) {
      await page.goto(path)
      // The island's answer is what this checks: a post sent before it woke is the page's (its summary
      // takes the focus then, docs/spec.md §23.5).
      await page.waitForSelector('form[data-live]')
      await fillAndSend(page, 'register', {
        name: user.name,
        email: user.email,
        password,
        passwordConfirmation: password,
      })
      const error = page.locator('#register-password-error')
      await expect.poll(() => error.textContent(), { message: `${path} ${password}` }).toContain(why)
      // Nothing was sent to the inbox, what was typed stays (the password excepted), and the focus is on it.
      expect(await page.locator('[name="email"]').inputValue()).toBe(user.email)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password')
    }
    expect(mailsTo(outbox, user.email)).toEqual([])
    await fresh.close()
  })

  it('sends an anonymous visitor of /account to sign in, and back after it', async () => {
    const user = newUser('back')
    const fresh = await visitorContext(browser, site)
    const { page } = await openPage(fresh)
    // An account whose address is confirmed, and nobody signed in yet.
    await register(page, user)
    await toCheckInbox(page)
    await page.goto(await linkFromMail(outbox, user.email, CONFIRMATION_LINK))
    await page.waitForURL(/\/login\?confirmed=1/)
    await page.goto('/es/account')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/es/login?redirect=%2Fes%2Faccount',
    )
    await fillAndSend(page, 'login', { identifier: user.email, password: user.password })
    await page.waitForURL(`${site}/es/account`)
    expect(await page.locator('h1').textContent()).toBe('Tu cuenta')
    await fresh.close()
  })
})

/** The one-time message a form post left, as a browser without JavaScript shows it (a status box). */
async function flashWithoutScript(page: Page) {
  const box = page.locator('.flash-static[role="status"]')
  expect(await box.count()).toBe(1)
  return box.textContent()
}

describe('accounts without JavaScript', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await visitorContext(browser, site, { javaScriptEnabled: false })
  })
  afterAll(() => context.close())

  it('does the whole flow with plain forms, keeping what was typed on errors', async () => {
    const user = newUser('nojs')
    const page = await context.newPage()
    await page.goto('/es/register')
    await fillAndSend(page, 'register', {
      name: user.name,
      email: user.email,
      password: 'short',
      passwordConfirmation: 'short',
    })
    expect(await page.locator('.field-error').allTextContents()).toEqual(['Usa al menos 8 caracteres.'])
    expect(await page.locator('[name="email"]').inputValue()).toBe(user.email)
    expect(await page.locator('[name="password"]').inputValue()).toBe('')
    await fillAndSend(page, 'register', {
      password: user.password,
      passwordConfirmation: user.password,
    })
    await toCheckInbox(page, 'es')
    // The page says to check the inbox, with the address; no message box repeats it.
    expect(await page.locator('main').textContent()).toContain(`enlace de confirmación a ${user.email}`)
    expect(await page.locator('.flash-static').count()).toBe(0)
    await confirmAndSignIn(page, user, 'es')
    expect(await flashWithoutScript(page)).toBe('¡Hola de nuevo! Has iniciado sesión.')
    await page.goto('/es/account')
    expect(await page.locator('.account-facts').textContent()).toContain(user.email)

    const newPassword = `${user.password}-new`
    await page.goto('/es/settings')
    await fillAndSend(page, 'changePassword', {
      currentPassword: 'wrong-password',
      password: newPassword,
      passwordConfirmation: newPassword,
    })
    expect(await page.locator('.form-message').textContent()).toBe('La contraseña actual no es correcta.')
    await fillAndSend(page, 'changePassword', {
      currentPassword: user.password,
      password: newPassword,
      passwordConfirmation: newPassword,
    })
    await page.waitForURL(`${site}/es/settings`)
    expect(await flashWithoutScript(page)).toBe('Tu contraseña se ha cambiado.')

    await page.locator('form.sign-out button').click()
    await page.waitForURL(`${site}/es`)
    expect(await page.locator('.site-header .account-link').textContent()).toBe('Entrar')
    expect(await flashWithoutScript(page)).toBe('Has cerrado la sesión.')

    await page.goto('/es/login?redirect=%2Fes%2Fsettings')
    await fillAndSend(page, 'login', { identifier: user.email, password: user.password })
    expect(await page.locator('.form-message').textContent()).toBe(
      'Correo electrónico o contraseña incorrectos.',
    )
    expect(await page.locator('[name="identifier"]').inputValue()).toBe(user.email)
    await fillAndSend(page, 'login', { identifier: user.email, password: newPassword })
    await page.waitForURL(`${site}/es/settings`)

    await page.goto('/es/account')
    await page.locator('form.sign-out button').click()
    await page.goto('/es/login')
    await fillAndSend(page, 'forgot', { email: user.email })
    await page.waitForURL(`${site}/es/login`)
    const code = await linkFromMail(outbox, user.email, /\/login\?code=([A-Za-z0-9]+)/)
    await page.goto(`/es/login?code=${code}`)
    await fillAndSend(page, 'reset', { password: 'x', passwordConfirmation: 'x' })
    expect(await page.locator('.field-error').first().textContent()).toBe('Usa al menos 8 caracteres.')
    const resetPassword = `${user.password}-reset`
    await fillAndSend(page, 'reset', {
      password: resetPassword,
      passwordConfirmation: resetPassword,
    })
    await page.waitForURL(`${site}/es/account`)
    expect(await page.locator('.account-facts').textContent()).toContain(user.name)
  })

  it('completes the profile', async () => {
    const page = await context.newPage()
    await page.goto('/es/account/register')
    await page.locator('[name="name"]').fill('Nadia')
    await page.locator('[name="phone"]').fill('+34 600 000 000')
    await page.locator('[name="preferredVenue"]').selectOption('ibiza')
    await page.locator('[name="newsletter"]').check()
    await page.locator('form:has(input[name="_form"][value="profile"]) button').click()
    await page.waitForURL(`${site}/es/account`)
    expect(await page.locator('h1 + .lead').textContent()).toBe('Hola, Nadia.')
    expect(await page.locator('.account-facts').textContent()).toContain('Solera Ibiza')
    // Complete now: the account offers to edit the profile, no longer to complete it.
    expect(await page.locator('.account-links').textContent()).toContain('Editar tu perfil')
    expect(await page.locator('.account-links').textContent()).not.toContain('Completa tu perfil')
  })
})
