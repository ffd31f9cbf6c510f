import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

// Webhook URLs are typed by customers, and the server POSTs to them: without a check, a URL could
// make the server reach its own network (a database admin page, the cloud metadata service).
// The host's addresses are resolved and each is checked; the connection then goes to the address
// that was checked (see webhook-sender.ts), so a DNS answer that changes between the check and
// the connection (rebinding) cannot lead elsewhere.

const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32],
  ['100::', 64],
] as const) blocked.addSubnet(net, prefix, 'ipv6')

/** Loopback, private (RFC 1918, fc00::/7), link-local (the metadata service), CGNAT, unspecified, multicast, reserved. */
export function isForbiddenAddress (address: string): boolean {
  const family = isIP(address)
  if (family === 4) return blocked.check(address, 'ipv4')
  if (family !== 6) return true
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it is.
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)
  if (mapped) return blocked.check(mapped[1]!, 'ipv4')
  return blocked.check(address, 'ipv6')
}

export interface UrlRules { allowPrivate: boolean; allowHttp: boolean }
export interface Resolved { address: string; family: 4 | 6 }

export class UnsafeUrl extends Error {}

/** Why a URL may not be registered, judged from its text alone (null: fine so far). */
export function urlProblem (raw: string, rules: UrlRules): string | null {
  let url: URL
  try { url = new URL(raw) } catch { return 'Must be an absolute http(s) URL' }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && rules.allowHttp)) {
    return rules.allowHttp ? 'Must be an http(s) URL' : 'Must be an https URL'
  }
  if (url.username || url.password) return 'Must not contain credentials'
  return null
}

/**
 * The address to connect to for `raw`, after checking every address its host resolves to: one
 * forbidden address refuses the URL (a host with a public and a private address is not trusted).
 */
export async function resolveSafely (raw: string, rules: UrlRules, resolve = defaultResolve): Promise<Resolved> {
  const problem = urlProblem(raw, rules)
  if (problem) throw new UnsafeUrl(problem)
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '')
  let addresses: Resolved[]
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) as 4 | 6 }] : await resolve(host)
  } catch {
    throw new UnsafeUrl(`The host ${host} does not resolve`)
  }
  if (addresses.length === 0) throw new UnsafeUrl(`The host ${host} does not resolve`)
  if (!rules.allowPrivate) {
    const bad = addresses.find((a) => isForbiddenAddress(a.address))
    if (bad) throw new UnsafeUrl(`The host ${host} resolves to ${bad.address}, a private, loopback or reserved address`)
  }
  return addresses[0]!
}

async function defaultResolve (host: string): Promise<Resolved[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family as 4 | 6 }))
}
