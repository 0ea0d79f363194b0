import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import type { AppEnv } from '../../config'
import { SUBMISSION_FORMS, type SubmissionForm } from '../../lib/forms'
import { LOCALES, localePath } from '../../lib/locale'
import { routeNamed } from './answer.server'
import { availability, bookTable, showReservations } from './reservations.server'
import { submitForm } from './submissions.server'

/** Form posts come from our own pages (Origin check) and are small. */
const guards = [
  csrf(),
  bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.text('Payload Too Large', 413) }),
] as const

/**
 * The site's forms: the Ibiza booking (page with live slots, availability JSON, booking) and the pages
 * whose posts become CMS submissions. Each path is served in both languages, like the pages.
 */
export function formsApp() {
  const app = new Hono<AppEnv>()
  const reservations = routeNamed('ibiza-reservations').path
  for (const locale of LOCALES) {
    const at = (path: string) => localePath(path, locale)
    app.get(at(reservations), showReservations)
    app.get(at(`${reservations}/availability`), availability)
    app.post(at(reservations), ...guards, bookTable)
    for (const form of Object.keys(SUBMISSION_FORMS) as SubmissionForm[]) {
      app.post(at(routeNamed(form).path), ...guards, submitForm(form))
    }
  }
  return app
}
