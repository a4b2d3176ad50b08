import { isMainThread } from 'node:worker_threads';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { type Backing, backing, buttonsBeside, mergeBackings } from './backing.js';
import { chooseInk, luminanceRange, requiredContrast } from './measure.js';
import { handReach, placeHeld } from './held.js';
import { liftGround } from './pool.js';
import { dropShadow, type FrameLook, productLayer } from './product.js';
import { type Cutout } from '../cutout/index.js';
import { initFaces, lineSvg, readScale, shapeLine, verticalMetrics } from '../text/index.js';
import { type LayoutCtx, type Panel, type Plan, type TextItem } from '../layout/index.js';
import {
  type Box,
  finish,
  grow,
  overlaps,
  overPremultiplied,
  releaseBuffer,
  type Rgba,
  soften,
  union,
  upscaleTo,
} from '../paint/index.js';
import { type Light, SCENE_LIGHT, drawScene } from '../scenes/index.js';
import { type AdLayout, type LayoutBox } from '../../contract/engine.js';

/** Sets that read as graphic design, on which a framed photo can stand as it is. */
const GRAPHIC_SCENES = new Set<string>([
  'solid',
  'gradient',
  'spotlight',
  'dots',
  'split',
  'fields',
  'rays',
  'versus',
  'quote',
  'diagram',
  'colour-block',
  'paper',
  'chat',
  'notes',
]);

/** resvg options: every text is already paths, so no fonts are loaded (a few ms per instance). */
const RESVG = { font: { loadSystemFonts: false } } as const;
/** The blur of a panel's drop shadow, px; it reaches 1.6 times that beyond the panel (blur and offset). */
const SHADOW_BLUR = 18;
/** PNG settings: a fast zlib level without adaptive filtering (several times cheaper than sharp's default). */
const PNG = { compressionLevel: 3, adaptiveFiltering: false } as const;

/**
 * On the main thread resvg runs on libuv's pool, so the three layouts of an ad rasterise in
 * parallel; a render thread (runtime/engine-thread.ts) rasterises on itself at its lowered priority.
 */
const rasterise = (svg: string) =>
  isMainThread ? renderAsync(svg, RESVG) : Promise.resolve(new Resvg(svg, RESVG).render());

/**
 * A full-canvas SVG body drawn at a scale (width w * s, height rounded up, see upscaleTo). Where
 * rounding up adds a part of a row (a 1080x1350 canvas at a quarter or an eighth), that last row
 * is only partly covered; it takes the row above instead, as enlarged it darkened the ad's bottom
 * rows (docs/decisions/077-smooth-fields-drawn-small.md).
 */
async function rasteriseAt(body: string, w: number, h: number, s: number): Promise<Rgba> {
  const sw = Math.round(w * s);
  const sh = Math.ceil(h * s);
  const img = await rasterise(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}" viewBox="0 0 ${w} ${(sh / s).toFixed(2)}">${body}</svg>`,
  );
  const px = img.pixels;
  if (sh > h * s && sh > 1) px.copyWithin((sh - 1) * sw * 4, (sh - 2) * sw * 4, (sh - 1) * sw * 4);
  return { data: px, width: img.width, height: img.height };
}

/**
 * A full-canvas SVG body drawn at a scale, rasterised only over the bounding box of what it draws
 * (resvg's, strokes included, widened by a pixel for antialiasing) and placed in that layer's
 * pixels; undefined when it draws nothing. The box starts on whole layer pixels, so every shape
 * lands on the same pixels as in the whole layer.
 */
async function rasteriseBounded(body: string, w: number, h: number, s: number): Promise<Fragment> {
  const sw = Math.round(w * s);
  const sh = Math.ceil(h * s);
  const svg = (x: number, y: number, pw: number, ph: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pw}" height="${ph}" viewBox="${x / s} ${y / s} ${pw / s} ${ph / s}">${body}</svg>`;
  const bb = new Resvg(svg(0, 0, sw, sh), RESVG).getBBox();
  if (!bb) return undefined;
  const x0 = Math.max(0, Math.floor(bb.x * s) - 1);
  const y0 = Math.max(0, Math.floor(bb.y * s) - 1);
  const x1 = Math.min(sw, Math.ceil((bb.x + bb.width) * s) + 1);
  const y1 = Math.min(sh, Math.ceil((bb.y + bb.height) * s) + 1);
  if (x1 <= x0 || y1 <= y0) return undefined;
  const img = await rasterise(svg(x0, y0, x1 - x0, y1 - y0));
  return { img: { data: img.pixels, width: img.width, height: img.height }, x: x0, y: y0 };
}

