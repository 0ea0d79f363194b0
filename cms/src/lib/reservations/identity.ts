import publicMailDomains from 'free-email-domains';
import { canonicalEmail } from '../../shared/guest-identity';

/**
 * Providers anyone can get a mailbox at (Gmail, Outlook, GMX, …: the `free-email-domains` list). At any
 * other domain, the domain itself is one guest as well as each mailbox: its owner can receive mail for every
 * address there (a catch-all), so forty addresses at one domain are one person (docs/spec.md §11.5).
 */
const PUBLIC_PROVIDERS: ReadonlySet<string> = new Set(publicMailDomains);

/** The domain that counts as one guest (`canonicalEmail`'s domain), or null for a public provider's. */
export const privateMailDomain = (email: string): string | null => {
  const domain = canonicalEmail(email).split('@')[1] ?? '';
  return domain && !PUBLIC_PROVIDERS.has(domain) ? domain : null;
};
