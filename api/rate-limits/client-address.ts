import net from 'node:net';
import type { Request } from 'express';

/**
 * The key per-address limits count under: the client's address as Express derives it from
 * TRUST_PROXY (config/trust-proxy.ts). An IPv6 client usually holds a whole /64 (2^64 addresses),
 * so IPv6 addresses count by their /64 prefix; IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function clientAddress(req: Pick<Request, 'ip' | 'socket'>): string {
  const raw = req.ip ?? req.socket?.remoteAddress ?? 'unknown';
  return addressKey(raw);
}

export function addressKey(raw: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw);
  if (mapped) return mapped[1];
  if (!net.isIPv6(raw)) return raw;
  return `${expandIPv6(raw).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const fill = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...fill, ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}
