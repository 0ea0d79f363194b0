// Another commit's tree beside this one, for the figures "before" (`SIM_REF` of sim-locations, `BENCH_REF` of
// the bench): a detached git worktree in a temporary folder, with its own install and its own build.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Checks `ref` out into a temporary worktree of the repository at `here` and installs it. When its lockfile is
 * this tree's, it borrows this tree's node_modules (the same packages, so nothing to install: a minute less
 * and 300 MB fewer); else it runs its own `npm ci`. Returns its root (with a trailing slash), the commit it
 * resolved to and `cleanUp()`, which removes the worktree.
 */
export function checkOutRef(here, ref, log = console.log) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: here })
    .toString()
    .trim()
  const root = `${mkdtempSync(join(tmpdir(), 'ref-tree-'))}/`
  execFileSync('git', ['worktree', 'add', '--detach', root, commit], { cwd: here, stdio: 'ignore' })
  const cleanUp = () =>
    execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: here, stdio: 'ignore' })
  try {
    const lock = (dir) => readFileSync(join(dir, 'package-lock.json'), 'utf8')
    if (existsSync(join(here, 'node_modules')) && lock(here) === lock(root)) {
      symlinkSync(join(here, 'node_modules'), join(root, 'node_modules'), 'dir')
      log(`▶ ${ref} (${commit.slice(0, 8)}): this tree's packages (same lockfile)`)
    } else {
      log(`▶ ${ref} (${commit.slice(0, 8)}): install`)
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
        cwd: root,
        stdio: 'ignore',
      })
    }
  } catch (error) {
    cleanUp()
    throw error
  }
  return { root, commit, cleanUp }
}

/**
 * Builds the client of the tree at `root` (its own scripts/build.mjs), into `out` when given (a build script
 * older than `--out` ignores it and builds into its dist/client).
 */
export function buildTree(root, { quiet = false, out } = {}) {
  execFileSync(process.execPath, [`${root}scripts/build.mjs`, ...(out ? ['--out', out] : [])], {
    cwd: root,
    stdio: quiet ? 'ignore' : 'inherit',
  })
}
