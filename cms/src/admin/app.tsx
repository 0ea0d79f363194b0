import { Calendar, Earth } from '@strapi/icons'
import type { StrapiApp } from '@strapi/strapi/admin'
import { DOOR_PERMISSIONS } from './door/permissions'
import { translations as doorTranslations } from './door/translations'
import { isStrapiPreviewPanel, saveFirst } from './editing/SaveFirstPreview'
import { editingTranslations } from './editing/translations'
import { type AdminRoute, dismissStrapiBanners, homeByRole } from './landing'
import type { EditViewPanel } from './lib/panels'
import { formatColumns } from './list-columns'
import { NewsletterSendPanel } from './newsletter/SendPanel'
import { newsletterTranslations } from './newsletter/translations'
import { describeFields, fieldTranslations } from './words'

/**
 * The admin panel's own additions (built with it: `strapi build`, scripts/lib/cms.mjs; decisions 033 and 039):
 * the interface in Spanish as well as English, every field with a human label and description in both; the
 * door list, a page for whoever may read the bookings, and the home of door staff; the newsletter's venue
 * picker and Send panel; "Open preview" for drafts not saved yet.
 */

type Words = Record<string, string>
const merged = (...parts: Array<{ en: Words; es: Words }>) => ({
  en: Object.assign({}, ...parts.map((part) => part.en)) as Words,
  es: Object.assign({}, ...parts.map((part) => part.es)) as Words,
})

interface ContentManagerApis {
  addEditViewSidePanel(panels: (panels: EditViewPanel[]) => EditViewPanel[]): void
}

interface AdminApp {
  addMenuLink: StrapiApp['addMenuLink']
  customFields: { register(field: Record<string, unknown>): void }
  router: { addRoute(routes: (routes: AdminRoute[]) => AdminRoute[]): void }
}

interface BootstrapApp {
  getPlugin(name: 'content-manager'): { apis: ContentManagerApis }
  registerHook(name: string, hook: typeof describeFields | typeof formatColumns): void
}

export default {
  config: {
    locales: ['es'],
    translations: merged(fieldTranslations, doorTranslations, newsletterTranslations, editingTranslations),
  },
  register(app: AdminApp) {
    dismissStrapiBanners()
    app.router.addRoute(homeByRole)
    app.addMenuLink({
      to: 'door',
      icon: Calendar,
      intlLabel: { id: 'door.menu', defaultMessage: 'Door list' },
      permissions: DOOR_PERMISSIONS,
      Component: () => import('./door/DoorList'),
      position: 2,
    })
    app.customFields.register({
      name: 'venues',
      type: 'json',
      icon: Earth,
      intlLabel: { id: 'newsletter.venues.field', defaultMessage: 'Venues' },
      intlDescription: {
        id: 'newsletter.venues.fieldHint',
        defaultMessage: 'Pick the venues an issue is about.',
      },
      components: { Input: () => import('./newsletter/VenuePicker') },
    })
  },
  bootstrap(app: BootstrapApp) {
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', describeFields)
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', formatColumns)
    app.getPlugin('content-manager').apis.addEditViewSidePanel((panels) => {
      const strapiPreview = panels.find(isStrapiPreviewPanel)
      const others = panels.filter((panel) => panel !== strapiPreview)
      const actions = others.findIndex((panel) => (panel as { type?: string }).type === 'actions')
      return [
        ...others.slice(0, actions + 1),
        saveFirst(strapiPreview),
        NewsletterSendPanel,
        ...others.slice(actions + 1),
      ]
    })
  },
}
