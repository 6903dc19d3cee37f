import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes: nothing trusted, a number of hops as a test, or addresses. */
export type TrustProxy = false | true | string | ((address: string, hop: number) => boolean);

/** Names proxy-addr knows for address ranges: `loopback`, `linklocal`, `uniquelocal`. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: which peers may say, in `X-Forwarded-For` and `X-Forwarded-Proto`, who the client
 * is and whether it came over https. Unset or `0`: nobody, the client is the socket's peer. A
 * number N: the N nearest hops are proxies (`1`: one reverse proxy, whose last `X-Forwarded-For`
 * entry is the client; an entry the client wrote itself further left is never believed). Else a
 * comma-separated list of the proxies' addresses or CIDR ranges (or `loopback`, `uniquelocal`...).
 * Undefined for a value that is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^[1-9]\d?$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((s) => s.trim());
  const valid = entries.every((e) => {
    if (RANGE_NAMES.has(e)) return true;
    const [ip, bits, ...rest] = e.split('/');
    if (rest.length > 0 || !ip || isIP(ip) === 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128));
  });
  return valid ? entries.join(',') : undefined;
}
