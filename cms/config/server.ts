import type { Core } from '@strapi/strapi'
import { DOOR_TASKS_RULE, runDoorTasks } from '../src/lib/reservations/reminders'

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Public origin of the CMS (used in absolute links such as the social-login redirect).
  url: env('PUBLIC_URL', ''),
  app: {
    keys: env.array('APP_KEYS', []),
  },
  // Where uploads live (`<public>/uploads`). The launcher points it into the data directory so a
  // throw-away test database gets throw-away uploads.
  dirs: {
    public: env('PUBLIC_DIR', './public'),
  },
  logger: {
    updates: { enabled: false },
    startup: { enabled: false },
  },
  // The booking tasks (docs/spec.md §13.14, §13.15): reminders the day before, no-shows after a seating. Every
  // replica runs them; each booking is claimed by one (src/lib/reservations/reminders.ts).
  cron: {
    enabled: env.bool('CRON_ENABLED', true),
    tasks: {
      reservationDoorTasks: {
        task: ({ strapi }: { strapi: Core.Strapi }) => runDoorTasks(strapi),
        options: { rule: DOOR_TASKS_RULE },
      },
    },
  },
})

export default config
