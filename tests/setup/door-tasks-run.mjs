// A replica of the CMS that runs the booking tasks at the times it is given (tests/cms/door-tasks.test.ts):
// Strapi loaded once from cms/dist on the suite's database, with no server and no cron of its own. Each line on
// stdin is a time (ms): the CMS's clock is set to it (cms/src/lib/clock.ts, the one way a test moves the CMS's
// time), the tasks run, and it prints `DOOR-TASKS {"marked":[…],"reminded":[…]}`, the references they took.
// It ends with its stdin.
import { createRequire } from 'node:module'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { CMS_DIR } from '../../scripts/lib/cms.mjs'

const require = createRequire(path.join(CMS_DIR, 'package.json'))
const { createStrapi } = require('@strapi/strapi')
const { markNoShows, sendReminders } = require(
  path.join(CMS_DIR, 'dist', 'src', 'lib', 'reservations', 'reminders.js'),
)
const { setClock } = require(path.join(CMS_DIR, 'dist', 'src', 'lib', 'clock.js'))

const strapi = createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') })
await strapi.load()
process.stdout.write('\nDOOR-TASKS ready\n')
for await (const line of createInterface({ input: process.stdin })) {
  const at = Number(line)
  setClock(() => at)
  const marked = await markNoShows(strapi)
  const reminded = await sendReminders(strapi)
  process.stdout.write(`\nDOOR-TASKS ${JSON.stringify({ marked, reminded })}\n`)
}
await strapi.destroy()
process.exit(0)
