import type { Core } from '@strapi/strapi'
import { canonicalEmail } from '../shared/guest-identity'

/**
 * One inbox, one account (docs/spec.md §9.3, §11.5). users-permissions tells accounts apart by the address
 * lower-cased, so `a.b@gmail.com`, `ab@gmail.com` and `a.b+x@googlemail.com` — one Gmail inbox — made three
 * accounts, each a guest of its own to the booking limits, and a stranger could sign up a spelling of someone's
 * address and, once its owner opened the mail, hold a proven account on their inbox. Every account carries
 * its inbox (`mailboxKey`: guest-identity.ts's canonical form, private), set by the database on every write
 * that sets an address, whatever wrote it (a sign-up, a social sign-in, the admin); the sign-up looks an
 * address up by it (extensions/users-permissions).
 */
export const ACCOUNT_UID = 'plugin::users-permissions.user'

export const mailboxOf = (email: string): string => canonicalEmail(email)

interface WriteEvent {
  params: { data?: { email?: unknown; mailboxKey?: unknown } }
}

const keyWritten = (event: WriteEvent) => {
  const data = event.params.data
  if (data && typeof data.email === 'string') data.mailboxKey = mailboxOf(data.email)
}

/** The database sets every account's inbox as its address is written; accounts made before get theirs now. */
export const registerAccountMailboxes = async (strapi: Core.Strapi): Promise<void> => {
  strapi.db.lifecycles.subscribe({
    models: [ACCOUNT_UID],
    beforeCreate: keyWritten,
    beforeUpdate: keyWritten,
  })
  const accounts = strapi.db.query(ACCOUNT_UID)
  const unkeyed = (await accounts.findMany({
    where: { mailboxKey: { $null: true } },
    select: ['id', 'email'],
  })) as Array<{ id: number; email: string | null }>
  for (const account of unkeyed) {
    if (account.email)
      await accounts.update({ where: { id: account.id }, data: { mailboxKey: mailboxOf(account.email) } })
  }
}
