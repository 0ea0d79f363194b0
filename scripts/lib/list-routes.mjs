// Prints the route table as JSON, for scripts that run outside the worker (it is TypeScript).
import { buildSync } from 'esbuild'

const { outputFiles } = buildSync({
  entryPoints: [new URL('../../src/app/routes.ts', import.meta.url).pathname],
  bundle: true,
  format: 'esm',
  write: false,
  platform: 'neutral',
})
const module = await import(
  `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
)
process.stdout.write(JSON.stringify(module.ROUTES))
