import {
  deepArrayJson,
  deepObjectJson,
  gzipBombBody,
  hostileImages,
  HOSTILE_IDS,
  INVALID_JSON,
  MB,
  NASTY_STRINGS,
  PRIMITIVE_BODIES,
  seededRandom,
  WRONG_TYPES,
} from './payloads.js';
import { fillPath, type Fixture, type RouteSpec } from './routes.js';

export type FuzzRequest = {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
};
export type Identity = 'anonymous' | 'user' | 'admin';

const DEFAULT_LIMIT = 100 * 1024;
const BODY_KINDS = [
  'wrongType',
  'missing',
  'huge',
  'deepField',
  'deepBody',
  'invalidJson',
  'contentType',
  'oversized',
  'gzipBomb',
  'badEncoding',
  'primitive',
  'proto',
  'extra',
  'nasty',
  'nul',
] as const;
type UrlKind = 'id' | 'query' | 'method' | 'headers';
type Kind = (typeof BODY_KINDS)[number] | UrlKind | 'image';

/** Replaces one placeholder string in a JSON text with raw JSON (for values JSON.stringify cannot make). */
const PLACEHOLDER = '__FUZZ_RAW__';
const withRaw = (body: Record<string, unknown>, field: string, raw: string) =>
  JSON.stringify(setPath(body, field, PLACEHOLDER)).replace(JSON.stringify(PLACEHOLDER), raw);

/** Fields of a body as dot paths, nested objects included ("productInfo.productName"). */
function fieldsOf(body: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(body).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? [prefix + k, ...fieldsOf(v as Record<string, unknown>, `${prefix}${k}.`)]
      : [prefix + k],
  );
}

function setPath(body: Record<string, unknown>, path: string, value: unknown, remove = false): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target = copy;
  for (const k of keys.slice(0, -1)) target = target[k] as Record<string, unknown>;
  if (remove) delete target[keys.at(-1)!];
  else target[keys.at(-1)!] = value;
  return copy;
}

/**
 * The fuzz requests of one route: first one request of every applicable kind (so each kind is
 * sent at least once), then seeded random ones up to the route's case count.
 */