export type ComposeOptions = {
  cutout: Cutout;
  look: FrameLook;
  /** A finished backdrop (the Replicate engine's scene) instead of the drawn one. */
  scene?: Buffer;
  /** The buyer's photo, blurred into the backdrop of a framed (not cut out) product. */
  photo?: Buffer;
  /** Keeps a copy of the pixels before the text was drawn (the ad linter re-measures contrast on it). */
  keepBackdrop?: boolean;
};

export type Composed = { png: Buffer; layout: AdLayout; canvas?: Rgba; backdrop?: Rgba };

/**
 * One layout, in passes over one RGBA canvas (docs/decisions/013-renderer-passes-and-glyph-paths.md): the scene (resvg, soft scenes
 * at half size), the product with its shadows (JS), then panels and text drawn crisp, each
 * rasterised only over its own box. Text colours are chosen on the pixels really behind them,
 * and every drawn box is recorded for the layout endpoint and the ad linter.
 */
export async function composeLayout(ctx: LayoutCtx, plan: Plan, opts: ComposeOptions): Promise<Composed> {
  await initFaces();
  const { w, h } = ctx;
  const light = SCENE_LIGHT[ctx.style.scene];
  // The product is drawn pixel by pixel: a fractional box would index no pixel and draw nothing.
  plan = { ...plan, product: round(plan.product) };
  // A product held in a hand is drawn upright with its arm reaching the ad's edge (held.ts).
  const held = placeHeld(opts.cutout, plan, w, h);
  if (held) plan = { ...plan, product: held.product, tilt: undefined };
  // A flat lay's props keep off the hand and arm as off the words (held.ts `handReach`).
  if (held)
    plan = {
      ...plan,
      hints: { ...plan.hints, avoid: plan.hints?.avoid ?? plan.texts.map((t) => t.box), hand: handReach(held, w, h) },
    };
  const prod = productLayer(opts.cutout, plan.product, light, opts.look, plan.tilt, held);
  prod.catch(() => undefined);
  // Panels do not depend on the pixels: they rasterise on libuv's pool while the scene is drawn.
  const frontFrag = plan.front ? fragment(plan.front, plan.product, 40, w, h) : undefined;
  // A run with marks coloured on the pixels behind them (`Panel.inks`) waits for the scene.
  const panelRuns = runs(plan.panels);
  const runFrag = (g: Panel[]) => fragment(g.map((p) => p.svg).join(''), union(g.map((p) => p.box)), 6, w, h);
  const panelFrags = panelRuns.map((g) => (g.some((p) => p.inks) ? undefined : runFrag(g)));
  // Texts rasterise early in their first-choice ink, kept where the pixels behind them agree.
  const speculated = runs(plan.texts.map((t) => ({ t, box: t.box }))).map((g) => {
    const inks = g.map((x) => x.t.ink[0]);
    return {
      inks,
      frag: textFragment(
        g.map((x, j) => ({ t: x.t, ink: inks[j] })),
        w,
        h,
      ),
    };
  });
  for (const f of [frontFrag, ...panelFrags, ...speculated.map((x) => x.frag)]) f?.catch(() => undefined);
  const canvas = await backdrop(ctx, plan, opts, light);
  // A dark product on a near-black set stands in a soft pool of light (pool.ts).
  // Not on a colour the buyer chose: the edit must show that colour as asked.
  if (opts.cutout.mode !== 'framed' && !held && !ctx.params.bg) liftGround(canvas, plan.product, ctx.look.body);
  (await prod)(canvas);
  if (frontFrag) paste(canvas, await frontFrag);
  panelRuns.forEach((g, i) => {
    if (panelFrags[i]) return;
    // One choice for the run's marks together: five stars on a graded wall stay one colour.
    const marks = g.filter((p) => p.inks);
    const ink = chooseInk(marks[0].inks ?? [], luminanceRange(canvas, union(marks.map((p) => p.box))), 3).ink;
    const inked = g.map((p) => (p.inks ? { ...p, svg: p.svg.replaceAll('@ink', ink) } : p));
    panelFrags[i] = runFrag(inked);
  });

  const boxes: LayoutBox[] = [{ role: 'product', ...round(plan.product) }];
  let backings: Backing[] = [];
  const backed = new Set<TextItem>();
  // What each text stands on, kept for the ink choice below unless something is drawn over its box first.
  const measured = new Map<TextItem, { lo: number; hi: number }>();
  for (const t of plan.texts) {
    if (!t.canBack) continue;
    const need = requiredContrast(t.size);
    const range = luminanceRange(canvas, awayFrom(inkArea(t), t.box, plan.panels));
    measured.set(t, range);
    if (chooseInk(t.ink, range, need).ok) continue;
    backings.push(backing(ctx, t, plan.product, buttonsBeside(plan, t)));
    backed.add(t);
  }
  // A backing's padding may reach a neighbouring line that read on the bare scene: that line then
  // stands half on the panel, half off it, and gets a backing of its own.
  for (const t of plan.texts)
    if (t.canBack && !backed.has(t) && backings.some((b) => overlaps(b.box, t.box)))
      backings.push(backing(ctx, t, plan.product, buttonsBeside(plan, t)));
  backings = mergeBackings(ctx, backings, plan.product);
  const drawn: Box[] = [];
  for (const p of plan.panels)
    if (p.shadow) {
      dropShadow(canvas, p.box, p.shadow.radius, p.shadow.strength, SHADOW_BLUR);
      drawn.push(grow(p.box, SHADOW_BLUR * 1.6 + 1));
    }
  const pasteDrawn = (f: Fragment) => {
    paste(canvas, f);
    if (f) drawn.push({ x: f.x, y: f.y, w: f.img.width, h: f.img.height });
  };
  for (const f of await Promise.all(backings.map((b) => fragment(b.svg, b.box, 6, w, h)))) pasteDrawn(f);
  for (const f of panelFrags) pasteDrawn(await f);
  for (const p of plan.panels) if (p.role) boxes.push({ role: p.role, ...round(p.box) });
  const backdropCopy = opts.keepBackdrop ? { data: Buffer.from(canvas.data), width: w, height: h } : undefined;
  const rangeNow = (t: TextItem) => {
    const kept = measured.get(t);
    // A backed text is read on its backing: its marks' reach past the panel is the panel's padding.
    const panel = backings.find((b) => inside(t.box, b.box));
    const area = panel ? clip(inkArea(t), panel.box) : awayFrom(inkArea(t), t.box, plan.panels);
    return kept && !drawn.some((d) => overlaps(d, grow(area, 1))) ? kept : luminanceRange(canvas, area);
  };
  const inked = plan.texts.map((t) => ({
    t,
    box: t.box,
    pick: chooseInk(t.ink, rangeNow(t), requiredContrast(t.size)),
  }));
  const textFrags = runs(inked).map((g, i) => {
    const spec = speculated[i];
    if (spec && g.every((x, j) => x.pick.ink === spec.inks[j])) {
      return spec.frag;
    }
    spec?.frag.catch(() => undefined);
    return textFragment(
      g.map((x) => ({ t: x.t, ink: x.pick.ink })),
      w,
      h,
    );
  });
  for (const f of await Promise.all(textFrags)) paste(canvas, f);
  for (const { t, pick } of inked) {
    if (t.record !== false)
      boxes.push({
        role: t.role,
        ...round(t.record ?? t.box),
        text: t.text,
        fontPx: Math.round(t.size * 10) / 10,
        ...(readScale(t.font) < 0.97 ? { readPx: Math.round(t.size * readScale(t.font) * 10) / 10 } : {}),
        contrast: Math.round(pick.ratio * 100) / 100,
      });
  }
  if (plan.boxes) boxes.push(...plan.boxes);
  const png = await sharp(canvas.data, { raw: { width: w, height: h, channels: 4 } })
    .removeAlpha()
    .png(PNG)
    .toBuffer();
  if (opts.keepBackdrop) return { png, layout: { width: w, height: h, boxes }, canvas, backdrop: backdropCopy };
  releaseBuffer(canvas.data);
  return { png, layout: { width: w, height: h, boxes } };
}

