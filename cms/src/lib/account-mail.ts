import type { Core } from '@strapi/strapi'
import { LOCALE_HEADER } from '../shared/worker-channel'
import { escapeHtml } from './mail'

/**
 * The account mails (cms/README.md, Access): the password reset, the e-mail confirmation and the note to an
 * address that already has an account when someone signs up with it again, the site's own
 * words in the visitor's language (the worker says it in `x-locale`), a plain-text part without markup and an
 * HTML part in the brand's colours, each with one link to the site — never to the CMS.
 */
export type AccountMailKind = 'reset' | 'confirm' | 'taken'
type Locale = 'en' | 'es'

const BRAND = 'Solera'

const COPY: Record<
  Locale,
  Record<AccountMailKind, { subject: string; lead: string; action: string; note: string }>
> = {
  en: {
    reset: {
      subject: `Reset your ${BRAND} password`,
      lead: 'Someone — hopefully you — asked to reset the password of your account. Choose a new one here:',
      action: 'Choose a new password',
      note: 'The link works once, for one hour, and no longer once your password changes or a newer link is sent. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    },
    confirm: {
      subject: `Confirm your e-mail for ${BRAND}`,
      lead: 'Welcome! Confirm that this address is yours to finish creating your account:',
      action: 'Confirm my e-mail',
      note: 'If you did not create an account, ignore this e-mail and nothing happens.',
    },
    taken: {
      subject: `Your ${BRAND} account`,
      lead: 'Someone — hopefully you — tried to create an account with this address, which already has one. Sign in here (the page also lets you choose a new password):',
      action: 'Sign in',
      note: 'If it was not you, ignore this e-mail: your account stays as it is, and nobody learnt that it exists.',
    },
  },
  es: {
    reset: {
      subject: `Restablece tu contraseña de ${BRAND}`,
      lead: 'Alguien — esperamos que tú — ha pedido restablecer la contraseña de tu cuenta. Elige una nueva aquí:',
      action: 'Elegir una contraseña nueva',
      note: 'El enlace sirve una vez, durante una hora, y deja de servir en cuanto cambie tu contraseña o se envíe uno más reciente. Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
    },
    confirm: {
      subject: `Confirma tu correo en ${BRAND}`,
      lead: '¡Bienvenido! Confirma que esta dirección es tuya para terminar de crear tu cuenta:',
      action: 'Confirmar mi correo',
      note: 'Si no has creado ninguna cuenta, ignora este correo y no pasará nada.',
    },
    taken: {
      subject: `Tu cuenta de ${BRAND}`,
      lead: 'Alguien — esperamos que tú — ha intentado crear una cuenta con esta dirección, que ya tiene una. Inicia sesión aquí (la página también te deja elegir una contraseña nueva):',
      action: 'Iniciar sesión',
      note: 'Si no fuiste tú, ignora este correo: tu cuenta sigue igual y nadie ha sabido que existe.',
    },
  },
}

/** The visitor's language, as the worker sent it with the request being handled (English otherwise). */
export const requestLocale = (strapi: Core.Strapi): Locale => {
  const ctx = strapi.requestContext.get() as { get?: (field: string) => string } | undefined
  return ctx?.get?.(LOCALE_HEADER) === 'es' ? 'es' : 'en'
}

/** A page of the site in the visitor's language: `/es` before the path for Spanish. */
export const sitePage = (locale: Locale, path: string): string => {
  const site = (process.env.SITE_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '')
  return `${site}${locale === 'es' ? '/es' : ''}${path}`
}

const html = (locale: Locale, copy: (typeof COPY)['en']['reset'], link: string) => `<!doctype html>
<html lang="${locale}"><body style="margin:0;background:#0b0b12;color:#f4f1ea;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0b12"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#15151f;border-radius:16px">
<tr><td style="padding:28px 28px 8px;font-size:28px;letter-spacing:.12em;text-transform:uppercase;font-weight:700;color:#ff8a3d">${BRAND}</td></tr>
<tr><td style="padding:8px 28px;font-size:16px;line-height:1.5">${escapeHtml(copy.lead)}</td></tr>
<tr><td style="padding:16px 28px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#ff8a3d;color:#0b0b12;font-weight:700;text-decoration:none;padding:14px 22px;border-radius:999px">${escapeHtml(copy.action)}</a></td></tr>
<tr><td style="padding:8px 28px 28px;font-size:13px;line-height:1.5;color:#b9b4c7">${escapeHtml(copy.note)}</td></tr>
</table></td></tr></table></body></html>`

/** Sends one account mail through the email plugin (the outbox locally, SMTP in production). */
export async function sendAccountMail(
  strapi: Core.Strapi,
  kind: AccountMailKind,
  mail: { to: string; locale: Locale; link: string },
): Promise<void> {
  const copy = COPY[mail.locale][kind]
  await strapi
    .plugin('email')
    .service('email')
    .send({
      to: mail.to,
      subject: copy.subject,
      text: [copy.lead, '', mail.link, '', copy.note, '', BRAND].join('\n'),
      html: html(mail.locale, copy, mail.link),
    })
}
