// CPU per request inside workerd, from its inspector's CPU profile (the V8 sampling profiler).
import { createRequire } from 'node:module'

// miniflare talks to workerd's inspector with `ws`; the bench borrows its copy rather than adding one.
const requireFromMiniflare = createRequire(createRequire(import.meta.url).resolve('miniflare'))
const WebSocket = requireFromMiniflare('ws')
const SAMPLING_INTERVAL_US = 50

/** A DevTools-protocol session with one worker of workerd (`inspectorPort`, target `core:user:{name}`). */
export async function inspectWorker(inspectorPort, workerName) {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/core:user:${workerName}`)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let nextId = 1
  const pending = new Map()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data))
    const waiting = pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id)
    if (message.error) waiting.reject(new Error(`${message.error.message} (${waiting.method})`))
    else waiting.resolve(message.result)
  })
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve, reject, method })
      socket.send(JSON.stringify({ id, method, params }))
    })
  await send('Profiler.enable')
  await send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US })
  return {
    /**
     * Runs `work` (which makes `requests` requests, one at a time) under the profiler and returns the CPU
     * the worker spent per request, in ms: every sample except idle time, garbage collection included.
     */
    async cpuPerRequest(requests, work) {
      await send('Profiler.start')
      await work()
      const { profile } = await send('Profiler.stop')
      globalThis.__lastProfile = profile
      return busyMicroseconds(profile) / 1000 / requests
    },
    close: () => socket.close(),
  }
}

/**
 * Time the isolate was busy (running or collecting garbage): its samples but `(idle)`, times the sampling
 * interval. workerd's thread serves other isolates between this one's turns, and V8 takes no sample then,
 * so a sample's time delta (the wall time since the previous sample) would count those turns too.
 */
function busyMicroseconds(profile) {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((n) => n.id),
  )
  return profile.samples.filter((node) => !idle.has(node)).length * SAMPLING_INTERVAL_US
}
export function breakdown(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const totals = new Map()
  profile.samples.forEach((id, i) => {
    const f = byId.get(id).callFrame
    const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`
    totals.set(k, (totals.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0))
  })
  return [...totals].sort((a, b) => b[1] - a[1])
}
