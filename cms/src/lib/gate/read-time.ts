import type { Core } from '@strapi/strapi'

/**
 * No read holds the database for more than a second (docs/spec.md §18.11). On Postgres each read request runs
 * in a transaction of its own whose statements are cancelled after READ_TIME_LIMIT_MS (`SET LOCAL
 * statement_timeout`: that transaction only, so writes, migrations and the booking lock keep the database's
 * own settings); a cancelled read answers 503. SQLite cannot cancel a statement (better-sqlite3 runs it on
 * the process's one thread, to the end): there the bound on what a query may ask (queries.ts) is the guard.
 */
export const READ_TIME_LIMIT_MS = 1000

/** Postgres's code for a statement cancelled by `statement_timeout`. */
const QUERY_CANCELED = '57014'

export class ReadTooLong extends Error {}

/** Whether `error` (or what caused it) is Postgres cancelling a statement past the time limit. */
const isCancelled = (error: unknown, depth = 0): boolean =>
  typeof error === 'object' &&
  error !== null &&
  depth < 5 &&
  ((error as { code?: unknown }).code === QUERY_CANCELED ||
    isCancelled((error as { cause?: unknown }).cause, depth + 1))

interface Transaction {
  raw(sql: string): Promise<unknown>
}

/** Runs `next` (a read request's handling) within READ_TIME_LIMIT_MS a statement; throws ReadTooLong past it. */
export const withinReadTime = async (strapi: Core.Strapi, next: () => Promise<void>): Promise<void> => {
  const db = strapi.db as unknown as {
    dialect: { client: string }
    transaction(cb: (scope: { trx: Transaction }) => Promise<void>): Promise<void>
  }
  if (db.dialect.client !== 'postgres') return next()
  try {
    await db.transaction(async ({ trx }) => {
      await trx.raw(`SET LOCAL statement_timeout = ${READ_TIME_LIMIT_MS}`)
      await next()
    })
  } catch (error) {
    if (isCancelled(error)) throw new ReadTooLong('The read took longer than the CMS allows')
    throw error
  }
}
