// `node scripts/install-cms.mjs`: installs and compiles cms/ when needed (what every suite and `npm start`
// would do first). Node builtins only: `npm test` runs it in a child process beside its checks.
import { ensureCmsInstalled } from './lib/cms.mjs'

await ensureCmsInstalled()
