import { canonicalEmail } from '../../shared/guest-identity';

/**
 * The mail domain of an address (`canonicalEmail`'s domain), which the limits count as one guest only on
 * evidence — many distinct mailboxes at it booking one night within a short time (admission-rules.ts,
 * docs/spec.md §11.5) — never by a list of providers: a catch-all's owner holds all its addresses, but a
 * colleague at a company's domain or a stranger at the same provider is someone else.
 */
export const mailDomain = (email: string): string | null => canonicalEmail(email).split('@')[1] || null;
