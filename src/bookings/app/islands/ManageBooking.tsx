import { Field } from '../../../app/forms/Field'
import { FormMessage } from '../../../app/forms/FormMessage'
import { useIslandForm } from '../../../app/forms/use-island-form'
import { defineIsland } from '../../../app/island'
import type { ValidationMessages } from '../../../lib/forms/codes'
import { BOOKING_FORMS, FORM_FIELD } from '../../../lib/forms/form-ids'

/** What the server answered one of the two forms when it was posted without JavaScript. */
interface Posted {
  errors: Record<string, string>
  message: string | null
}

export interface ManageBookingProps {
  /** The manage page's own address (with the link's token or the booking's reference): both forms post there. */
  action: string
  partySize: number
  /** The party sizes it may change to; above `large` a change waits for staff. */
  party: { min: number; max: number; large: number }
  posted: { party: Posted | null; cancel: Posted | null }
  labels: Record<
    | 'partySize'
    | 'change'
    | 'changing'
    | 'cancel'
    | 'cancelQuestion'
    | 'cancelConfirm'
    | 'cancelling'
    | 'offline'
    | 'largerParty'
    | 'largeRule',
    string
  >
  largerPartyHref: string
  messages: ValidationMessages
}

const follow = (answer: { redirect?: string }) => {
  window.location.assign(answer.redirect ?? window.location.href)
  return undefined
}

/** A new number of guests: the venue's party limits checked here, the slot's room by the CMS. */
function PartyForm(props: ManageBookingProps) {
  const { labels, party } = props
  const { errors, message, busy, formProps, clearError, answeredByServer } = useIslandForm({
    fields: {
      schema: () =>
        import('../../lib/reservation').then((forms) =>
          forms.partySizeSchema({ minParty: party.min, maxParty: party.max }),
        ),
      messages: props.messages,
    },
    errors: props.posted.party?.errors,
    message: props.posted.party?.message,
    offline: labels.offline,
    onAccepted: follow,
  })
  const sizes = Array.from({ length: party.max - party.min + 1 }, (_, index) => party.min + index)
  return (
    <form className="form" action={props.action} {...formProps} noValidate>
      <input type="hidden" name={FORM_FIELD} value={BOOKING_FORMS.party} />
      <Field id="manage-partySize" label={labels.partySize} error={errors.partySize}>
        {(aria) => (
          <select
            {...aria}
            name="partySize"
            defaultValue={String(props.partySize)}
            onChange={() => clearError('partySize')}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="field-hint">
        {labels.largeRule} <a href={props.largerPartyHref}>{labels.largerParty}</a>
      </p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? labels.changing : labels.change}
      </button>
      <FormMessage text={message} focus={answeredByServer} />
    </form>
  )
}

/** Cancelling asks once more, in a disclosure that opens without JavaScript too. */
function CancelForm(props: ManageBookingProps) {
  const { labels } = props
  const { message, busy, formProps, answeredByServer } = useIslandForm({
    message: props.posted.cancel?.message,
    offline: labels.offline,
    onAccepted: follow,
  })
  return (
    <details className="cancel-booking" open={!!props.posted.cancel}>
      <summary className="button button-outline">{labels.cancel}</summary>
      <form className="form" action={props.action} {...formProps}>
        <input type="hidden" name={FORM_FIELD} value={BOOKING_FORMS.cancel} />
        <p>{labels.cancelQuestion}</p>
        <button type="submit" className="button button-danger" disabled={busy}>
          {busy ? labels.cancelling : labels.cancelConfirm}
        </button>
        <FormMessage text={message} focus={answeredByServer} />
      </form>
    </details>
  )
}

/**
 * The two changes a guest makes to a booking (docs/spec.md §13.12): another number of guests, or cancel.
 * Each posts to the page itself; a success goes where the worker says (the page again, with its message).
 */
function ManageBooking(props: ManageBookingProps) {
  return (
    <div className="manage-actions">
      <PartyForm {...props} />
      <CancelForm {...props} />
    </div>
  )
}

export default defineIsland('ManageBooking', ManageBooking)
