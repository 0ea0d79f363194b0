import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files of projects that need no server first, then by how soon each project's servers answer: the
 * worker-cms Strapi starts from the SQLite seed template, the cms project's Postgres seeds in its turn.
 * (The browser files are a group of their own, after these: vitest.config.ts.) Vitest's
 * own order is by project name, which queued the cms files first: they held every worker while Postgres
 * seeded, and the unit and worker files waited behind them.
 */
const PROJECTS = ['unit', 'worker', 'worker-cms', 'cms', 'e2e']

const rank = (file: TestSpecification) => {
  const at = PROJECTS.indexOf(file.project.name)
  return at === -1 ? PROJECTS.length : at
}

/**
 * The files that take longest in their project (seconds in a whole run, November 2026), started first so
 * a project does not end on one of them alone while the other workers idle. Vitest orders by last run's
 * durations when it has them; a clean clone has none, and ordered by file size, which put the route walk
 * near the end.
 */
const LONGEST = [
  'e2e/every-route.test.ts', // 40
  'e2e/accounts.test.ts', // 33
  'e2e/crawl.test.ts', // 30
  'e2e/heroes.test.ts', // 22
  'e2e/journeys.test.ts', // 18
  'worker-cms/sign-in-limits.test.ts', // 19
  'worker-cms/form-limits.test.ts', // 15
  'worker-cms/cache-key.test.ts', // 13
  'cms/admin.test.ts', // 20
  'cms/reservations.test.ts', // 18
  'cms/booking-links.test.ts', // 13
]

const longest = (file: TestSpecification) => {
  const at = LONGEST.findIndex((name) => file.moduleId.endsWith(`/tests/${name}`))
  return at === -1 ? LONGEST.length : at
}

export default class ServersLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Stable: past the files named in LONGEST, vitest's order (failed first, then longest first) holds.
    return (await super.sort(files)).toSorted(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b) ||
        longest(a) - longest(b),
    )
  }
}
