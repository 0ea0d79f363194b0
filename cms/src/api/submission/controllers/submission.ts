import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { FieldErrors, isEmail, isHttpUrl, str, toLocale } from '../../../lib/errors';

const KINDS = ['contact', 'demo', 'licensing', 'brand'] as const;
type Kind = (typeof KINDS)[number];

type Ctx = { request: { body?: unknown }; status: number; body: unknown };

export default factories.createCoreController('api::submission.submission', ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/submissions { data: { kind, name, email, message, link, locale } } → 201 { data: { id, documentId, kind } } */
  async submit(ctx: Ctx) {
    const errors = new FieldErrors();
    const body = ctx.request.body as { data?: unknown } | undefined;
    const d = body && typeof body === 'object' ? body.data : undefined;
    if (!d || typeof d !== 'object' || Array.isArray(d)) {
      errors.add('data', 'The request body must be { data: { … } }');
      errors.throwIfAny();
    }
    const data = d as Record<string, unknown>;
    const kind = str(data.kind) as Kind | undefined;
    if (!kind) errors.add('kind', 'kind is required');
    else if (!KINDS.includes(kind)) errors.add('kind', `kind must be one of ${KINDS.join(', ')}`);
    const name = str(data.name);
    if (!name) errors.add('name', 'name is required');
    else if (name.length < 2 || name.length > 100) errors.add('name', 'name must be 2 to 100 characters');
    const email = str(data.email);
    if (!email) errors.add('email', 'email is required');
    else if (!isEmail(email)) errors.add('email', 'email must be a valid e-mail address');
    const message = str(data.message);
    if (!message) errors.add('message', 'message is required');
    else if (message.length > 5000) errors.add('message', 'message must be at most 5000 characters');
    const link = data.link === undefined || data.link === null ? '' : str(data.link);
    if (link === undefined) errors.add('link', 'link must be text');
    else if (link === '' && kind === 'demo') errors.add('link', 'link is required for a demo (http or https URL)');
    else if (link !== '' && !isHttpUrl(link)) errors.add('link', 'link must be an http or https URL');
    if (data.locale !== undefined && data.locale !== null && data.locale !== 'en' && data.locale !== 'es') {
      errors.add('locale', 'locale must be en or es');
    }
    errors.throwIfAny();

    const created = await strapi.db.query('api::submission.submission').create({
      data: {
        kind,
        name,
        email,
        message,
        link: link || null,
        language: toLocale(data.locale),
        handled: false,
        publishedAt: new Date(),
      },
    });

    const notify = process.env.SUBMISSIONS_NOTIFY;
    if (notify) {
      strapi
        .plugin('email')
        .service('email')
        .send({
          to: notify,
          replyTo: email,
          subject: `[${kind}] ${name}`,
          text: `${name} <${email}>\n${link ? `${link}\n` : ''}\n${message}`,
        })
        .catch((err: Error) => strapi.log.warn(`[submission] notification failed: ${err.message}`));
    }

    ctx.status = 201;
    ctx.body = { data: { id: created.id, documentId: created.documentId, kind } };
  },
}));
