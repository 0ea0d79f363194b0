import type { Core } from '@strapi/strapi';
import { canonicalEmail } from '../../shared/guest-identity';

/**
 * Whose bookings need no link (docs/spec.md §13.11): a signed-in guest whose account's mailbox has been
 * proven — by the account's own e-mail confirmation (when the site requires it) or by a booking link opened
 * once — and who books for that same mailbox. An account nobody proved is an anonymous guest with a password.
 * The proof is kept in the CMS's store, so every replica sees it.
 */
const store = (strapi: Core.Strapi) => strapi.store({ type: 'plugin', name: 'reservations' });
const key = (userId: number) => `proven-mailbox:${userId}`;

export interface BookingUser {
  id: number;
  email: string;
  confirmed?: boolean;
}

export const booksAtOnce = async (strapi: Core.Strapi, user: BookingUser | null, guestEmail: string): Promise<boolean> => {
  if (!user || canonicalEmail(user.email) !== guestEmail) return false;
  if (process.env.EMAIL_CONFIRMATION === 'true' && user.confirmed === true) return true;
  return (await store(strapi).get({ key: key(user.id) })) === true;
};

/** A booking link opened for the account's own mailbox proves it. */
export const proveMailbox = async (strapi: Core.Strapi, userId: number, bookedEmail: string): Promise<void> => {
  const user = (await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: userId }, select: ['email'] })) as
    | { email: string }
    | null;
  if (user && canonicalEmail(user.email) === canonicalEmail(bookedEmail)) await store(strapi).set({ key: key(userId), value: true });
};