export function casesFor(
  key: string,
  spec: RouteSpec,
  fixture: Fixture,
  seed: number,
): Array<FuzzRequest & { identity: Identity }> {
  const rng = seededRandom(seed);
  const [method, pattern] = key.split(' ');
  const hasParams = /[:*]\w+/.test(pattern);
  const isBodyRoute = method === 'POST';
  const kinds: Kind[] = [
    ...(hasParams ? ['id' as const] : []),
    ...(spec.query ? ['query' as const] : []),
    'method',
    'headers',
    ...(isBodyRoute ? BODY_KINDS : []),
    ...(key === 'POST /api/generate' ? ['image' as const] : []),
  ];
  const images = key === 'POST /api/generate' ? hostileImages() : [];
  const total = Math.max(spec.cases ?? 45, kinds.length + (key === 'POST /api/generate' ? images.length : 0));
  const out: Array<FuzzRequest & { identity: Identity }> = [];
  for (let i = 0; i < total; i++) {
    const kind =
      i < kinds.length
        ? kinds[i]
        : key === 'POST /api/generate' && i < kinds.length + images.length
          ? 'image'
          : rng.pick(kinds);
    const identity: Identity = spec.anonymousOnly ? 'anonymous' : rng.pick(['anonymous', 'user', 'admin'] as const);
    const imageIndex = i - kinds.length;
    out.push({
      identity,
      ...build(
        kind,
        imageIndex >= 0 && imageIndex < images.length ? imageIndex : Math.floor(rng.next() * images.length),
      ),
    });
  }
  return out;

  function build(kind: Kind, imageIndex: number): FuzzRequest {
    const params = spec.params?.(fixture) ?? {};
    let url = fillPath(pattern, params);
    const base = spec.body?.(fixture) ?? {};
    const fields = fieldsOf(base);
    const json = (body: unknown, label: string): FuzzRequest => ({
      label,
      method,
      url,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const raw = (
      body: string | Buffer,
      type: string,
      label: string,
      extra: Record<string, string> = {},
    ): FuzzRequest => ({ label, method, url, headers: { 'content-type': type, ...extra }, body });
    const plain = (label: string): FuzzRequest =>
      isBodyRoute ? json(base, label) : { label, method, url, headers: {} };
    const field = () => (fields.length ? rng.pick(fields) : 'x');
    const limit = spec.bodyLimitBytes ?? DEFAULT_LIMIT;

    switch (kind) {
      case 'id': {
        const names = Object.keys(params);
        const name = rng.pick(names);
        const id =
          rng.next() < 0.15
            ? rng.pick([fixture.paidPurchaseId, fixture.unpaidPurchaseId, fixture.adId, fixture.sessionId])
            : rng.pick(HOSTILE_IDS);
        url = fillPath(pattern, { ...params, [name]: id });
        return plain(`${name}=${id.slice(0, 40)}`);
      }
      case 'query': {
        const name = rng.pick(spec.query!);
        const value = rng.pick([...HOSTILE_IDS, fixture.paidPurchaseId, fixture.unpaidPurchaseId, '1x1', '9x16', '']);
        const extra = rng.pick(['', `&${name}=second`, `&${name}[]=x`, `&${name}[$ne]=`]);
        url = `${url}?${name}=${value}${extra}`;
        return plain(`?${name}=${value.slice(0, 40)}${extra}`);
      }
      case 'method': {
        const m = rng.pick(['PUT', 'DELETE', 'PATCH']);
        return {
          label: `method ${m}`,
          method: m,
          url,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(base),
        };
      }
      case 'headers': {
        const h = rng.pick<Record<string, string>>([
          { cookie: 'adforge_session=%00' },
          { cookie: `adforge_session=${'a'.repeat(6000)}` },
          { cookie: 'adforge_visitor=../../etc/passwd; adforge_session=' },
          { cookie: 'adforge_session=%E0%A4%A' },
          { 'x-request-id': '"><script>' },
          { 'x-request-id': 'a'.repeat(4000) },
          { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
          { accept: 'text/html' },
          { 'accept-encoding': 'gzip, br' },
        ]);
        const req = plain(`header ${Object.keys(h)[0]}`);
        return { ...req, headers: { ...req.headers, ...h } };
      }
      case 'wrongType': {
        const f = field();
        const value = rng.pick(WRONG_TYPES);
        return json(setPath(base, f, value), `${f}=${JSON.stringify(value).slice(0, 40)}`);
      }
      case 'missing': {
        const f = field();
        return json(setPath(base, f, undefined, true), `missing ${f}`);
      }
      case 'huge': {
        const f = field();
        return json(setPath(base, f, 'A'.repeat(MB)), `${f}=1 MB string`);
      }
      case 'deepField': {
        const f = field();
        return raw(
          withRaw(base, f, rng.next() < 0.5 ? deepArrayJson() : deepObjectJson()),
          'application/json',
          `${f}=10,000-level JSON`,
        );
      }
      case 'deepBody':
        return raw(
          rng.next() < 0.5 ? deepArrayJson() : deepObjectJson(),
          'application/json',
          'body: 10,000-level JSON',
        );
      case 'invalidJson': {
        const text = rng.pick(INVALID_JSON);
        return raw(text, 'application/json', `invalid JSON ${JSON.stringify(text)}`);
      }
      case 'contentType': {
        const [type, body] = rng.pick([
          ['text/plain', JSON.stringify(base)],
          ['application/x-www-form-urlencoded', 'a=b&c[d]=e&__proto__[x]=1'],
          [
            'multipart/form-data; boundary=XX',
            '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XX--\r\n',
          ],
          ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
          ['application/json; charset=utf-16', JSON.stringify(base)],
          ['application/octet-stream', JSON.stringify(base)],
          ['image/png', '\x89PNG'],
          ['', JSON.stringify(base)],
        ] as const);
        return raw(body, type, `content-type ${JSON.stringify(type)}`);
      }
      case 'oversized':
        return raw(
          JSON.stringify({ ...base, padding: 'x'.repeat(limit + 1024) }),
          'application/json',
          `oversized ${limit + 1024} bytes`,
        );
      case 'gzipBomb':
        return raw(gzipBombBody(), 'application/json', 'gzip bomb (64 MB inflated)', { 'content-encoding': 'gzip' });
      case 'badEncoding': {
        const enc = rng.pick(['br', 'compress', 'x-unknown', 'gzip']);
        return raw(JSON.stringify(base), 'application/json', `content-encoding ${enc} (not really)`, {
          'content-encoding': enc,
        });
      }
      case 'primitive': {
        const text = rng.pick(PRIMITIVE_BODIES);
        return raw(text, 'application/json', `body ${text}`);
      }
      case 'proto':
        return raw(
          JSON.stringify(base).replace(
            /^\{/,
            '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":1}},',
          ),
          'application/json',
          '__proto__ / constructor keys',
        );
      case 'extra':
        return json(
          { ...base, role: 'admin', isAdmin: true, amount: 1, userId: 1, completed: true, id: fixture.paidPurchaseId },
          'extra privileged fields',
        );
      case 'nasty': {
        const f = field();
        const value = rng.pick(NASTY_STRINGS);
        return json(setPath(base, f, value), `${f}=${JSON.stringify(value).slice(0, 40)}`);
      }
      case 'nul': {
        // PostgreSQL text cannot hold U+0000: every body route gets at least one.
        const f = field();
        return json(setPath(base, f, rng.pick(['x\u0000y', '\u0000', 'ok\u0000.png'])), `${f} with a NUL character`);
      }
      case 'image': {
        const [label, value] = images[imageIndex];
        return json(setPath(base, 'productImages', [value]), `image: ${label}`);
      }
    }
  }
}
