import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files of projects that need no server first, then by how soon each project's servers answer: the
 * worker-cms Strapi starts from the SQLite seed template, the cms project's Postgres seeds fresh. Vitest's
 * own order is by project name, which queued the cms files first: they held every worker while Postgres
 * seeded, and the unit and worker files waited behind them.
 */
const PROJECTS = ['unit', 'worker', 'worker-cms', 'cms', 'e2e']

const rank = (file: TestSpecification) => {
  const at = PROJECTS.indexOf(file.project.name)
  return at === -1 ? PROJECTS.length : at
}

export default class ServersLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Stable: within a project, vitest's order (failed first, then longest first) holds.
    return (await super.sort(files)).toSorted(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b),
    )
  }
}
