// A replica of the CMS that sends newsletter issues when told (tests/cms/newsletter.test.ts): Strapi loaded once
// from cms/dist on the suite's database and mail (SMTP), with no server of its own. Each line on stdin is an
// issue's documentId; for each it sends the issue twice at once, as two editors (or two replicas) pressing Send
// together would, and prints `NEWSLETTER-SEND [{"sentCount":…}|{"refused":"code"}, …]`. It ends with its stdin.
import { createRequire } from 'node:module'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { CMS_DIR } from '../../scripts/lib/cms.mjs'

const require = createRequire(path.join(CMS_DIR, 'package.json'))
const { createStrapi } = require('@strapi/strapi')
const { sendIssue, IssueRefusal } = require(path.join(CMS_DIR, 'dist', 'src', 'lib', 'newsletter-issues.js'))

const strapi = createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') })
await strapi.load()
process.stdout.write('\nNEWSLETTER-SEND ready\n')
const outcome = (result) =>
  result.status === 'fulfilled'
    ? { sentCount: result.value.sentCount }
    : result.reason instanceof IssueRefusal
      ? { refused: result.reason.code }
      : { failed: String(result.reason) }
for await (const line of createInterface({ input: process.stdin })) {
  const documentId = line.trim()
  const results = await Promise.allSettled([sendIssue(strapi, documentId), sendIssue(strapi, documentId)])
  process.stdout.write(`\nNEWSLETTER-SEND ${JSON.stringify(results.map(outcome))}\n`)
}
await strapi.destroy()
process.exit(0)
