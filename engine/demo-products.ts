import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { darken, lighten } from './color.js';
import { lin } from './svg-defs.js';
import { type El, fit, h, lines, textLayerSvg } from './svg.js';

/**
 * Drawn demo products (bottle, jar, pouch, tub) for catalog thumbnails and the example gallery.
 * They are rendered as a "buyer photo" on a plain light background, so they go through the same
 * background removal as real uploads.
 */
export type DemoKind = 'bottle' | 'jar' | 'pouch' | 'tub';
export type DemoProduct = { kind: DemoKind; brand: string; name: string; sub: string; body: string; label: string; accent: string; ink: string; cap?: string };

const W = 640;
const H = 900;

type Geo = { shape: string; label: { x: number; y: number; w: number; h: number }; extra: string };

function geometry(p: DemoProduct): Geo {
  const cap = p.cap ?? darken(p.body, 0.35);
  switch (p.kind) {
    case 'bottle':
      return {
        shape: `<rect x="228" y="70" width="184" height="118" rx="16" fill="${cap}"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${240 + i * 22}" y="80" width="6" height="98" rx="3" fill="#000" opacity="0.12"/>`).join('')}
<path d="M250 188 H390 V214 Q 470 236 470 300 V 800 Q 470 842 428 842 H212 Q170 842 170 800 V300 Q170 236 250 214 Z" fill="url(#body)"/>`,
        label: { x: 170, y: 370, w: 300, h: 360 }, extra: '',
      };
    case 'jar':
      return {
        shape: `<rect x="130" y="230" width="380" height="120" rx="18" fill="${cap}"/><rect x="130" y="330" width="380" height="14" fill="#000" opacity="0.15"/>
<rect x="118" y="344" width="404" height="486" rx="46" fill="url(#body)"/>`,
        label: { x: 118, y: 420, w: 404, h: 330 }, extra: '',
      };
    case 'pouch':
      return {
        shape: `<path d="M140 120 H500 Q 512 120 514 134 L 540 800 Q 542 840 500 840 H140 Q 98 840 100 800 L 126 134 Q 128 120 140 120 Z" fill="url(#body)"/>
<rect x="128" y="150" width="384" height="8" rx="4" fill="#000" opacity="0.18"/><path d="M160 120 L 170 100 M480 120 L 470 100" stroke="${darken(p.body, 0.2)}" stroke-width="6"/>`,
        label: { x: 150, y: 300, w: 340, h: 400 }, extra: `<ellipse cx="320" cy="838" rx="230" ry="10" fill="#000" opacity="0.08"/>`,
      };
    case 'tub':
      return {
        shape: `<rect x="92" y="250" width="456" height="96" rx="20" fill="${cap}"/><rect x="92" y="330" width="456" height="16" fill="#000" opacity="0.15"/>
<path d="M100 346 H540 L 520 820 Q 518 846 490 846 H150 Q 122 846 120 820 Z" fill="url(#body)"/>`,
        label: { x: 112, y: 420, w: 416, h: 340 }, extra: '',
      };
  }
}

async function labelSvg(p: DemoProduct, box: { w: number; h: number }): Promise<string> {
  const pad = 24;
  const inner = box.w - pad * 2;
  const brandF = { family: 'Montserrat' as const, weight: 800 as const };
  const nameF = { family: 'Montserrat' as const, weight: 900 as const };
  const subF = { family: 'Inter' as const, weight: 600 as const };
  const b = fit(p.brand, brandF, inner, 1, 30, 14, { upper: true, letterSpacingEm: 0.2 });
  const n = fit(p.name, nameF, inner, 3, 52, 18, { upper: true, lineHeight: 1.02, maxHeight: box.h * 0.46 });
  const s = fit(p.sub, subF, inner, 2, 22, 12, { upper: true, letterSpacingEm: 0.08 });
  const children: El[] = [
    h('div', { display: 'flex', width: box.w, height: box.h, flexDirection: 'column', alignItems: 'center', justifyContent: 'space-between', padding: `${pad}px ${pad}px`, backgroundColor: p.label, boxSizing: 'border-box' }, [
      lines(b, brandF, p.accent, { letterSpacing: 0.2, align: 'center' }),
      h('div', { display: 'flex', width: inner * 0.4, height: 6, backgroundColor: p.accent, borderRadius: 3 }),
      lines(n, nameF, p.ink, { lineHeight: 1.02, align: 'center' }),
      h('div', { display: 'flex', backgroundColor: p.accent, borderRadius: 999, padding: '8px 18px' }, [lines(s, subF, lighten(p.label, 0) === '#ffffff' ? '#ffffff' : p.label, { letterSpacing: 0.08, align: 'center' })]),
    ]),
  ];
  return textLayerSvg(children, box.w, box.h);
}

const cache = new Map<string, Promise<Buffer>>();

/** A PNG "photo" of the demo product on a near-uniform studio background. */
export function demoProductPhoto(p: DemoProduct): Promise<Buffer> {
  const key = JSON.stringify(p);
  let hit = cache.get(key);
  if (!hit) {
    hit = draw(p);
    cache.set(key, hit);
  }
  return hit;
}

async function draw(p: DemoProduct): Promise<Buffer> {
  const g = geometry(p);
  const label = (await labelSvg(p, g.label)).replace('<svg ', `<svg x="${g.label.x}" y="${g.label.y}" `);
  const shine = `<rect x="${W / 2 - 130}" y="120" width="34" height="700" rx="17" fill="#ffffff" opacity="0.22"/><rect x="${W / 2 + 150}" y="120" width="14" height="700" rx="7" fill="#ffffff" opacity="0.12"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${lin('body', [darken(p.body, 0.22), lighten(p.body, 0.12), p.body, darken(p.body, 0.3)], 1, 0)}${lin('edge', ['#000000', '#ffffff', '#ffffff', '#000000'], 1, 0)}</defs>
<rect width="${W}" height="${H}" fill="#ececea"/>${g.extra}${g.shape}${label}
<rect x="${g.label.x}" y="${g.label.y}" width="${g.label.w}" height="${g.label.h}" fill="url(#edge)" opacity="0.16"/>${shine}</svg>`;
  const png = new Resvg(svg).render().asPng();
  return sharp(png).png({ compressionLevel: 6 }).toBuffer();
}
