import type { Context } from 'hono'
import { clientOf, networkOf } from '../../../cms/src/shared/network'
import type { AppEnv } from '../../config'

/**
 * Who a limit counts (docs/spec.md §11): the client address Cloudflare puts in `CF-Connecting-IP`, which
 * a client cannot set itself on Cloudflare (tests send it themselves; `wrangler dev` fills it in). No
 * other header is believed. The client and its network are read by the module the CMS reads them by
 * (cms/src/shared/network.ts: an IPv6 client is its /64, its network the /48). Without the header (a local
 * `wrangler dev`) every request is one client.
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
  return networkOf(clientAddress(c) ?? '') ?? 'unknown'
}

/** The visitor's address as Cloudflare gives it (the one header believed), for limits and for the CMS. */
export const clientAddress = (c: Context<AppEnv>): string | undefined =>
  c.req.header('cf-connecting-ip')?.trim() || undefined

/** The key of an address, or undefined when it is not an IP address. */
export const addressKey = clientOf
