import { getDomain } from 'tldts'
import { canonicalEmail } from '../../shared/guest-identity'

/**
 * The mail domain of an address, which the limits count as one guest only on evidence of one owner (many
 * mailboxes at it in a short time, more than its guests seen at the door explain, or many from one network:
 * admission-rules.ts, docs/spec.md §11.5) — never by a list of providers: a catch-all's owner holds all its
 * addresses, but a colleague at a company's domain or a stranger at the same provider is someone else. It is
 * the registrable domain (the Public Suffix List's, `tldts`): a catch-all answers for every subdomain of its
 * own (`a@x1.owner.example`, `b@x2.owner.example`), which would otherwise be a new domain per mailbox; a
 * suffix the list gives its customers (`name.github.io`, `mail.co.uk`) stays the customer's.
 */
export const mailDomain = (email: string): string | null => {
  const host = canonicalEmail(email).split('@')[1]
  if (!host) return null
  return getDomain(host, { allowPrivateDomains: true }) ?? host
}
