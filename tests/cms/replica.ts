// A second CMS process on the suite's database, as another replica would be: the tests that need two
// processes at once (the booking tasks' cron, the newsletter's Send) drive one through its stdin.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { inject } from 'vitest'
import { loadLocalSecrets } from '../../scripts/lib/cms.mjs'

/**
 * Starts `script` (a file under tests/setup that loads Strapi once, a Strapi start being the suite's costliest
 * step), which answers each line it reads with one line `${tag} {json}`. `ready` is its first such line;
 * `ask(line)` writes a line and answers the next answer, parsed.
 */
export function startCmsReplica(script: string, tag: string) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      ...loadLocalSecrets(),
      ...inject('cmsEnv'),
      NODE_ENV: 'production',
      SEED: 'false',
      CRON_ENABLED: 'false',
    },
  })
  const prefix = `${tag} `
  const waiting: Array<(line: string) => void> = []
  let output = ''
  let partial = ''
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      output = `${output}${line}\n`.slice(-4000)
      if (line.startsWith(prefix)) waiting.shift()?.(line.slice(prefix.length))
    }
  })
  const next = () =>
    new Promise<string>((resolve, reject) => {
      waiting.push(resolve)
      child.once('exit', (code) => reject(new Error(`the replica ended (${code}):\n${output}`)))
    })
  const ready = next()
  return {
    ready,
    ask: async <Answer>(line: string): Promise<Answer> => {
      const answer = next()
      child.stdin.write(`${line}\n`)
      return JSON.parse(await answer) as Answer
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.stdin.end()
      }),
  }
}