async function backdrop(ctx: LayoutCtx, plan: Plan, opts: ComposeOptions, light: Light): Promise<Rgba> {
  const { w, h } = ctx;
  if (opts.scene) {
    const data = await sharp(opts.scene).resize(w, h, { fit: 'cover' }).ensureAlpha().raw().toBuffer();
    return { data, width: w, height: h };
  }
  // A whole photo (not cut out) stands on the style's own set where the set is graphic (a field,
  // a split, a screen); a photographic set is built for a cut-out product, so there the photo
  // is shown on its own backdrop, blurred (docs/decisions/015-product-light-scenes-and-ai-scenes.md).
  const framed = opts.cutout.mode === 'framed' && !GRAPHIC_SCENES.has(ctx.style.scene);
  const p = plan.product;
  const scene = drawScene(framed ? 'framed' : ctx.style.scene, {
    w,
    h,
    pal: ctx.pal,
    product: p,
    // A held product keeps the set's surface under it: without one it read as floating to the
    // blind comparison (docs/ad-quality.md), more than a podium under a hand bothered graders.
    base: { cx: p.x + p.w / 2, y: p.y + p.h, width: p.w },
    seed: ctx.seed,
    variant: ctx.variant,
    hints: { avoid: plan.texts.map((t) => t.box), ...plan.hints },
    light,
    look: ctx.look,
  });
  if (framed && opts.photo)
    return blurredPhoto(opts.photo, w, h, `${scene.back ?? ''}${scene.wash ?? ''}${scene.front ?? ''}`);
  const front = scene.front || plan.under ? `${scene.front ?? ''}${plan.under ?? ''}` : '';
  const s = front ? light.scale : light.backScale;
  const fw = Math.round(w * s);
  const fh = Math.ceil(h * s);
  let layer: Rgba | undefined;
  if (scene.back) {
    const back = await rasteriseAt(scene.back, w, h, light.backScale);
    // The camera's finish goes on the small back layer, where it costs nothing (the surface in
    // front is too low in the frame to show the falloff).
    finish(back, light.vignette, light.warm);
    // Graphic scenes' backs are pure gradients; only drawn shapes would show steps when enlarged.
    if (light.scale < 1) soften(back);
    layer = upscaleTo(back, fw, fh);
  } else if (scene.wash) layer = upscaleTo(await rasteriseAt(scene.wash, w, h, light.backScale), fw, fh);
  if (front) {
    if (layer) {
      // Over a layer already drawn, only the front's own box is rasterised: a surface or a header
      // bar covers a part of the canvas, and a canvas-sized transparent layer cost as much again.
      const px = await rasteriseBounded(front, w, h, s);
      if (px) overPremultiplied(layer, px.img, px.x, px.y);
    } else layer = await rasteriseAt(front, w, h, s);
  }
  if (!layer) throw new Error(`Scene ${ctx.style.scene} drew nothing.`);
  if (!scene.back) finish(layer, light.vignette, light.warm);
  const full = upscaleTo(layer, w, h);
  if (full.data.buffer !== layer.data.buffer && scene.back) releaseBuffer(layer.data);
  return full;
}

