import type { Buffer as HbBuffer } from 'harfbuzzjs';
import { isCapsOnly, unitLetterIndexes } from './case.js';
import { faceForCode, nextFaceForCode, primaryFace } from './coverage.js';
import { type Face, glyphPath, harfbuzz, openFace } from './faces.js';
import { type FontSpec } from './fonts.js';

/**
 * One line of text shaped by HarfBuzz into positioned glyphs (in em), drawn as SVG paths. The
 * line's width is what the fitter measures (engine/text/fit.ts), so a line is fitted with the
 * advances, kerning and ligatures it is drawn with (docs/decisions/038-one-text-engine.md). A code
 * point the style's face lacks is drawn from the next face of its stack (engine/text/coverage.ts)
 * rather than dropped; one that no shipped face has is reported in `missing`.
 */
export type ShapedLine = {
  width: number;
  glyphs: Array<{ face: Face; gid: number; x: number; y: number }>;
  missing: string[];
};

/**
 * Shaped lines per face and spacing, then per text: the fitter measures the same lines thousands
 * of times per ad, and a key built of the spec and the text cost more than the lookup. At most
 * CACHE_MAX lines are kept, the oldest given up first.
 */
const cache = new Map<string, Map<string, ShapedLine>>();
const order: Array<[Map<string, ShapedLine>, string]> = [];
let orderAt = 0;
const CACHE_MAX = 4000;
/** One HarfBuzz buffer per thread, cleared for every run (shaping is synchronous). */
let buffer: HbBuffer | undefined;

export function shapeLine(text: string, spec: FontSpec, letterSpacingEm = 0): ShapedLine {
  const key = `${spec.family}|${spec.weight}|${spec.style ?? ''}|${letterSpacingEm}`;
  let lines = cache.get(key);
  if (!lines) cache.set(key, (lines = new Map()));
  const hit = lines.get(text);
  if (hit) return hit;
  const runs: Array<{ face: Face; text: string }> = [];
  const missing: string[] = [];
  // A capitals-only face would draw "300 mg" as "300 MG": a unit's letters come from the next face.
  const units = isCapsOnly(spec.family) ? unitLetterIndexes(text) : undefined;
  let at = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 32;
    const unit = units?.has(at);
    at += ch.length;
    // A space stays in the face of the text before it, as browsers keep it in the run.
    const before = runs.at(-1)?.face;
    const keep = code === 32 && before?.has.has(32);
    const chosen = keep ? undefined : ((unit ? nextFaceForCode(code, spec) : undefined) ?? faceForCode(code, spec));
    const face = keep ? before : chosen && openFace(chosen);
    if (!face) {
      missing.push(ch);
      continue;
    }
    const last = runs.at(-1);
    if (last && last.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  const glyphs: ShapedLine['glyphs'] = [];
  let x = 0;
  const hb = harfbuzz();
  buffer ??= new hb.Buffer();
  for (const run of runs) {
    buffer.clearContents();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    hb.shape(run.face.font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    const u = run.face.upem;
    for (let i = 0; i < infos.length; i++) {
      const p = positions[i];
      glyphs.push({ face: run.face, gid: infos[i].codepoint, x: x + p.xOffset / u, y: p.yOffset / u });
      x += p.xAdvance / u + letterSpacingEm;
    }
  }
  // Letter spacing is added after every glyph, also the last; it is not part of the ink width.
  const line = { width: Math.max(0, x - (glyphs.length ? letterSpacingEm : 0)), glyphs, missing };
  if (order.length - orderAt >= CACHE_MAX) {
    const [m, t] = order[orderAt]!;
    order[orderAt++] = undefined as never;
    m.delete(t);
    // The queue's given-up head is dropped now and then, not shifted per line.
    if (orderAt > CACHE_MAX) {
      order.splice(0, orderAt);
      orderAt = 0;
    }
  }
  lines.set(text, line);
  order.push([lines, text]);
  return line;
}

/** The line's glyphs as SVG paths with their left edge at x and the baseline at y. */
export function lineSvg(line: ShapedLine, size: number, x: number, baseline: number, fill: string): string {
  let out = '';
  for (const g of line.glyphs) {
    const d = glyphPath(g.face, g.gid);
    if (!d) continue;
    const s = size / g.face.upem;
    out += `<path transform="matrix(${r4(s)} 0 0 ${r4(-s)} ${r2(x + g.x * size)} ${r2(baseline - g.y * size)})" d="${d}"/>`;
  }
  return out ? `<g fill="${fill}">${out}</g>` : '';
}

/** Ascender and descender (em) of the face a spec resolves to, for placing baselines in a line box. */
export function verticalMetrics(spec: FontSpec): { ascender: number; descender: number } {
  const f = openFace(primaryFace(spec));
  return { ascender: f.ascender, descender: f.descender };
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const r4 = (n: number) => Math.round(n * 10000) / 10000;
