import type { RenderContextValue } from '../render-context'

/** Cloudflare Turnstile in the browser (docs/spec.md §11.10), loaded only on forms that show its widget. */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

/** What a form needs to show the widget; null when the site runs no bot check. */
export interface BotCheckProps {
  siteKey: string
  language: string
  /** Shown without JavaScript, where the check cannot run. */
  noScript: string
}

/** The widget's props for a form rendered in `context`: null when the bot check is off. */
export const botCheckFor = ({
  botCheckSiteKey,
  locale,
  t,
}: Pick<RenderContextValue, 'botCheckSiteKey' | 'locale' | 't'>): BotCheckProps | null =>
  botCheckSiteKey
    ? { siteKey: botCheckSiteKey, language: locale, noScript: t('forms.botCheckNoScript') }
    : null

interface Turnstile {
  render(container: HTMLElement, options: { sitekey: string; language: string }): string | undefined
  reset(container: HTMLElement): void
  remove(widget: string): void
}

declare global {
  interface Window {
    turnstile?: Turnstile
  }
}

/** A solved challenge is good for one post: after each answer the form's widget asks for a new one. */
export function resetBotCheck(form: HTMLFormElement) {
  const widget = form.querySelector<HTMLElement>('.bot-check')
  if (widget && window.turnstile) window.turnstile.reset(widget)
}
