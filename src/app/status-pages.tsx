import type { ErrorInfo } from '../lib/errors'
import { Link } from './components/Link'
import BackHome from './islands/BackHome'
import { useRenderContext } from './render-context'

/** The non-fatal not-found page (404 layout), in the page's language. */
export function NotFoundPage({ requestedPath }: { requestedPath: string }) {
  const { t } = useRenderContext()
  return (
    <section className="status-page">
      <h1>{t('notFound.title')}</h1>
      <p className="status-message">{t('notFound.message', { path: requestedPath })}</p>
      <p>{t('notFound.help')}</p>
      <ul>
        <li>
          <Link to="home" className="chip">
            {t('notFound.home')}
          </Link>
        </li>
        <li>
          <Link to="events" className="chip">
            {t('nav.events')}
          </Link>
        </li>
        <li>
          <Link to="venues" className="chip">
            {t('nav.venues')}
          </Link>
        </li>
      </ul>
    </section>
  )
}

/** Why a request could not be used: its status, or a posted form that could not be read (400). */
export type BadRequestReason = 400 | 413 | 414 | 431 | 'form'

/** A clear answer to input the site cannot use (docs/spec.md §7.4). */
export function BadRequestPage({ reason }: { reason: BadRequestReason }) {
  const { t } = useRenderContext()
  return (
    <section className="status-page">
      <h1>{t(reason === 'form' ? 'badRequest.formTitle' : 'badRequest.title')}</h1>
      <p className="status-message">{t(`badRequest.${reason}`)}</p>
      <p>
        <Link to="home">{t('notFound.home')}</Link>
      </p>
    </section>
  )
}

/** The full-page error screen; its wording is fixed by the spec (docs/spec.md §7.6). */
export function ErrorScreen({ error }: { error: ErrorInfo }) {
  return (
    <section className="error-screen" role="alert">
      <h1>Oh no!!</h1>
      <p>It looks like something went wrong.</p>
      <p className="error-line">
        <strong>Error:</strong> {error.message}
      </p>
      {error.stack && <pre className="error-stack">{error.stack}</pre>}
      <BackHome label="Back to home" />
    </section>
  )
}

/**
 * The local CMS is still starting (development: `npm start` seeds the demo content on a first start) and
 * nothing is cached: the page says when to expect the site and reloads by itself, through its `Refresh`
 * header, or `reloadAfter` seconds when it follows a streamed shell whose headers have left.
 */
export function StartingPage({ reloadAfter }: { reloadAfter?: number }) {
  const { t } = useRenderContext()
  return (
    <section className="status-page">
      {reloadAfter !== undefined && <meta httpEquiv="refresh" content={String(reloadAfter)} />}
      <h1>{t('starting.title')}</h1>
      <p className="status-message">{t('starting.message')}</p>
    </section>
  )
}

/** The CMS cannot be reached and nothing is cached: say so plainly and invite a retry. */
export function UnavailablePage() {
  const { t } = useRenderContext()
  return (
    <section className="status-page">
      <h1>{t('unavailable.title')}</h1>
      <p className="status-message">{t('unavailable.message')}</p>
      <p>
        <Link to="home">{t('notFound.home')}</Link>
      </p>
    </section>
  )
}
