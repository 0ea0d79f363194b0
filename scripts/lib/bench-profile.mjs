// CPU per render inside workerd: workerd's own CPU time around one request that renders a page many times
// (scripts/lib/bench-render-loop.mjs), and where that time goes, from its inspector's CPU profile.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// miniflare talks to workerd's inspector with `ws`; the bench borrows its copy rather than adding one.
const WebSocket = createRequire(createRequire(import.meta.url).resolve('miniflare'))('ws')
const SAMPLING_INTERVAL_US = 100
// Linux reports CPU time in clock ticks; 100 a second on every architecture Node runs on.
const TICK_MS = 10

/** utime + stime of process `pid`, every thread included (Linux /proc). */
export function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

/**
 * CPU ms of one render of `path`: the loop worker at `loopUrl` renders it `times` times in one request while
 * workerd's CPU time is read before and after (it renders `warmUp` times first, so CMS answers are in memory
 * and the code is compiled). Strapi is not asked meanwhile: its answers are in the worker's memory.
 */
export async function cpuPerRender({ loopUrl, workerdPid, path, times = 300, warmUp = 50 }) {
  const run = async (count) => {
    const response = await fetch(`${loopUrl}?path=${encodeURIComponent(path)}&times=${count}`)
    const text = await response.text()
    if (response.status !== 200) throw new Error(`render loop on ${path}: ${text}`)
  }
  await run(warmUp)
  const before = processCpuMs(workerdPid)
  await run(times)
  return (processCpuMs(workerdPid) - before) / times
}

/**
 * The functions that take most of a render's time for each of `paths`, from workerd's inspector (target
 * `core:user:{name}`, one session for them all: workerd takes one at a time): self time by function, as
 * shares of the busy time, the largest first. Answers `{ [path]: [{ name, share }] }`.
 */
export async function renderHotspots({ inspectorPort, workerName, loopUrl, paths, times = 200, top = 8 }) {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/core:user:${workerName}`)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let nextId = 1
  const pending = new Map()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data))
    pending.get(message.id)?.(message)
    pending.delete(message.id)
  })
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      pending.set(id, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result),
      )
      socket.send(JSON.stringify({ id, method, params }))
    })
  try {
    await send('Profiler.enable')
    await send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US })
    const byPath = {}
    for (const path of paths) {
      await send('Profiler.start')
      await fetch(`${loopUrl}?path=${encodeURIComponent(path)}&times=${times}`).then((response) =>
        response.text(),
      )
      const { profile } = await send('Profiler.stop')
      byPath[path] = selfTimes(profile).slice(0, top)
    }
    return byPath
  } finally {
    socket.close()
  }
}

/** Self time per function (name and place), idle excluded, as shares of the rest. */
function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const totals = new Map()
  let busy = 0
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame
    if (functionName === '(idle)') return
    const name = `${functionName || '(anonymous)'}${url ? ` ${url.split('/').pop()}:${lineNumber + 1}` : ''}`
    const delta = profile.timeDeltas[index] ?? 0
    totals.set(name, (totals.get(name) ?? 0) + delta)
    busy += delta
  })
  return [...totals].sort((a, b) => b[1] - a[1]).map(([name, time]) => ({ name, share: time / busy }))
}
