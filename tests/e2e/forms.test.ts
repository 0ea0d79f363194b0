import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { ageFormTokens, browserForFile, holdIslands, openPage, PHONE, VISITOR_UA } from './browser'

/** What the staff sees: the submissions table of the suite's own Strapi database. */
function storedSubmission(email: string) {
  const Database = createRequire(join(process.cwd(), 'cms/package.json'))('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => { prepare: (sql: string) => { get: (...args: unknown[]) => unknown }; close: () => void }
  const db = new Database(join(dirname(inject('cmsOutbox')), 'data.db'), { readonly: true })
  try {
    return db
      .prepare('SELECT kind, name, email, message, link, language FROM submissions WHERE email = ?')
      .get(email) as Record<string, string> | undefined
  } finally {
    db.close()
  }
}

const browser = browserForFile()

const FORMS = [
  { path: '/contact', kind: 'contact', link: null },
  { path: '/es/ibiza/contact', kind: 'contact', link: null },
  { path: '/demos', kind: 'demo', link: 'https://soundcloud.com/e2e/demo' },
  { path: '/es/licensing', kind: 'licensing', link: '' },
  { path: '/brand-protection', kind: 'brand', link: 'https://fake-solera.example/shop' },
] as const

describe('forms stored as CMS submissions', () => {
  for (const form of FORMS) {
    it(`${form.path}: sends with JavaScript and the CMS stores it`, async () => {
      const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
      const { page, problems } = await openPage(context)
      const email = `e2e${form.path.replace(/\W/g, '-')}@example.com`
      await page.goto(`${inject('siteUrl')}${form.path}`)
      await page.waitForSelector('[data-island="SubmissionForm"] form[novalidate]') // hydrated
      const id = form.path.endsWith('ibiza/contact') ? 'ibiza-contact' : form.path.split('/').pop()
      await page.fill(`#${id}-name`, 'Sam Rivera')
      await page.fill(`#${id}-email`, email)
      if (form.link) await page.fill(`#${id}-link`, form.link)
      await page.fill(`#${id}-message`, `Hello from ${form.path}`)
      await ageFormTokens(page)
      await page.click('.submission-form button[type="submit"]')
      await page.waitForSelector('.submission-form .form-message')
      expect(await page.textContent('.submission-form .form-message')).toMatch(/Thank you|Gracias/)
      // The thanks looks like success, not like the red of an error (docs/spec.md §20.2).
      expect(await page.getAttribute('.submission-form .form-message', 'class')).toContain(
        'form-message-success',
      )
      expect(storedSubmission(email)).toMatchObject({
        kind: form.kind,
        name: 'Sam Rivera',
        message: `Hello from ${form.path}`,
        language: form.path.startsWith('/es') ? 'es' : 'en',
      })
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('keeps what a visitor typed before the form came alive, and sends it', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: VISITOR_UA })
    const { page, problems } = await openPage(context)
    const wakeUp = await holdIslands(page)
    await page.goto(`${inject('siteUrl')}/contact`)
    await page.fill('#contact-name', 'Early Bird')
    await page.fill('#contact-email', 'early-bird@example.com')
    await page.fill('#contact-message', 'Typed on a slow phone')
    await wakeUp()
    await page.waitForSelector('[data-island="SubmissionForm"] form[novalidate]') // hydrated
    expect(await page.inputValue('#contact-message')).toBe('Typed on a slow phone')
    await ageFormTokens(page)
    await page.click('.submission-form button[type="submit"]')
    await page.waitForSelector('.submission-form .form-message-success')
    expect(storedSubmission('early-bird@example.com')).toMatchObject({
      name: 'Early Bird',
      message: 'Typed on a slow phone',
    })
    expect(problems).toEqual([])
    await context.close()
  })

  it('works without JavaScript: errors keep the input, then it is stored', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      userAgent: VISITOR_UA,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    await page.goto(`${inject('siteUrl')}/es/demos`)
    await page.fill('#demos-name', 'DJ Sin JS')
    await page.fill('#demos-email', 'sin-js@example.com')
    await page.fill('#demos-link', 'ftp://no-vale')
    await page.fill('#demos-message', 'Mi maqueta')
    await ageFormTokens(page)
    await page.click('.submission-form button[type="submit"]')
    expect(await page.textContent('#demos-link-error')).toContain('http:// o https://')
    expect(await page.inputValue('#demos-message')).toBe('Mi maqueta')
    await page.fill('#demos-link', 'https://soundcloud.com/sin-js')
    await ageFormTokens(page)
    await page.click('.submission-form button[type="submit"]')
    await page.waitForURL(/\/es\/demos$/)
    expect(storedSubmission('sin-js@example.com')).toMatchObject({
      kind: 'demo',
      link: 'https://soundcloud.com/sin-js',
    })
    await context.close()
  })
})

describe('forms posted from another site', () => {
  it('are refused whatever their encoding, in the site’s words, and sign nobody in', async () => {
    const site = inject('siteUrl')
    const context = await browser.newContext({
      viewport: PHONE,
      userAgent: VISITOR_UA,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    // A page of another site (here: none at all) posting to the site's sign-in, as a form does and as a
    // text/plain form shaped like JSON does (docs/spec.md §11.7, §18.9).
    for (const enctype of ['application/x-www-form-urlencoded', 'text/plain']) {
      // A blank page of no site (after a refusal, the tab is on the site's own origin).
      await page.goto('about:blank')
      await page.setContent(
        `<form method="post" action="${site}/login" enctype="${enctype}">
          <input name='{"_form":"login","identifier":"someone","password":"x","pad":"' value='"}'>
          <input name="_form" value="login"><button>Send</button></form>`,
      )
      const [answer] = await Promise.all([page.waitForNavigation(), page.click('button')])
      expect(answer?.status(), enctype).toBe(403)
      expect(await page.textContent('body'), enctype).toBe(
        'This form was sent from another site and was refused.',
      )
    }
    expect((await context.cookies(site)).filter((cookie) => cookie.name.startsWith('strapi_jwt'))).toEqual([])
    await context.close()
  })
})