/** The buyer's own photo, blurred and dimmed to fill the canvas behind its card, under the scene's tint layer. */
async function blurredPhoto(photo: Buffer, w: number, h: number, tint: string): Promise<Rgba> {
  const sw = w / 8;
  const sh = Math.ceil(h / 8);
  const small = await sharp(photo).rotate().resize(sw, sh, { fit: 'cover' }).blur(1.5).ensureAlpha().raw().toBuffer();
  const layer = { data: small, width: sw, height: sh };
  overPremultiplied(layer, await rasteriseAt(tint, w, h, 0.125));
  return upscaleTo(layer, w, h);
}

type Fragment = { img: Rgba; x: number; y: number } | undefined;

/** Rasterises an SVG fragment only over its box (plus room for shadows and descenders). */
async function fragment(svg: string, box: Box, pad: number, w: number, h: number): Promise<Fragment> {
  const x0 = Math.max(0, Math.floor(box.x - pad));
  const y0 = Math.max(0, Math.floor(box.y - pad));
  const x1 = Math.min(w, Math.ceil(box.x + box.w + pad));
  const y1 = Math.min(h, Math.ceil(box.y + box.h + pad));
  if (x1 <= x0 || y1 <= y0 || !svg) return undefined;
  const fw = x1 - x0;
  const fh = y1 - y0;
  const img = await rasterise(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fw}" height="${fh}" viewBox="${x0} ${y0} ${fw} ${fh}">${svg}</svg>`,
  );
  return { img: { data: img.pixels, width: img.width, height: img.height }, x: x0, y: y0 };
}

