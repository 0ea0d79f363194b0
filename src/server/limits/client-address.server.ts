import type { Context } from 'hono'
import type { AppEnv } from '../../config'

/**
 * Who a limit counts (docs/spec.md §11): the client address Cloudflare puts in `CF-Connecting-IP`, which
 * a client cannot set itself on Cloudflare (tests send it themselves; `wrangler dev` fills it in). No
 * other header is believed. An IPv6 address counts as its /64 network — one subscriber's line gets a
 * whole /64, so counting single addresses would give one client 2^64 of them. IPv4-mapped IPv6 counts
 * as the IPv4 address. Without the header (a local `wrangler dev`) every request is one client.
 */
export function clientKey(c: Context<AppEnv>): string {
  return addressKey(clientAddress(c) ?? '') ?? 'unknown'
}

/**
 * The network a client address belongs to (docs/spec.md §11.13): an IPv4 /24 or an IPv6 /48, the block one
 * provider hands a site or a small customer. Limits per network stop an attacker who rents many addresses
 * in one block; they are set high enough that a family or an office behind one block books freely.
 */
export function networkKey(c: Context<AppEnv>): string {
  const address = clientAddress(c) ?? ''
  const key = addressKey(address)
  if (!key) return 'unknown'
  if (IPV4.test(key)) return `${key.split('.').slice(0, 3).join('.')}.0/24`
  return `${key.split(':').slice(0, 3).join(':')}::/48`
}

/** The visitor's address as Cloudflare gives it (the one header believed), for limits and for the CMS. */
export const clientAddress = (c: Context<AppEnv>): string | undefined =>
  c.req.header('cf-connecting-ip')?.trim() || undefined

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/
const HEXTET = /^[0-9a-f]{1,4}$/i

/** The key of an address, or undefined when it is not an IP address. */
export function addressKey(address: string): string | undefined {
  if (IPV4.test(address)) return address
  const groups = ipv6Groups(address.replace(/%.*$/, ''))
  if (!groups) return undefined
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing IPv4 part), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const split = (part: string | undefined) => (part ? part.split(':') : [])
  const tail = split(halves[1])
  const head = split(halves[0])
  const last = halves.length === 2 ? tail : head
  const ipv4 = last.at(-1) ?? ''
  if (IPV4.test(ipv4)) {
    const bytes = ipv4.split('.').map(Number)
    last.splice(
      -1,
      1,
      (((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)).toString(16),
      (((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)).toString(16),
    )
  }
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  return groups.every((group) => HEXTET.test(group))
    ? groups.map((group) => Number.parseInt(group, 16))
    : undefined
}
