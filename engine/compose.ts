import { isMainThread } from 'node:worker_threads';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { contrast, contrastLum, hexToRgb, luminance, pickInk } from './color.js';
import { type Cutout, limitUpscale, scaledRaw } from './cutout.js';
import { type InkFn, type LayoutCtx, type LayoutPlan } from './layout-types.js';
import { darken, overStraight, type Rgba } from './raster.js';
import { drawScene } from './scenes.js';
import { type Box, textLayerSvg } from './svg.js';

/** Where the product sits inside its layout box: fitted, centred, standing on the bottom edge. */
export function placeProduct(box: Box, aspect: number, emphasis: number, canvas: { w: number; h: number }): Box {
  let pw = Math.min(box.w, box.h * aspect) * emphasis;
  let ph = pw / aspect;
  const maxW = canvas.w * 0.92;
  const maxH = canvas.h * 0.9;
  if (pw > maxW) { pw = maxW; ph = pw / aspect; }
  if (ph > maxH) { ph = maxH; pw = ph * aspect; }
  const x = Math.max(0, Math.min(canvas.w - pw, box.x + (box.w - pw) / 2));
  const y = Math.max(0, Math.min(canvas.h - ph, box.y + box.h - ph));
  return { x: Math.round(x), y: Math.round(y), w: Math.round(pw), h: Math.round(ph) };
}

/** resvg options: satori already turned all text into paths, so no system fonts are loaded (a few ms per instance). */
const RESVG = { font: { loadSystemFonts: false } } as const;

const SAMPLE_SCALE = 1 / 8;

/**
 * On the main thread resvg runs on libuv's pool, so the three layouts of an ad rasterise in
 * parallel and the event loop stays free. A render thread (engine/pool/engine-thread.ts) rasterises
 * on itself instead: the pool is shared with the API's file and crypto work and runs at normal
 * priority, while the render thread is deliberately lowered below the API.
 */
const rasterise = (svg: string) => (isMainThread ? renderAsync(svg, RESVG) : Promise.resolve(new Resvg(svg, RESVG).render()));

/** The scene rendered small once, so text colours can be checked against what is really behind them. */
function sampler(svg: string, w: number, h: number, contrastBacking: string): { ink: InkFn; checks: TextCheck[] } {
  const img = new Resvg(svg, { ...RESVG, fitTo: { mode: 'zoom', value: SAMPLE_SCALE } }).render();
  const px = img.pixels;
  const sw = img.width;
  const sh = img.height;
  const checks: TextCheck[] = [];
  const ink = ((box: Box, preferred?: string) => {
    const x0 = Math.max(0, Math.floor(box.x * SAMPLE_SCALE));
    const y0 = Math.max(0, Math.floor(box.y * SAMPLE_SCALE));
    const x1 = Math.min(sw - 1, Math.ceil((box.x + box.w) * SAMPLE_SCALE));
    const y1 = Math.min(sh - 1, Math.ceil((box.y + box.h) * SAMPLE_SCALE));
    let lo = 1;
    let hi = 0;
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) {
      const i = (y * sw + x) * 4;
      const l = luminance([px[i], px[i + 1], px[i + 2]]);
      if (l < lo) lo = l;
      if (l > hi) hi = l;
    }
    const pick = pickInk([preferred ?? '#111111', '#111111', '#ffffff'], lo, hi);
    if (pick.ratio >= 4.5) {
      checks.push({ box, ink: pick.ink, ratio: pick.ratio });
      return { ink: pick.ink };
    }
    // No colour reads over the whole region: the block gets its own solid panel.
    const backing = contrastBacking;
    const onPanel = pickInk([preferred ?? '#111111', '#111111', '#ffffff'], luminance(hexToRgb(backing)), luminance(hexToRgb(backing)));
    checks.push({ box, ink: onPanel.ink, ratio: contrastLum(luminance(hexToRgb(onPanel.ink)), luminance(hexToRgb(backing))), backing });
    return { ink: onPanel.ink, backing };
  }) as InkFn;
  ink.fixed = (box, fg, bg) => { checks.push({ box, ink: fg, ratio: contrast(fg, bg), backing: bg }); };
  return { ink, checks };
}

export type TextCheck = { box: Box; ink: string; ratio: number; backing?: string };

/** PNG settings: a fast zlib level without adaptive filtering (several times cheaper than sharp's default). */
const PNG = { compressionLevel: 3, adaptiveFiltering: false } as const;

/**
 * One layout: scene, decor and text are one SVG rasterised by resvg off the main thread (the three
 * layouts of an ad render in parallel); the product photo and its shadow are drawn onto those
 * pixels in JS and sharp only encodes the PNG.
 */
