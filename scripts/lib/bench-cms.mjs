// The bench's throw-away Strapi (cms/): a fresh database, a copy of the seed template, in a dir of the caller's.
import { readdirSync, readFileSync } from 'node:fs'
import { ensureCmsInstalled, startCms } from './cms.mjs'

/**
 * Installs/compiles cms/ when needed and starts Strapi on a free port with its data in `dataDir`.
 * Adds `cpuMs()`: the CPU time Strapi's process group has used so far (Linux /proc; undefined elsewhere).
 * `stop()` may be called more than once; deleting `dataDir` afterwards is the caller's.
 */
export async function startBenchCms(dataDir) {
  await ensureCmsInstalled({ quiet: true })
  const cms = await startCms({ dataDir, quiet: true })
  return { ...cms, cpuMs: () => groupCpuMs(cms.pid) }
}

/**
 * The slug of the first entry of a collection Strapi really has (`events`, `mixes`, `albums`…), read as the
 * site reads it: with the worker's secret, in the site's shape (the CMS answers nothing else).
 */
export async function firstSlug(cms, collection) {
  const query = 'locale=en&sort[0]=slug:asc&pagination[page]=1&pagination[pageSize]=1'
  const response = await fetch(`${cms.url}/api/${collection}?${query}`, {
    headers: { 'x-worker-secret': cms.workerSecret },
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`Strapi answered ${response.status} to GET /api/${collection}`)
  const slug = (await response.json())?.data?.[0]?.slug
  if (typeof slug !== 'string' || !slug) throw new Error(`Strapi has no ${collection} entry with a slug`)
  return slug
}

// Linux reports CPU time in clock ticks; 100 a second on every architecture Node runs on.
const TICK_MS = 10

/** utime + stime of every process in group `pgid` (Strapi runs detached: its pid is its group). */
export function groupCpuMs(pgid) {
  let pids
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return undefined
  }
  let ticks = 0
  for (const pid of pids) {
    let stat
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    // Fields after the command (which may itself hold spaces and parentheses): state ppid pgrp … utime stime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks * TICK_MS
}
