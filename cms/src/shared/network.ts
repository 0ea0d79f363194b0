/**
 * Who a limit counts, from the visitor's address (docs/spec.md §11.13): one module for the worker, which
 * sees `CF-Connecting-IP`, and the CMS, which is told it by the worker (`x-client-ip`, believed only with
 * the worker's secret). Like booking-rules.ts it imports nothing and compiles under both tsconfigs.
 *
 * - A *client* is an IPv4 address or an IPv6 /64 (one subscriber's line gets a whole /64, so counting
 *   single IPv6 addresses would give one client 2^64 of them). IPv4-mapped IPv6 counts as the IPv4 address.
 * - Its *network* is the IPv4 /24 or the IPv6 /48 around it: the block a provider hands a site or a small
 *   customer (a home gets a /48 to a /56), so an attacker who rents many addresses gets them in few networks.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/
const HEXTET = /^[0-9a-f]{1,4}$/i

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing IPv4 part), or undefined. */
const ipv6Groups = (address: string): number[] | undefined => {
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const split = (part: string | undefined) => (part ? part.split(':') : [])
  const tail = split(halves[1])
  const head = split(halves[0])
  const last = halves.length === 2 ? tail : head
  const ipv4 = last[last.length - 1] ?? ''
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

/** The client an address is (`203.0.113.9`, `2001:db8:1:2::/64`), or undefined when it is not an IP address. */
export const clientOf = (address: string): string | undefined => {
  const trimmed = address.trim()
  if (IPV4.test(trimmed)) return trimmed
  const groups = ipv6Groups(trimmed.replace(/%.*$/, ''))
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

/** The network around a client (`203.0.113.0/24`, `2001:db8:1::/48`), or undefined for no IP address. */
export const networkOf = (address: string): string | undefined => {
  const client = clientOf(address)
  if (!client) return undefined
  if (IPV4.test(client)) return `${client.split('.').slice(0, 3).join('.')}.0/24`
  return `${client.split(':').slice(0, 3).join(':')}::/48`
}
