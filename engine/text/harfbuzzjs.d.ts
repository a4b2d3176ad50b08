/** The part of harfbuzzjs (MIT) the text drawing uses; the package ships no types. */
declare module 'harfbuzzjs' {
  export type HbBlob = { ptr: number; destroy(): void };
  export type HbFace = { ptr: number; upem: number; collectUnicodes(): Uint32Array; destroy(): void };
  export type HbFont = {
    ptr: number;
    glyphToPath(glyphId: number): string;
    glyphHAdvance(glyphId: number): number;
    hExtents(): { ascender: number; descender: number; lineGap: number };
    setScale(x: number, y: number): void;
    destroy(): void;
  };
  export type HbGlyph = { g: number; cl: number; ax: number; ay: number; dx: number; dy: number; flags: number };
  export type HbBuffer = {
    addText(text: string): void;
    guessSegmentProperties(): void;
    setDirection(dir: 'ltr' | 'rtl' | 'ttb' | 'btt'): void;
    json(): HbGlyph[];
    destroy(): void;
  };
  export type Hb = {
    createBlob(data: ArrayBuffer | Uint8Array): HbBlob;
    createFace(blob: HbBlob, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    shape(font: HbFont, buffer: HbBuffer, features?: string): void;
  };
  const ready: Promise<Hb>;
  export default ready;
}
