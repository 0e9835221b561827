import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { BlockList, isIP } from 'node:net';

/**
 * Which proxies are trusted to say who the client is (TRUST_PROXY):
 * - unset, empty, `0` or `false`: none; the client is the socket's peer, X-Forwarded-For is ignored;
 * - a whole number N: N proxies stand in front of the server (the client is N entries from the end of the
 *   chain X-Forwarded-For + peer); `1` is one reverse proxy. Only safe when the server cannot be reached except
 *   through them;
 * - a comma-separated list of addresses and CIDR ranges (`127.0.0.1, 10.0.0.0/8, ::1`): walking the chain from
 *   the peer backwards, every trusted address is skipped and the first other one is the client. A peer not on
 *   the list is the client itself, whatever its X-Forwarded-For says.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList };

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const v = (raw ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return { kind: 'none' };
  if (/^[0-9]{1,2}$/.test(v)) return { kind: 'hops', hops: Number(v) };
  const list = new BlockList();
  for (const part of v.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [addr, bits] = part.split('/');
    const family = isIP(addr);
    if (family === 0 || (bits !== undefined && !/^[0-9]{1,3}$/.test(bits))) {
      throw new Error(`TRUST_PROXY must be a number of proxies or a list of addresses and CIDR ranges (got "${part}")`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(bits), type);
  }
  return { kind: 'list', list };
}

let cached: { raw: string | undefined; trust: TrustProxy } | null = null;
/** TRUST_PROXY as parsed now (read each time, so tests can change it). */
export function trustProxy(): TrustProxy {
  const raw = process.env.TRUST_PROXY;
  if (!cached || cached.raw !== raw) cached = { raw, trust: parseTrustProxy(raw) };
  return cached.trust;
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) as `1.2.3.4`. */
const plain = (a: string) => (/^::ffff:[0-9.]+$/i.test(a) ? a.slice(7) : a);

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The client's address given the socket's peer, its X-Forwarded-For header and the proxies trusted. */
export function resolveClientAddress(peer: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const p = plain(peer);
  if (trust.kind === 'none' || !forwardedFor) return p;
  const chain = [...forwardedFor.split(',').map((s) => plain(s.trim())).filter(Boolean), p];
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)].slice(0, 64);
  let i = chain.length - 1;
  while (i > 0 && trusted(trust.list, chain[i])) i--;
  return chain[i].slice(0, 64);
}

/**
 * The client's address for rate limiting and the audit log: the socket's remote address, or behind trusted
 * proxies (TRUST_PROXY) the address they name in X-Forwarded-For.
 */
export function clientAddress(c: Context): string {
  let peer = 'unknown';
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    peer = 'unknown';
  }
  return resolveClientAddress(peer, c.req.header('x-forwarded-for'), trustProxy());
}

/**
 * The key the sign-in limits count an address under: an IPv6 address by its /64 (one household or host is
 * handed a whole /64, so its addresses are one client); anything else as it is.
 */
export function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t] : h;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
