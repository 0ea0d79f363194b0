/**
 * Strapi 5 email provider: appends every mail as one JSON line
 * `{to, from, replyTo, subject, text, html, sentAt, headers?}` (and `attachments: [{filename, contentType, content}]`
 * when it has any, their content as text) to a local file (the "outbox").
 * Used for local runs and tests; production sets MAIL_PROVIDER=nodemailer.
 */
const fs = require('node:fs')
const path = require('node:path')

const DEFAULT_FILE = path.resolve(process.cwd(), '.tmp', 'outbox.jsonl')

module.exports = {
  init(providerOptions = {}, settings = {}) {
    const file = providerOptions.file || process.env.MAIL_OUTBOX || DEFAULT_FILE
    fs.mkdirSync(path.dirname(file), { recursive: true })
    let queue = Promise.resolve()

    return {
      file,
      send(options) {
        const { to, cc, bcc, from, replyTo, subject, text, html, attachments } = options || {}
        if (!to) return Promise.reject(new Error('email-outbox: missing "to"'))
        const record = {
          to,
          from: from || settings.defaultFrom || null,
          replyTo: replyTo || settings.defaultReplyTo || null,
          subject: subject || '',
          text: text || '',
          html: html || '',
          sentAt: new Date().toISOString(),
        }
        if (options.headers) record.headers = options.headers
        if (cc) record.cc = cc
        if (bcc) record.bcc = bcc
        if (attachments?.length) {
          record.attachments = attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content: String(content),
          }))
        }
        const line = `${JSON.stringify(record)}\n`
        // One appendFile per mail, in order, so concurrent sends never interleave lines.
        const done = queue.then(() => fs.promises.appendFile(file, line, 'utf8'))
        queue = done.catch(() => {})
        return done
      },
    }
  },
}
