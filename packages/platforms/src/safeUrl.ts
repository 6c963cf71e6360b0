/**
 * Which URLs the platform may call on behalf of user-given configuration (an ads account's endpoint,
 * a token URL inside its credentials): https to public addresses only, checked on the addresses the
 * name resolves to, so a name pointing at loopback, link-local (cloud metadata), private or reserved
 * space is refused as the literal address would be. The configured simulators' origin (SIMULATORS_URL,
 * or one registered in-process by test support) is the only exception, by exact origin.
 */
import { lookup as lookupCallback } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { Agent } from 'undici';

/** What the platform answers for a refused address: never the address or the resolver's error. */
export const UNSAFE_URL_MESSAGE = 'La dirección de la plataforma no está permitida.';
export const UNRESOLVED_URL_MESSAGE = 'No se pudo resolver la dirección de la plataforma.';

const IPV4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const IPV6_BLOCKED: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped: a name never needs one, and it hides an IPv4 address
  ['64:ff9b::', 96], // NAT64: embeds an IPv4 address
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local (fd00:ec2::254 metadata among them)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
];

// Two lists: BlockList matches IPv4 addresses against IPv6 rules too (as mapped addresses), so the
// IPv6 rule for mapped addresses would otherwise refuse every IPv4 address.
const blockedV4 = new BlockList();
for (const [net, prefix] of IPV4_BLOCKED) blockedV4.addSubnet(net, prefix, 'ipv4');
const blockedV6 = new BlockList();
for (const [net, prefix] of IPV6_BLOCKED) blockedV6.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address (IPv4 or IPv6, no brackets) is a public unicast one. Anything unreadable is not. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  return family === 4 ? !blockedV4.check(bare, 'ipv4') : !blockedV6.check(bare, 'ipv6');
}

const registered = new Set<string>();

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** Trusts one more simulators origin in this process (test support starting simulators on a free port). */
export function trustSimulatorsOrigin(url: string): void {
  const origin = originOf(url);
  if (origin) registered.add(origin);
}

/**
 * The origins exempt from the address rule: the simulators this process was configured with (trusted
 * where the configuration is resolved, see trustSimulatorsOrigin), or the SIMULATORS_URL of an
 * environment handed in explicitly.
 */
export function trustedOrigins(env: { SIMULATORS_URL?: string } = {}): Set<string> {
  const configured = env.SIMULATORS_URL ? originOf(env.SIMULATORS_URL) : undefined;
  return new Set([...registered, ...(configured ? [configured] : [])]);
}

export type LookupAll = (hostname: string) => Promise<{ address: string }[]>;
const lookupAll: LookupAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export type UrlRefusal = { message: string; retryable: boolean };

/**
 * Why the platform must not call `target`, or undefined when it may: an unreadable URL, one that is not
 * https, one with credentials in it, or a host with any resolved address outside public unicast space.
 * A name that does not resolve is refused too (retryable), so the check never passes on a failed lookup.
 */
export async function urlRefusal(
  target: string | URL,
  options: { lookup?: LookupAll; env?: { SIMULATORS_URL?: string } } = {},
): Promise<UrlRefusal | undefined> {
  let url: URL;
  try {
    url = new URL(String(target));
  } catch {
    return { message: UNSAFE_URL_MESSAGE, retryable: false };
  }
  if (trustedOrigins(options.env).has(url.origin)) return undefined;
  if (url.protocol !== 'https:' || url.username || url.password) return { message: UNSAFE_URL_MESSAGE, retryable: false };
  // The URL parser already turned decimal, octal and hexadecimal IPv4 forms into dotted quads.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await (options.lookup ?? lookupAll)(host)).map((a) => a.address);
    } catch {
      return { message: UNRESOLVED_URL_MESSAGE, retryable: true };
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) return { message: UNSAFE_URL_MESSAGE, retryable: false };
  return undefined;
}

/** The host names of the trusted origins (a simulators URL may name its host rather than its address). */
const trustedHosts = () => new Set([...trustedOrigins()].map((o) => new URL(o).hostname));

type LookupFunction = typeof lookupCallback;
/** dns.lookup's shape without its overloads: the options the connection gives, answered as it asked. */
type LooseLookup = (
  hostname: string,
  options: object,
  callback: (error: NodeJS.ErrnoException | null, address: unknown, family?: number) => void,
) => void;

/**
 * Connections whose name resolution refuses internal addresses, so the address checked is the one
 * connected to: a name that resolved to a public address for urlRefusal and to an internal one a
 * moment later (DNS rebinding) still never reaches inside. Addresses written as such are not looked
 * up; urlRefusal has already judged them.
 */
export function publicOnlyAgent(lookup: LookupFunction = lookupCallback): Agent {
  const resolve = lookup as unknown as LooseLookup;
  const guarded: LooseLookup = (hostname, options, callback) => {
    resolve(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const addresses = Array.isArray(address) ? (address as { address: string }[]).map((a) => a.address) : [String(address)];
      if (!trustedHosts().has(hostname) && !addresses.every(isPublicAddress)) {
        return callback(Object.assign(new Error(UNSAFE_URL_MESSAGE), { code: 'EADDRNOTALLOWED' }), address, family);
      }
      callback(null, address, family);
    });
  };
  return new Agent({ connect: { lookup: guarded as unknown as LookupFunction } });
}

/** The connections every connector call goes through (see publicOnlyAgent). */
export const publicOnlyDispatcher = publicOnlyAgent();
