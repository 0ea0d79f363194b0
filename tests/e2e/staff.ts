/**
 * The CMS's staff, through its admin API (docs/spec.md §27, cms/README.md "Staff"): the suite's first
 * administrator makes the accounts of an editor and of door staff as the team does (an invitation, then the
 * invited person's own password), and the tests act as each.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'

export interface AdminAnswer<T = unknown> {
  status: number
  body: T
}

/** A call to the admin API with a signed-in administrator's token (none: as anybody). */
export async function admin<T = unknown>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<AdminAnswer<T>> {
  const answer = await fetch(`${inject('cmsUrl')}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await answer.text()
  return { status: answer.status, body: (text ? JSON.parse(text) : {}) as T }
}

/** Signs in at the admin's own sign-in page, as a person does. */
export async function signInAt(page: Page, email: string, password: string) {
  await page.goto(`${inject('cmsUrl')}/admin/auth/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin(?!\/auth)/)
}

/** Signs in at the admin: the administrator's token. */
export async function signIn(email: string, password: string): Promise<string> {
  const answer = await admin<{ data: { token: string } }>(null, 'POST', '/admin/login', { email, password })
  if (answer.status !== 200)
    throw new Error(`admin sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.data.token
}

let superAdmin: Promise<string> | undefined
/** The suite's first administrator (CMS_ADMIN_EMAIL), signed in once per file. */
export const superAdminToken = () => {
  superAdmin ??= signIn(inject('cmsAdmin').email, inject('cmsAdmin').password)
  return superAdmin
}

export interface StaffMember {
  email: string
  password: string
  token: string
}

/**
 * A new staff account with the role `code` (`strapi-editor`, `solera-door-staff`): invited by the first
 * administrator, registered by the person with their own password, signed in; `language` is the interface
 * language they choose in their profile.
 */
export async function staffMember(code: string, language: 'en' | 'es' = 'en'): Promise<StaffMember> {
  const token = await superAdminToken()
  const roles = await admin<{ data: { id: number; code: string }[] }>(token, 'GET', '/admin/roles')
  const role = roles.body.data.find((candidate) => candidate.code === code)
  if (!role) throw new Error(`no admin role ${code}`)
  const email = `${code}-${randomBytes(4).toString('hex')}@solera.example`
  const invited = await admin<{ data: { registrationToken: string } }>(token, 'POST', '/admin/users', {
    firstname: code === 'solera-door-staff' ? 'Dora' : 'Eddie',
    lastname: 'Staff',
    email,
    roles: [role.id],
  })
  if (invited.status !== 201) throw new Error(`invitation: ${invited.status} ${JSON.stringify(invited.body)}`)
  const password = `Terrace-${randomBytes(6).toString('hex')}-9Q`
  const registered = await admin(null, 'POST', '/admin/register', {
    registrationToken: invited.body.data.registrationToken,
    userInfo: { firstname: 'Staff', lastname: 'Member', password },
  })
  if (registered.status !== 200)
    throw new Error(`registration: ${registered.status} ${JSON.stringify(registered.body)}`)
  const own = await signIn(email, password)
  if (language !== 'en') await admin(own, 'PUT', '/admin/users/me', { preferedLanguage: language })
  return { email, password, token: own }
}

const RESERVATIONS = '/content-manager/collection-types/api::reservation.reservation'

/** A staff tool's call to the content API (a full-access token through the private network, like the worker). */
export async function staffTool<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
): Promise<AdminAnswer<T>> {
  const answer = await fetch(`${inject('cmsUrl')}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${inject('cmsApiToken')}`,
      'x-worker-secret': inject('cmsWorkerSecret'),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await answer.text()
  return { status: answer.status, body: (text ? JSON.parse(text) : {}) as T }
}

/** The date on the venue's clock (Ibiza's: every booking venue is on it), `days` from today. */
export const venueDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * 86_400_000),
  )

/**
 * A booking made by the first administrator in the content manager, as staff take one on the phone: any
 * seating of any night, tonight's past ones too. Confirmed unless `status` says otherwise: Strapi 5's content
 * manager takes `status` for its own drafts' status and refuses a booking's, so another status is set as a
 * staff tool sets it (a full-access token through the private network).
 */
export async function bookedByStaff({ status, ...fields }: Record<string, unknown>) {
  const answer = await admin<{ data: { documentId: string; reference: string } }>(
    await superAdminToken(),
    'POST',
    RESERVATIONS,
    {
      reference: `IBZ-${randomBytes(3).toString('hex').toUpperCase()}`,
      venueSlug: 'ibiza',
      date: venueDate(),
      time: '21:00',
      partySize: 4,
      name: 'Marta Vidal',
      email: `${randomBytes(4).toString('hex')}@guests.example`,
      phone: '+34 633 111 222',
      notes: 'Birthday: a cake at ten',
      arrival: 'expected',
      language: 'es',
      ...fields,
    },
  )
  if (answer.status !== 201)
    throw new Error(`booking by staff: ${answer.status} ${JSON.stringify(answer.body)}`)
  if (status) {
    const changed = await staffTool('PUT', `/reservations/${answer.body.data.documentId}`, {
      data: { status },
    })
    if (changed.status !== 200)
      throw new Error(`status ${String(status)}: ${changed.status} ${JSON.stringify(changed.body)}`)
  }
  return answer.body.data
}

/**
 * A booking as the CMS holds it, read as a staff tool reads it (the content manager answers its own
 * document status in place of a booking's `status`).
 */
export async function reservationInCms(documentId: string): Promise<Record<string, unknown>> {
  return (await staffTool<{ data: Record<string, unknown> }>('GET', `/reservations/${documentId}`)).body.data
}

export { RESERVATIONS }
