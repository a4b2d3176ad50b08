/** The part of opentype.js (MIT; it ships no types) that engine/font-metrics.ts uses. */
declare module 'opentype.js' {
  const opentype: { parse(buffer: ArrayBuffer, options?: Record<string, unknown>): unknown };
  export default opentype;
}
