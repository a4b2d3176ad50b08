import { readFileSync } from 'node:fs';
import { type FontFace, fontPath } from './fonts.js';
import { fontTable } from './woff.js';

/**
 * The code points a shipped face maps to a glyph, read from its character map (OpenType `cmap`,
 * the subtable HarfBuzz prefers: Unicode full repertoire, format 12, else Unicode BMP, format 4).
 * It answers only "has this face a glyph for this character", and answers it without HarfBuzz:
 * buyer text is cleaned (engine/text/fit.ts sanitizeText) synchronously, also before HarfBuzz's
 * WebAssembly has loaded in a thread. engine/text/coverage.test.ts checks that it equals
 * HarfBuzz's own set for every shipped face; everything else about a glyph (advance, kerning,
 * ligatures, outline) comes from HarfBuzz (docs/decisions/038-one-text-engine.md).
 */
const MAPS = new Map<string, Set<number>>();

export function charMap(face: FontFace): Set<number> {
  let map = MAPS.get(face.file);
  if (!map) {
    const cmap = fontTable(readFileSync(fontPath(face.pkg, face.file)), 'cmap');
    map = cmap ? codePoints(cmap) : new Set();
    MAPS.set(face.file, map);
  }
  return map;
}

/** [platform, encoding] of the subtables HarfBuzz looks for, in its order of preference. */
const PREFERRED: Array<[number, number]> = [
  [3, 10],
  [0, 6],
  [0, 4],
  [3, 1],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

export function codePoints(cmap: Buffer): Set<number> {
  const records = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => ({
    platform: cmap.readUInt16BE(4 + i * 8),
    encoding: cmap.readUInt16BE(6 + i * 8),
    offset: cmap.readUInt32BE(8 + i * 8),
  }));
  for (const [platform, encoding] of PREFERRED) {
    const r = records.find((x) => x.platform === platform && x.encoding === encoding);
    const format = r ? cmap.readUInt16BE(r.offset) : -1;
    if (r && format === 12) return format12(cmap.subarray(r.offset));
    if (r && format === 4) return format4(cmap.subarray(r.offset));
  }
  return new Set();
}

function format12(t: Buffer): Set<number> {
  const out = new Set<number>();
  for (let i = 0, n = t.readUInt32BE(12); i < n; i++) {
    const at = 16 + i * 12;
    const [start, end, glyph] = [t.readUInt32BE(at), t.readUInt32BE(at + 4), t.readUInt32BE(at + 8)];
    for (let c = start; c <= end; c++) if (glyph + (c - start)) out.add(c);
  }
  return out;
}

function format4(t: Buffer): Set<number> {
  const out = new Set<number>();
  const seg2 = t.readUInt16BE(6);
  const [ends, starts, deltas, offsets] = [14, 16 + seg2, 16 + seg2 * 2, 16 + seg2 * 3];
  for (let i = 0; i < seg2; i += 2) {
    const [start, end] = [t.readUInt16BE(starts + i), t.readUInt16BE(ends + i)];
    const [delta, rangeOffset] = [t.readUInt16BE(deltas + i), t.readUInt16BE(offsets + i)];
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const glyph = rangeOffset ? t.readUInt16BE(offsets + i + rangeOffset + (c - start) * 2) : (c + delta) & 0xffff;
      if (glyph) out.add(c);
    }
  }
  return out;
}
