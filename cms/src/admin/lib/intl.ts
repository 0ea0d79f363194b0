import * as React from 'react'

/** What the CMS's admin code uses of the admin's react-intl (the language each administrator picked). */
export interface AdminIntl {
  locale: string
  formatMessage(
    descriptor: { id: string; defaultMessage: string },
    values?: Record<string, string | number>,
  ): string
  formatTime(value: Date, options: Intl.DateTimeFormatOptions): string
  formatDate(value: Date, options: Intl.DateTimeFormatOptions): string
}

/**
 * The admin's react-intl, as its own components read it. react-intl keeps its context on `window` so that
 * every copy of the package shares one (Strapi's packages each carry their own copy, none of which the CMS
 * can import): reading it there needs no copy of our own.
 */
const shared = window as unknown as { __REACT_INTL_CONTEXT__?: React.Context<AdminIntl | null> }
shared.__REACT_INTL_CONTEXT__ ??= React.createContext<AdminIntl | null>(null)
const IntlContext: React.Context<AdminIntl | null> = shared.__REACT_INTL_CONTEXT__

export const useIntl = (): AdminIntl => {
  const intl = React.useContext(IntlContext)
  if (!intl) throw new Error('Rendered outside the admin (no react-intl context)')
  return intl
}

/** The admin's clock: 24 hours, as the venues and their seatings are written (never "04:31:53 PM"). */
export const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }

/** A page's words, typed by its messages: an id that does not exist fails the type check. */
export const useSay = <Id extends string>() => {
  const { formatMessage } = useIntl()
  return (id: Id, values?: Record<string, string | number>) =>
    formatMessage({ id, defaultMessage: id }, values)
}
