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
 * The browser files that take longest (seconds, two at a time, November 2026), started first so the
 * group does not end on one of them alone. Vitest orders by last run's durations when it has them; a
 * clean clone has none, and ordered by file size, which put the 65 s route walk near the end.
 */
const LONGEST = [
  'e2e/every-route.test.ts', // 55–65
  'e2e/accounts.test.ts', // 33
  'e2e/crawl.test.ts', // 30
  'e2e/heroes.test.ts', // 25
  'e2e/journeys.test.ts', // 23
]

const longest = (file: TestSpecification) => {
  const at = LONGEST.findIndex((name) => file.moduleId.endsWith(`/tests/${name}`))
  return at === -1 ? LONGEST.length : at
}

export default class ServersLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Stable: past the longest browser files, vitest's order (failed first, then longest first) holds.
    return (await super.sort(files)).toSorted(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b) ||
        longest(a) - longest(b),
    )
  }
}
