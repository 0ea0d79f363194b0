import { defineConfig } from 'vite'

/**
 * `vite build` builds the browser side only (the islands entry, the site module, the stylesheet and its
 * font, hashed, under `_app/`); wrangler bundles the worker and runs it in workerd, in development too
 * (`npm run dev`, docs/decisions/024-dev-runtime-and-test-clock.md).
 */
export default defineConfig({
  publicDir: 'public',
  build: {
    // scripts/build.mjs builds into a fresh folder beside this one and moves it in (a running site keeps
    // serving the folder: scripts/lib/client-build.mjs).
    outDir: 'dist/client',
    assetsDir: '_app/assets',
    manifest: '_app/manifest.json',
    target: 'es2022',
    rollupOptions: {
      input: { entry: 'src/client/entry.tsx', site: 'src/client/site.ts', styles: 'src/app/styles/app.css' },
      output: {
        // Fewer, larger chunks compress better, and each is a request. React, ReactDOM, jotai's React
        // bindings, the hydrating half of the client and what every island is declared with go together,
        // loaded with the first island that is needed; nothing they import joins them (the site module
        // shares the jotai store and must not pull React in). The store, the preload helper, the toast
        // trigger and the guarded reload, which the site module and the islands all need, go together too.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|node_modules[\\/]jotai[\\/]dist[\\/]react|src[\\/]client[\\/]hydrate|src[\\/]app[\\/](island|render-context)\./,
              includeDependenciesRecursively: false,
            },
            {
              // What every form island shares (the field component, the post, the bot check, the forms'
              // names and limits) and the booking rules: one chunk rather than five small ones, each a
              // request and a gzip stream of its own (the booking's page is within 250 bytes of its 80 KB;
              // the booking's checks, cms/src/shared/booking-checks.ts, load with its schema instead).
              name: 'forms',
              test: /src[\\/]app[\\/]forms[\\/]|src[\\/]lib[\\/]forms[\\/]form-ids\.|cms[\\/]src[\\/]shared[\\/](field-rules|booking-rules)/,
            },
            {
              // The checks before a post: valibot, the schemas and the codes they answer with, one chunk a form
              // island loads once the visitor starts on it (src/app/forms/use-island-form.ts), not with the page. The booking's
              // schema stays a chunk of its own beside the booking rules, so signing in loads neither; and
              // what the schemas import from the forms chunk stays there.
              name: 'validation',
              test: /node_modules[\\/]valibot[\\/]|src[\\/]lib[\\/]forms[\\/](fields|validate|codes|account|submissions)\./,
              includeDependenciesRecursively: false,
            },
            {
              name: 'store',
              test: /preload-helper|node_modules[\\/]jotai[\\/]dist[\\/]vanilla|src[\\/]app[\\/]state|src[\\/]app[\\/]toasts[\\/]toast\.|src[\\/]client[\\/]reload\./,
              // Chosen before `forms`, whose form hook imports the toast trigger: otherwise the trigger
              // would join that chunk, and the site module on every page would load it and React with it.
              priority: 1,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // "use client" directives in jotai and react-hot-toast mean nothing in this build.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
})
