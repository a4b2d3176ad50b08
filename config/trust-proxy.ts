import net from 'node:net';

/**
 * TRUST_PROXY: which hops in front of the API may tell it the client's address
 * (X-Forwarded-For). Every per-address limit keys on that address, so it must be the real
 * client's, not the load balancer's — and never one a client can forge.
 *
 * - a hop count (`1` = one load balancer in front: trust the last X-Forwarded-For entry);
 * - a comma-separated list of addresses / CIDR subnets of your proxies, or Express's names
 *   `loopback`, `linklocal`, `uniquelocal` (default `loopback`: only a proxy on the same machine);
 * - `false` / `0`: no proxy; the TCP peer is the client.
 * `true` (believe any X-Forwarded-For) is refused: every client could then pick its own address.
 */
export const TRUST_PROXY_HELP =
  'must be a hop count, false, or a comma-separated list of proxy addresses/subnets (loopback, linklocal, uniquelocal, 10.0.0.0/8, ...); "true" would let clients forge their address';

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isSubnet(item: string): boolean {
  if (NAMES.has(item)) return true;
  const [address, bits, ...rest] = item.split('/');
  if (rest.length || !net.isIP(address)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export function isTrustProxy(raw: string): boolean {
  const value = raw.trim();
  if (value === 'false' || /^\d{1,2}$/.test(value)) return true;
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 && items.every(isSubnet);
}

/** The value for Express's `trust proxy` setting: false, a hop count, or a list of subnets. */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
