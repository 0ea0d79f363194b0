import type { Plugin, UserConfig } from 'vite'

/**
 * The admin's build (Strapi reads this file, src/admin/vite.config.ts): its entry, which Strapi generates
 * (.strapi/client/app.js), imports idle-deadline.ts first, so that the idle deadline is in place before any of
 * Strapi's modules runs (decision 039).
 */
const ENTRY = /[\\/]\.strapi[\\/]client[\\/]app\.js$/

const idleDeadlineFirst: Plugin = {
  name: 'solera-idle-deadline-first',
  enforce: 'pre',
  transform(code, id) {
    if (!ENTRY.test(id)) return null
    return { code: `import "../../src/admin/idle-deadline.ts";\n${code}`, map: null }
  },
}

export default (config: UserConfig): UserConfig => ({
  ...config,
  plugins: [...(config.plugins ?? []), idleDeadlineFirst],
})
