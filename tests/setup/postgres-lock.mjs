// Holds a table of the suite's Postgres locked, as a long write or a migration would, so a test can show that
// a read waiting on it is cancelled after its second (tests/cms/gate.test.ts). Takes the database URL and the
// table; prints `locked` once it holds the lock; lets go when its stdin closes (or after 30 s at the latest).
import pg from 'pg'

const [url, table] = process.argv.slice(2)
if (!url || !/^\w+$/.test(table ?? '')) throw new Error('usage: postgres-lock.mjs <database url> <table>')
const client = new pg.Client({ connectionString: url })
await client.connect()
await client.query('BEGIN')
await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`)
process.stdout.write('locked\n')
const release = async () => {
  await client.query('ROLLBACK').catch(() => undefined)
  await client.end()
  process.exit(0)
}
process.stdin.on('end', release)
process.stdin.resume()
setTimeout(release, 30_000).unref()
