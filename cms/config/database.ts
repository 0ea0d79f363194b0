import path from 'node:path'
import type { Core } from '@strapi/strapi'

// Compiled to dist/config/database.js: the project root is two levels up.
const projectRoot = path.resolve(__dirname, '..', '..')

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite')

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL', ''),
          host: env('DATABASE_HOST', 'localhost'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    }
  }

  const wal = env.bool('DATABASE_SQLITE_WAL', true)
  const busyTimeout = env.int('DATABASE_SQLITE_BUSY_TIMEOUT', 10000)
  return {
    connection: {
      client: 'sqlite',
      connection: {
        // An absolute DATABASE_FILENAME is kept as is; a relative one is taken from the project root.
        filename: path.resolve(projectRoot, env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      pool: {
        // WAL + synchronous=NORMAL: many times faster writes (the seed, every reservation) and readers
        // that do not block the writer; busy_timeout lets a second process wait for the write lock.
        afterCreate: (conn: unknown, done: (err?: Error, conn?: unknown) => void) => {
          try {
            const db = conn as { pragma: (sql: string) => unknown }
            if (wal) {
              db.pragma('journal_mode = WAL')
              db.pragma('synchronous = NORMAL')
            }
            db.pragma(`busy_timeout = ${busyTimeout}`)
            done(undefined, conn)
          } catch (err) {
            done(err as Error, conn)
          }
        },
      },
    },
  }
}

export default config
