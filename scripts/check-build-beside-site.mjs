// `npm run check:build-beside`: a build beside a running site leaves it serving its stylesheet and scripts
// (docs/spec.md §21.4). Starts the worker as `npm start` runs it (wrangler dev on dist/client, development
// mode, which reads build.json on every request), then runs `npm run build` while a visitor keeps loading a
// page and every stylesheet, script and font it names, and once more after it. Fails when any of those
// answered anything but 200, or the page named no build. No CMS is needed: without one a page in development
// is the "Starting up" page, with the same stylesheet and scripts. Prints what it saw; exit 1 on a failure.
import { execFile } from 'node:child_process'
import { statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { startWorker } from './lib/worker.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const served = `${root}dist/client`
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const build = () => promisify(execFile)(process.execPath, [`${root}scripts/build.mjs`], { cwd: root })

/** One visit: the page, then every asset it names. Answers what failed (empty when all answered 200). */
async function visit(siteUrl) {
  const page = await fetch(`${siteUrl}/faq`, { headers: { 'user-agent': BROWSER, 'accept-language': 'en' } })
  const html = await page.text()
  const buildId = /name="app-build" content="([^"]+)"/.exec(html)?.[1]
  if (!buildId || buildId === 'unbuilt') return [`the page named no build (${buildId ?? 'none'})`]
  const assets = new Set(
    [...html.matchAll(/(?:href|src)="(\/_app\/assets\/[^"]+)"/g)].map((match) => match[1]),
  )
  if (![...assets].some((path) => path.endsWith('.css'))) return ['the page named no stylesheet']
  const answers = await Promise.all(
    [...assets].map(async (path) => ({ path, status: (await fetch(`${siteUrl}${path}`)).status })),
  )
  return answers
    .filter(({ status }) => status !== 200)
    .map(({ path, status }) => `${path} answered ${status}`)
}

await build()
const folder = statSync(served).ino
const worker = await startWorker({
  vars: {
    APP_ENV: 'development',
    CMS_URL: 'http://127.0.0.1:9',
    PURGE_SECRET: 'check-build-beside-site-purge',
    SIGNING_SECRET: 'check-build-beside-site-signing',
    CMS_WORKER_SECRET: 'check-build-beside-site-worker',
  },
})
const failures = []
let visits = 0
try {
  failures.push(...(await visit(worker.url)))
  let building = true
  const rebuilt = build().finally(() => {
    building = false
  })
  while (building) {
    visits += 1
    failures.push(...(await visit(worker.url)).map((failure) => `during the build: ${failure}`))
  }
  await rebuilt
  failures.push(...(await visit(worker.url)).map((failure) => `after the build: ${failure}`))
  if (statSync(served).ino !== folder) failures.push('the build replaced the folder the site serves')
} finally {
  await worker.stop()
}
console.log(`${visits} visits during the build, one before and one after`)
if (failures.length) {
  console.log(`✗ the running site lost its assets:\n  ${[...new Set(failures)].join('\n  ')}`)
  process.exitCode = 1
} else {
  console.log('✓ the running site served its page, stylesheet, scripts and font throughout')
}
