import type { Core } from '@strapi/strapi'

const LOCALES = [
  { code: 'en', name: 'English (en)' },
  { code: 'es', name: 'Spanish (es)' },
]

/** en (default) and es exist, whatever the database had. */
export const ensureLocales = async (strapi: Core.Strapi): Promise<void> => {
  const service = strapi.plugin('i18n').service('locales')
  for (const locale of LOCALES) {
    if (!(await service.findByCode(locale.code))) {
      await service.create(locale)
      strapi.log.info(`[bootstrap] locale ${locale.code} created`)
    }
  }
  if ((await service.getDefaultLocale()) !== 'en') {
    await service.setDefaultLocale({ code: 'en' })
  }
}
