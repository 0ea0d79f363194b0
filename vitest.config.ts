import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

/**
 * Four suites: unit (node), worker (inside workerd through the Workers pool), e2e (Chromium against
 * `wrangler dev` and the real Strapi) and cms (the Strapi project's own endpoints).
 */
export default defineConfig({
  // Test files with JSX compile like the app does (React's automatic runtime).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
        test: { name: 'worker', include: ['tests/worker/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/stack.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
