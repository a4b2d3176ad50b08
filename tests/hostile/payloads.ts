import zlib from 'node:zlib';

/** mulberry32: a tiny seeded generator, so every run sends exactly the same requests. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] };
}

export const MB = 1024 * 1024;
export const DEPTH = 10_000;

/** Ids as they go into the URL, verbatim: traversal, encoded traversal, NULs, broken escapes, injections. */
export const HOSTILE_IDS = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2e%2e',
  '..%5C..%5Cwindows%5Cwin.ini',
  '%00',
  'abc%00def',
  '%2500',
  '%',
  '%E0%A4%A',
  '%C0%AE%C0%AE%2F',
  '%F0%9F%98%80',
  "'%20OR%201=1--",
  '%3Cscript%3E',
  '-1',
  '0',
  '99999999999999999999999',
  'NaN',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '%7B%7B7*7%7D%7D',
  'x'.repeat(8_000),
  '%20',
  'a;b',
  'a,b',
  '.',
  '.htaccess',
  'uploads%2F..%2F..%2Fpackage.json',
  'ads/../../package.json',
];

/** Values of every JSON type, for a field that expects another. */
export const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -0,
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  { $ne: null },
  { $gt: '' },
  '',
  ' ',
  '0',
  'true',
  [['deep']],
  { toString: 'x' },
  Array.from({ length: 1000 }, (_, i) => i),
];

/** Strings that break naive code: NULs, lone surrogates, control characters, markup, SQL, format strings. */
export const NASTY_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0644\u0627',
  '😀'.repeat(500),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%s%s%s%n',
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '\r\nSet-Cookie: x=1',
  'ok\r\n\r\nHTTP/1.1 200 OK',
  ' '.repeat(5_000),
  '\t\n\v\f',
  'é'.normalize('NFD'),
  '../../etc/passwd',
];

/** Broken JSON texts, sent as application/json. */
export const INVALID_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  'undefined',
  'NaN',
  '{"a":NaN}',
  '{"a":1e999999}',
  '[1,2',
  '\u0000',
  '{"a":"\\x41"}',
  '{"a"}',
  '}{',
  '"unterminated',
  '{"a":01}',
  '\ufeff{"a":1}',
  '{"__proto__":',
  ']',
];

export const PRIMITIVE_BODIES = ['null', '1', '"text"', '[]', 'true', '[{"a":1}]', '{}'];

export const deepArrayJson = (depth = DEPTH) => '['.repeat(depth) + ']'.repeat(depth);
export const deepObjectJson = (depth = DEPTH) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** 64 MB of zeros gzip-compressed to ~64 KB: a request body that explodes when inflated. */
let gzipBomb: Buffer | undefined;
export function gzipBombBody(megabytes = 64): Buffer {
  // One sync-flushed raw deflate block of 1 MB of zeros, repeated: the blocks concatenate into one stream.
  gzipBomb ??= gzipWrap(Buffer.concat(Array.from({ length: megabytes }, () => ZERO_BLOCK())), megabytes * MB);
  return gzipBomb;
}
let zeroBlock: Buffer | undefined;
const ZERO_BLOCK = () =>
  (zeroBlock ??= zlib.deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }));

/** A gzip member around raw deflate blocks (each block sync-flushed, so they concatenate). */
function gzipWrap(deflated: Buffer, size: number): Buffer {
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255]);
  // Last block: an empty final block ends the stream.
  const end = zlib.deflateRawSync(Buffer.alloc(0));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32Zeros(size), 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([header, deflated, end, trailer]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(buf: Buffer, start = 0xffffffff): number {
  let c = start;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return c;
}

function crc32Zeros(size: number): number {
  const zero = Buffer.alloc(MB);
  let c = 0xffffffff;
  for (let done = 0; done < size; done += MB) c = crc32(zero, c);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((crc32(body) ^ 0xffffffff) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * A decompression-bomb PNG: a few hundred bytes that declare 50,000×50,000 grey pixels (2.5 GB
 * decoded). Its IDAT holds only the first rows, so a decoder that trusts the header allocates
 * gigabytes before noticing.
 */
export function pngBomb(width = 50_000, height = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * 4); // filter byte + pixels, 4 rows
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** Product "photos" that must each be refused with a 4xx by POST /api/generate. */
export function hostileImages(): Array<[label: string, value: unknown]> {
  const html = Buffer.from('<!doctype html><script>alert(1)</script>');
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><rect width="500" height="500"/></svg>',
  );
  return [
    ['png bomb 50000x50000', dataUrl('image/png', pngBomb())],
    ['png bomb declared as jpeg', dataUrl('image/jpeg', pngBomb(40_000, 40_000))],
    ['html with image/png type', dataUrl('image/png', html)],
    ['svg with image/png type', dataUrl('image/png', svg)],
    ['text as image/webp', dataUrl('image/webp', Buffer.from('just text, not a picture'))],
    ['zip as image/jpeg', dataUrl('image/jpeg', Buffer.from('504b0304140000000800', 'hex'))],
    ['gif', dataUrl('image/gif', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'))],
    ['png header only', dataUrl('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
    ['empty data url', 'data:image/png;base64,'],
    ['not base64', 'data:image/png;base64,!!!!####'],
    ['no data url', 'https://example.com/photo.png'],
    ['file url', 'file:///etc/passwd'],
    ['11 MB image', dataUrl('image/png', Buffer.alloc(11 * MB, 1))],
    ['number', 42],
    ['null', null],
  ];
}
