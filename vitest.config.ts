import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import ServersLastSequencer from './tests/setup/sequencer.ts'

/**
 * The suites: unit (node), worker (inside workerd, fixture content), worker-cms (inside workerd, against a
 * real Strapi), e2e (Chromium against `wrangler dev` and a real Strapi), cms (the Strapi project's own
 * endpoints, on the production shape). Each suite that needs Strapi starts its own with a throw-away
 * database; they boot at once, the first fresh SQLite seed is the other's template, and Postgres seeds its own.
 */
/** The Node projects load the worker's modules too (the route table): workerd's own module, stood in for. */
const inNode = {
  alias: { 'cloudflare:workers': new URL('./scripts/dev/cloudflare-workers.ts', import.meta.url).pathname },
}

/**
 * Suites with servers launch them in their globalSetup without waiting (vitest runs those one after
 * another); each of their test files first waits for its suite's servers (tests/setup/readiness.ts).
 */
const untilReady = 'tests/setup/wait-until-ready.ts'

/**
 * A project of tests inside workerd: the product's worker on the test clock (tests/worker/entry.ts), with
 * the CMS that `globalSetup` starts, if any (without one, CMS_URL points nowhere: those tests use fixtures).
 */
function workerProject(name: string, include: string, globalSetup: string[], isolate = true) {
  return {
    extends: true as const,
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: './wrangler.toml' },
        main: './tests/worker/entry.ts',
        miniflare: {
          bindings: {
            SITE_URL: 'http://site.test',
            // Without a CMS, a page that asks one (live slots) meets a closed port and shows what it has.
            CMS_URL: inject('cmsUrl') ?? 'http://127.0.0.1:9',
            PURGE_SECRET: 'worker-test-secret',
            CMS_WORKER_SECRET: inject('cmsWorkerSecret') ?? 'no-cms',
            SIGNING_SECRET: 'worker-test-signing-secret',
            // The social sign-in tests need a configured provider; the local stack has none.
            AUTH_PROVIDERS: 'github',
          },
        },
      })),
    ],
    // Requests to a real Strapi (bcrypt, transactions) take their time on a busy two-core machine.
    test: {
      name,
      include: [include],
      globalSetup,
      setupFiles: globalSetup.length > 0 ? [untilReady] : [],
      hookTimeout: 180_000,
      testTimeout: 20_000,
      isolate,
    },
  }
}

export default defineConfig({
  // Test files with JSX compile like the app does (React's automatic runtime).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    // Vitest's default is one file at a time on two cores (cores − 1); most files wait on other processes
    // (Strapi, workerd, Chromium), so three run at once. e2e files still run one after another.
    maxWorkers: 3,
    sequence: { sequencer: ServersLastSequencer },
    projects: [
      {
        extends: true,
        resolve: inNode,
        // Pure logic, no module state a file could leave behind: one module graph for all the files (a fresh
        // worker per file spent more time starting than testing).
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      // Inside workerd, on the fixture content: routing, rendering, caching (no Strapi, seconds).
      // Its files share one module graph (each test makes its own worker, so no state): a third of the time.
      workerProject('worker', 'tests/worker/**/*.test.{ts,tsx}', [], false),
      // Inside workerd against a real Strapi: accounts, bookings, limits, mails, the CMS's content.
      // Strapi first: the doubles (siteverify, the mail outbox) serve its outbox. Its files share one
      // module graph too (each loaded the whole app again: 59 s of import → 16 s), and so the worker's
      // caches and limits: each file's visitors come from addresses and accounts of their own.
      workerProject(
        'worker-cms',
        'tests/worker-cms/**/*.test.ts',
        ['tests/setup/strapi.ts', 'tests/setup/worker-doubles.ts'],
        false,
      ),
      {
        extends: true,
        resolve: inNode,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/stack.ts'],
          setupFiles: [untilReady],
          // Two files at a time, in a group of their own after all the others (`groupOrder`). Beside the
          // CMS suites, browser files pushed Strapi past the worker's 5 s CMS timeout (a crawl met a 503);
          // alone, one file at a time used less than one core (a browser test mostly waits): measured in
          // docs/decisions/024-dev-runtime-and-test-clock.md.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // A worker's files share its modules and its Chromium (tests/e2e/browser.ts): a fresh import of
          // Playwright and a browser launch per file cost more CPU than the shortest files.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What a page shows after a CMS round trip (bcrypt, a booking's transaction) can take seconds
          // while the other suites run beside it: a poll waits up to 15 s, not vitest's 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        extends: true,
        // The Strapi project's own endpoints, in the shape it is deployed: Postgres, S3 uploads, SMTP
        // (tests/setup/strapi-production.ts). The SQLite default of `npm start` is the worker-cms and e2e
        // suites' CMS, and tests/cms/admin.test.ts starts SQLite CMSes of its own.
        test: {
          name: 'cms',
          environment: 'node',
          include: ['tests/cms/**/*.test.ts'],
          globalSetup: ['tests/setup/strapi-production.ts'],
          setupFiles: [untilReady],
          testTimeout: 30_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