export async function composeLayout(ctx: LayoutCtx, plan: LayoutPlan, cutout: Cutout, sceneOverride?: Buffer): Promise<{ png: Buffer; checks: TextCheck[] }> {
  const { w, h } = ctx;
  const placed = limitUpscale(placeProduct(plan.product, ctx.aspect, ctx.emphasis, ctx), cutout);
  const base = { cx: placed.x + placed.w / 2, y: placed.y + placed.h, width: placed.w };
  const scene = sceneOverride ? '' : drawScene(ctx.style.scene, { w, h, pal: ctx.pal, base, seed: ctx.seed, variant: ctx.variant });
  const contact = cutout.mode === 'cutout' && ctx.style.scene !== 'flatlay'
    ? `<ellipse cx="${base.cx}" cy="${base.y - 4}" rx="${placed.w * 0.48}" ry="${Math.max(8, placed.w * 0.07)}" fill="url(#contact)"/>` : '';
  const frame = cutout.mode === 'framed'
    ? `<rect x="${placed.x - 22}" y="${placed.y - 22 + 16}" width="${placed.w + 44}" height="${placed.h + 44}" rx="34" fill="#000" fill-opacity="0.14"/><rect x="${placed.x - 18}" y="${placed.y - 18}" width="${placed.w + 36}" height="${placed.h + 36}" rx="30" fill="#ffffff"/>` : '';
  const defs = `<defs><radialGradient id="contact"><stop offset="0" stop-color="#000" stop-opacity="0.38"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`;
  const sceneSvg = `${scene}${plan.decor?.(placed) ?? ''}${contact}${frame}`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  const bgImage = sceneOverride ? `<image href="data:image/png;base64,${sceneOverride.toString('base64')}" width="${w}" height="${h}"/>` : '';
  // The product is resized (sharp, thread pool) while the text is laid out.
  const prod = productLayer(cutout, placed, plan.tilt ?? 0);
  prod.catch(() => undefined);
  const { ink, checks } = sampler(`${open}${defs}${bgImage}${sceneSvg}</svg>`, w, h, ctx.pal.panel);
  const text = await textLayerSvg(plan.text(ink), w, h);
  const img = await rasterise(`${open}${defs}${bgImage}${sceneSvg}${text}</svg>`);
  // resvg's pixels are premultiplied, but the canvas is opaque, so they are plain RGBA too.
  const canvas: Rgba = { data: img.pixels, width: img.width, height: img.height };
  const { image, shadow } = await prod;
  if (shadow) darken(canvas, shadow, shadow.left, shadow.top);
  overStraight(canvas, image, image.left, image.top);
  const png = await sharp(canvas.data, { raw: { width: w, height: h, channels: 4 } }).removeAlpha().png(PNG).toBuffer();
  return { png, checks };
}

type Placed = Rgba & { left: number; top: number };

async function productLayer(c: Cutout, p: Box, tilt: number): Promise<{ image: Placed; shadow?: Placed }> {
  let data = await scaledRaw(c, 'image', p.w, p.h);
  let width = p.w;
  let height = p.h;
  if (c.mode === 'framed') data = roundCorners(data, p.w, p.h, 14);
  if (tilt) {
    const r = await sharp(data, { raw: { width, height, channels: 4 } }).rotate(tilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).raw().toBuffer({ resolveWithObject: true });
    data = r.data;
    width = r.info.width;
    height = r.info.height;
  }
  const left = Math.round(p.x + (p.w - width) / 2);
  const top = Math.round(p.y + (p.h - height) / 2);
  const image: Placed = { data, width, height, left, top };
  if (!c.shadow || tilt) return { image };
  const s = p.w / c.width;
  const sw = Math.round(c.shadow.width * s);
  const sh = Math.round(c.shadow.height * s);
  const sdata = await scaledRaw(c, 'shadow', sw, sh);
  // Light from the top left: the silhouette shadow falls slightly right and down.
  const sx = Math.round(p.x - c.shadowPad * s + p.w * 0.04);
  const sy = Math.round(p.y - c.shadowPad * s + p.h * 0.02);
  return { image, shadow: { data: sdata, width: sw, height: sh, left: sx, top: sy } };
}

function roundCorners(src: Buffer, w: number, h: number, r: number): Buffer {
  const out = Buffer.from(src);
  for (let y = 0; y < r; y++) for (let x = 0; x < r; x++) {
    const d = Math.hypot(r - x - 0.5, r - y - 0.5);
    if (d <= r) continue;
    for (const [cx, cy] of [[x, y], [w - 1 - x, y], [x, h - 1 - y], [w - 1 - x, h - 1 - y]]) out[(cy * w + cx) * 4 + 3] = 0;
  }
  return out;
}
