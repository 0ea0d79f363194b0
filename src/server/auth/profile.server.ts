import type { Context } from 'hono'
import type { AppEnv } from '../../config'
import { type AccountProfile, EMPTY_PROFILE } from '../../lib/account'
import { isRecord } from '../cms/errors'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function toProfile(value: unknown): AccountProfile {
  if (!isRecord(value)) return EMPTY_PROFILE
  return {
    displayName: text(value.displayName),
    phone: text(value.phone),
    preferredVenue: text(value.preferredVenue),
    newsletter: value.newsletter === true,
  }
}

/** One Durable Object per user: the profile is read and written with the user's own requests only. */
export class AccountProfiles {
  private readonly storage: DurableObjectStorage

  constructor(state: DurableObjectState) {
    this.storage = state.storage
  }

  async fetch(request: Request): Promise<Response> {
    if (request.method === 'PUT') await this.storage.put('profile', toProfile(await request.json()))
    return Response.json(toProfile(await this.storage.get('profile')))
  }
}

/** Without the binding (the Vite dev server) profiles live in this isolate only. */
const localProfiles = new Map<number, AccountProfile>()

export async function readProfile(c: Context<AppEnv>, userId: number): Promise<AccountProfile> {
  const namespace = c.env.ACCOUNT_PROFILES
  if (!namespace) return localProfiles.get(userId) ?? EMPTY_PROFILE
  const stub = namespace.get(namespace.idFromName(`user:${userId}`))
  return toProfile(await (await stub.fetch('https://profiles/')).json())
}

export async function saveProfile(c: Context<AppEnv>, userId: number, profile: AccountProfile) {
  const namespace = c.env.ACCOUNT_PROFILES
  if (!namespace) {
    localProfiles.set(userId, profile)
    return
  }
  const stub = namespace.get(namespace.idFromName(`user:${userId}`))
  await stub.fetch('https://profiles/', { method: 'PUT', body: JSON.stringify(profile) })
}
