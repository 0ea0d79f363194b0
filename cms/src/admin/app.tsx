import { Calendar } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { DOOR_PERMISSIONS } from './door/permissions';
import { translations } from './door/translations';

/**
 * The admin panel's own additions (built with it: `strapi build`, scripts/lib/cms.mjs): the interface in
 * Spanish as well as English, and the door list (docs/spec.md §13.16, decision 033), a page for whoever may
 * read the bookings — door staff and administrators.
 */
export default {
  config: {
    locales: ['es'],
    translations,
  },
  register(app: StrapiApp) {
    app.addMenuLink({
      to: 'door',
      icon: Calendar,
      intlLabel: { id: 'door.menu', defaultMessage: 'Door list' },
      permissions: DOOR_PERMISSIONS,
      Component: () => import('./door/DoorList'),
      position: 2,
    });
  },
};
