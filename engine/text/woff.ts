import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 (an sfnt whose tables are zlib-compressed one by one, W3C WOFF File Format 1.0) to
 * plain SFNT (TrueType/OpenType) with Node's zlib, for HarfBuzz, which reads only the sfnt.
 * TrueType and OpenType files pass through unchanged.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const tables = woffTables(woff);
  if (!tables) return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = tables.length;
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  const headerSize = 12 + numTables * 16;
  const data = tables.map((t) => t.data());
  const size = data.reduce((s, d) => s + ((d.length + 3) & ~3), headerSize);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(data[i].length, at + 12);
    data[i].copy(out, offset);
    offset += (data[i].length + 3) & ~3;
  });
  return out;
}

/** One table of a WOFF or sfnt file (only that table is decompressed), or undefined. */
export function fontTable(file: Buffer, tag: string): Buffer | undefined {
  const want = Buffer.from(tag, 'latin1').readUInt32BE(0);
  const tables = woffTables(file);
  if (tables) return tables.find((t) => t.tag === want)?.data();
  for (let i = 0, n = file.readUInt16BE(4); i < n; i++) {
    const at = 12 + i * 16;
    if (file.readUInt32BE(at) === want)
      return file.subarray(file.readUInt32BE(at + 8), file.readUInt32BE(at + 8) + file.readUInt32BE(at + 12));
  }
  return undefined;
}

type WoffTable = { tag: number; checksum: number; data: () => Buffer };

function woffTables(woff: Buffer): WoffTable[] | undefined {
  const sig = woff.toString('latin1', 0, 4);
  if (sig === 'wOF2') throw new Error('WOFF2 fonts are not supported by the renderer; ship .woff or .ttf files.');
  if (sig !== 'wOFF') return undefined;
  return Array.from({ length: woff.readUInt16BE(12) }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: () => (compLength < origLength ? inflateSync(raw) : raw),
    };
  });
}
