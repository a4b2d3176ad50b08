import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 (an sfnt whose tables are zlib-compressed one by one, W3C WOFF File Format 1.0) to
 * plain SFNT (TrueType/OpenType) with Node's zlib, for HarfBuzz, which reads only the sfnt.
 * TrueType and OpenType files pass through unchanged.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const sig = woff.toString('latin1', 0, 4);
  if (sig === 'wOF2') throw new Error('WOFF2 fonts are not supported by the renderer; ship .woff or .ttf files.');
  if (sig !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [
      woff.readUInt32BE(at),
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
      woff.readUInt32BE(at + 16),
    ];
    const raw = woff.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? inflateSync(raw) : raw };
  });
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  const headerSize = 12 + numTables * 16;
  const size = tables.reduce((s, t) => s + ((t.data.length + 3) & ~3), headerSize);
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
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}
