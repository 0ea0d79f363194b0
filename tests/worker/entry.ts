/** The worker the tests call through `SELF`: the product's worker and Durable Objects, on the test clock. */
import { createWorker } from '../../src/worker'
import { TEST_CLOCK } from './test-clock'

export {
  AccountProfiles,
  ClientBookings,
  ContentShield,
  FormTokens,
  MailLimits,
  SignInThrottle,
  TagLedger,
} from '../../src/worker'

export default createWorker({ clock: TEST_CLOCK })
