import { BotCheck } from './BotCheck'
import type { BotCheckProps } from './bot-check'

/**
 * The end of a public form (the booking, the contact-type forms): the signed fill-time token
 * (docs/spec.md §11.9), Turnstile's widget when the site runs the bot check (§11.10), and the button,
 * which says it is sending while the post is on its way.
 */
export function SendButton(props: {
  token: string
  botCheck: BotCheckProps | null
  busy: boolean
  labels: Record<string, string>
}) {
  return (
    <>
      <input type="hidden" name="token" defaultValue={props.token} />
      {props.botCheck && <BotCheck {...props.botCheck} />}
      <button type="submit" className="button" disabled={props.busy}>
        {props.busy ? props.labels.sending : props.labels.submit}
      </button>
    </>
  )
}
