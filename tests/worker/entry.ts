/**
 * The worker the tests call through `SELF`: the product's worker and Durable Objects, on the test clock. The
 * runtime makes a Durable Object with its state and env alone, so its clock is chosen here, by the class
 * this entry exports (src/server/clock.server.ts).
 */
import * as site from '../../src/worker'
import { TEST_CLOCK } from './test-clock'

export class AccountProfiles extends site.AccountProfiles {
  protected override readonly clock = TEST_CLOCK
}
export class ContentShield extends site.ContentShield {
  protected override readonly clock = TEST_CLOCK
}
export class TagLedger extends site.TagLedger {
  protected override readonly clock = TEST_CLOCK
}
export class ClientBookings extends site.ClientBookings {
  protected override readonly clock = TEST_CLOCK
}
export class FormTokens extends site.FormTokens {
  protected override readonly clock = TEST_CLOCK
}
export class MailLimits extends site.MailLimits {
  protected override readonly clock = TEST_CLOCK
}
export class SignInThrottle extends site.SignInThrottle {
  protected override readonly clock = TEST_CLOCK
}

export default site.createWorker({ clock: TEST_CLOCK })
