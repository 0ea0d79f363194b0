// `node scripts/install-cms.mjs`: installs and compiles cms/ when needed (what every suite and `npm start`
// would do first). Node builtins only, so CI can run it beside the root `npm install`: the CMS install
// (better-sqlite3 compiles from source) is the longest step of a fresh machine's run.
import { ensureCmsInstalled } from './lib/cms.mjs'

await ensureCmsInstalled()