function paste(canvas: Rgba, f: Fragment): void {
  if (f) overPremultiplied(canvas, f.img, f.x, f.y);
}

/** A run of texts rasterised together in their inks, padded for descenders. */
function textFragment(g: { t: TextItem; ink: string }[], w: number, h: number): Promise<Fragment> {
  return fragment(
    g.map((x) => textSvg(x.t, x.ink)).join(''),
    union(g.map((x) => x.t.box)),
    Math.ceil(Math.max(...g.map((x) => x.t.size)) * 0.5),
    w,
    h,
  );
}

/** Each line's glyphs as paths on their baseline (half-leading above, as CSS places them). */
export function textSvg(t: TextItem, ink: string): string {
  const m = verticalMetrics(t.font);
  const lineBox = t.size * t.lineHeight;
  let out = '';
  for (const line of t.lines) {
    const shaped = shapeLine(line.text, t.font, t.letterSpacing);
    const baseline = line.y + (lineBox - (m.ascender + m.descender) * t.size) / 2 + m.ascender * t.size;
    out += lineSvg(shaped, t.size, line.x, baseline, ink);
  }
  return out;
}

/**
 * Consecutive items (drawing order kept) merged while their joint box stays compact, so a block's
 * pills and icons rasterise in one resvg call rather than one each.
 */
function runs<T extends { box: Box }>(items: T[]): T[][] {
  const out: T[][] = [];
  let cur: T[] = [];
  let area = 0;
  for (const it of items) {
    const a = it.box.w * it.box.h;
    if (cur.length) {
      const u = union([...cur.map((c) => c.box), it.box]);
      if (u.w * u.h <= (area + a) * 1.8 + 40000) {
        cur.push(it);
        area += a;
        continue;
      }
      out.push(cur);
    }
    cur = [it];
    area = a;
  }
  if (cur.length) out.push(cur);
  return out;
}

/**
 * The pixels a text's glyphs can cover: its box, and above and below it where capitals carry marks
 * ("Ż", "Ó", "Ą") that reach past a tight line height; the ink must read there too, or the text
 * gets its backing.
 */
function inkArea(t: TextItem): Box {
  // A text that cannot get a backing stands on a card or panel sized to its box: its box is its ground.
  if (
    !t.canBack ||
    !/\p{Lu}\p{M}/u.test(
      t.lines
        .map((l) => l.text)
        .join(' ')
        .normalize('NFD'),
    )
  )
    return t.box;
  const up = t.size * 0.16;
  const down = t.size * 0.08;
  return { x: t.box.x, y: t.box.y - up, w: t.box.w, h: t.box.h + up + down };
}

/**
 * A text's ink area without the panels set just above or below its box: the reach kept for an
 * accent's marks ("É") met a chip 3 px under a poster headline, and the white chip made black the
 * "best" ink on dark teal (1.71:1, ads:lint; docs/decisions/180-feed-tight-re-plan-keeps-the-button.md).
 */
function awayFrom(area: Box, own: Box, panels: Plan['panels']): Box {
  let y0 = area.y;
  let y1 = area.y + area.h;
  for (const { box: o } of panels) {
    if (o.x >= area.x + area.w || o.x + o.w <= area.x || overlaps(o, own)) continue;
    // Two pixels short of the panel: its anti-aliased edge is part of it.
    if (o.y >= own.y + own.h) y1 = Math.min(y1, Math.max(own.y + own.h, o.y - 2));
    else if (o.y + o.h <= own.y) y0 = Math.max(y0, Math.min(own.y, o.y + o.h + 2));
  }
  return { ...area, y: y0, h: y1 - y0 };
}

function inside(a: Box, b: Box): boolean {
  return a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;
}

function clip(a: Box, b: Box): Box {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, w: Math.min(a.x + a.w, b.x + b.w) - x, h: Math.min(a.y + a.h, b.y + b.h) - y };
}

function round(b: Box): Box {
  return { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.w), h: Math.round(b.h) };
}
