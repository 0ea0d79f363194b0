/** The words of the newsletter's venue picker and send panel, in the admin's two languages. */
const en = {
  'newsletter.venues.field': 'Venues',
  'newsletter.venues.fieldHint': 'Pick the venues an issue is about; subscribers choose theirs.',
  'newsletter.venues.all': 'Every venue',
  'newsletter.venues.loading': 'Loading the venues…',
  'newsletter.panel.title': 'Send',
  'newsletter.panel.saveFirst': 'Save the issue to see who would get it.',
  'newsletter.panel.loading': 'Counting subscribers…',
  'newsletter.panel.loadFailed': 'Could not count the subscribers. Reload the page to try again.',
  'newsletter.panel.audience':
    '{language}: {count, plural, =0 {no subscribers} one {# subscriber} other {# subscribers}}',
  'newsletter.panel.notPublished': 'not published, they get nothing',
  'newsletter.panel.modified': 'changes not published',
  'newsletter.panel.none': 'not written',
  'newsletter.panel.sent':
    'Sent on {date} at {time} to {count, plural, one {# subscriber} other {# subscribers}}. An issue is sent once.',
  'newsletter.panel.publishFirst': 'Publish the issue (and its changes) to send it.',
  'newsletter.panel.unsaved': 'Save and publish your changes to send them.',
  'newsletter.panel.test': 'Send a test to me',
  'newsletter.panel.testSent': 'Test sent to {email}.',
  'newsletter.panel.send': 'Send…',
  'newsletter.confirm.title': 'Send this issue now?',
  'newsletter.confirm.body':
    '“{subject}” goes to {total, plural, one {# subscriber} other {# subscribers}} now: {breakdown}. It can be sent only once; publishing it again sends nothing.',
  'newsletter.confirm.nobody': 'Nobody would get it: no subscriber of these languages and venues.',
  'newsletter.confirm.cancel': 'Not now',
  'newsletter.confirm.send': 'Send to {total, plural, one {# subscriber} other {# subscribers}}',
  'newsletter.sentNow': 'Sent to {count, plural, one {# subscriber} other {# subscribers}}.',
  'newsletter.error.sent': 'This issue was sent already.',
  'newsletter.error.unpublishedChanges': 'Publish the changes first: they would not be sent.',
  'newsletter.error.notPublished': 'Publish the issue first.',
  'newsletter.error.nothingSaved': 'Save a subject and a text first.',
  'newsletter.error.other': 'That did not work. Try again in a moment.',
  'newsletter.language.en': 'English',
  'newsletter.language.es': 'Spanish',
}

const es: typeof en = {
  'newsletter.venues.field': 'Locales',
  'newsletter.venues.fieldHint':
    'Elige los locales de los que trata el boletín; los suscriptores eligen los suyos.',
  'newsletter.venues.all': 'Todos los locales',
  'newsletter.venues.loading': 'Cargando los locales…',
  'newsletter.panel.title': 'Enviar',
  'newsletter.panel.saveFirst': 'Guarda el boletín para ver quién lo recibiría.',
  'newsletter.panel.loading': 'Contando suscriptores…',
  'newsletter.panel.loadFailed':
    'No se pudieron contar los suscriptores. Recarga la página para volver a intentarlo.',
  'newsletter.panel.audience':
    '{language}: {count, plural, =0 {ningún suscriptor} one {# suscriptor} other {# suscriptores}}',
  'newsletter.panel.notPublished': 'sin publicar, no reciben nada',
  'newsletter.panel.modified': 'cambios sin publicar',
  'newsletter.panel.none': 'sin escribir',
  'newsletter.panel.sent':
    'Enviado el {date} a las {time} a {count, plural, one {# suscriptor} other {# suscriptores}}. Cada boletín se envía una vez.',
  'newsletter.panel.publishFirst': 'Publica el boletín (y sus cambios) para enviarlo.',
  'newsletter.panel.unsaved': 'Guarda y publica los cambios para enviarlos.',
  'newsletter.panel.test': 'Enviarme una prueba',
  'newsletter.panel.testSent': 'Prueba enviada a {email}.',
  'newsletter.panel.send': 'Enviar…',
  'newsletter.confirm.title': '¿Enviar este boletín ahora?',
  'newsletter.confirm.body':
    '«{subject}» se envía ahora a {total, plural, one {# suscriptor} other {# suscriptores}}: {breakdown}. Solo se puede enviar una vez; volver a publicarlo no envía nada.',
  'newsletter.confirm.nobody': 'No lo recibiría nadie: ningún suscriptor de estos idiomas y locales.',
  'newsletter.confirm.cancel': 'Ahora no',
  'newsletter.confirm.send': 'Enviar a {total, plural, one {# suscriptor} other {# suscriptores}}',
  'newsletter.sentNow': 'Enviado a {count, plural, one {# suscriptor} other {# suscriptores}}.',
  'newsletter.error.sent': 'Este boletín ya se envió.',
  'newsletter.error.unpublishedChanges': 'Publica antes los cambios: no se enviarían.',
  'newsletter.error.notPublished': 'Publica antes el boletín.',
  'newsletter.error.nothingSaved': 'Guarda antes un asunto y un texto.',
  'newsletter.error.other': 'No ha funcionado. Inténtalo de nuevo en un momento.',
  'newsletter.language.en': 'Inglés',
  'newsletter.language.es': 'Español',
}

export type NewsletterMessage = keyof typeof en

export const newsletterTranslations = { en, es }
