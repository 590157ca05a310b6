import net from 'node:net';

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/** Fastify's trustProxy as a function: is the hop at `address`, `hop` steps from the mall, a trusted proxy? */
export type TrustHop = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's trustProxy: unset (or "false", "0") trusts no proxy, so X-Forwarded-For/-Host/-Proto
 * sent by anyone change nothing; a comma list trusts those addresses or CIDRs; a number n trusts the n nearest
 * hops whoever they are (Fastify itself ignores a bare count, so it is given as a function), which is right only
 * when the mall cannot be reached but through them. "true" (trust whoever connects) is refused on purpose: it is
 * the forged-header hole this setting closes.
 */
export function parseTrustProxy(value: string): false | string[] | TrustHop {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  const entries = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = entries.filter((x) => !isAddressOrCidr(x));
  if (bad.length) {
    throw new Error(
      `Invalid configuration:\n  TRUST_PROXY: expected a hop count or addresses/CIDRs, got ${bad.join(', ')}`,
    );
  }
  return entries;
}
