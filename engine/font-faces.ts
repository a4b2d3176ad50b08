import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { type Hb, type HbFont } from 'harfbuzzjs';
import { type FontSpec, loadFonts } from './fonts.js';

/**
 * The shipped font files opened for drawing: HarfBuzz (the shaper satori also uses) shapes each
 * line and gives every glyph's outline, which is cached as an SVG path per face. The text layer
 * is therefore plain paths, drawn by resvg without any font loading (docs/decisions/013).
 */
export type Face = {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  font: HbFont;
  upem: number;
  ascender: number;
  descender: number;
  has: Set<number>;
  paths: Map<number, string>;
};

let hb: Hb | undefined;
let faces: Face[] | undefined;

/** Loads HarfBuzz and the faces once per thread; every draw call after that is synchronous. */
export async function initFaces(): Promise<void> {
  if (faces) return;
  // Loaded through require: the package is CommonJS whose export is a promise, which ESM interop
  // (vitest, esbuild) would otherwise wrap in a module namespace.
  hb ??= await (createRequire(import.meta.url)('harfbuzzjs') as Promise<Hb>);
  // The first face harfbuzzjs 0.10 opens in a fresh instance comes back empty (no code points,
  // zero extents): a face that did is opened again.
  faces ??= loadFonts().map((f) => {
    const face = openFace(hb!, f.data, f.name, f.weight, f.style);
    return face.has.size && face.ascender ? face : openFace(hb!, f.data, f.name, f.weight, f.style);
  });
}

export function allFaces(): Face[] {
  if (!faces) throw new Error('initFaces() must be awaited before text is drawn.');
  return faces;
}

function openFace(h: Hb, data: Buffer, family: string, weight: number, style: 'normal' | 'italic'): Face {
  const blob = h.createBlob(toSfnt(data));
  const face = h.createFace(blob, 0);
  const font = h.createFont(face);
  const ext = font.hExtents();
  return { family, weight, style, font, upem: face.upem, ascender: ext.ascender / face.upem, descender: -ext.descender / face.upem, has: new Set(face.collectUnicodes()), paths: new Map() };
}

/**
 * The requested face, or the closest one: same family and style at the nearest weight, then Inter.
 * `alsoFor` lists the fallbacks in order for a code point the face lacks (other weights of the
 * family first, then every other face), as satori did.
 */
export function pickFace(spec: FontSpec): Face {
  const all = allFaces();
  const style = spec.style ?? 'normal';
  const near = (list: Face[]) => list.sort((a, b) => Math.abs(a.weight - spec.weight) - Math.abs(b.weight - spec.weight))[0];
  return near(all.filter((f) => f.family === spec.family && f.style === style))
    ?? near(all.filter((f) => f.family === spec.family))
    ?? near(all.filter((f) => f.family === 'Inter'))
    ?? all[0];
}

export function faceFor(primary: Face, code: number): Face | undefined {
  if (primary.has.has(code)) return primary;
  const all = allFaces();
  const same = all.filter((f) => f.family === primary.family && f !== primary);
  const others = all.filter((f) => f.family !== primary.family).sort((a, b) => Math.abs(a.weight - primary.weight) - Math.abs(b.weight - primary.weight));
  return [...same, ...others].find((f) => f.has.has(code));
}

export function glyphPath(face: Face, gid: number): string {
  let d = face.paths.get(gid);
  if (d === undefined) {
    d = face.font.glyphToPath(gid);
    face.paths.set(gid, d);
  }
  return d;
}

export function shaper(): Hb {
  if (!hb) throw new Error('initFaces() must be awaited before text is drawn.');
  return hb;
}

/**
 * WOFF 1.0 is an sfnt whose tables are zlib-compressed one by one (W3C WOFF File Format 1.0);
 * HarfBuzz reads only the sfnt, so the tables are inflated and written back with a plain table
 * directory. TrueType and OpenType files pass through unchanged.
 */
export function toSfnt(data: Buffer): Buffer {
  const sig = data.toString('latin1', 0, 4);
  if (sig === 'wOF2') throw new Error('WOFF2 fonts are not supported by the renderer; ship .woff or .ttf files.');
  if (sig !== 'wOFF') return data;
  const flavor = data.readUInt32BE(4);
  const numTables = data.readUInt16BE(12);
  const tables: Array<{ tag: number; checksum: number; body: Buffer }> = [];
  for (let i = 0; i < numTables; i++) {
    const e = 44 + i * 20;
    const offset = data.readUInt32BE(e + 4);
    const compLength = data.readUInt32BE(e + 8);
    const origLength = data.readUInt32BE(e + 12);
    const raw = data.subarray(offset, offset + compLength);
    tables.push({ tag: data.readUInt32BE(e), checksum: data.readUInt32BE(e + 16), body: compLength < origLength ? inflateSync(raw) : raw });
  }
  const headerSize = 12 + numTables * 16;
  const total = tables.reduce((s, t) => s + ((t.body.length + 3) & ~3), headerSize);
  const out = Buffer.alloc(total);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const r = 12 + i * 16;
    out.writeUInt32BE(t.tag, r);
    out.writeUInt32BE(t.checksum, r + 4);
    out.writeUInt32BE(offset, r + 8);
    out.writeUInt32BE(t.body.length, r + 12);
    t.body.copy(out, offset);
    offset += (t.body.length + 3) & ~3;
  });
  return out;
}
