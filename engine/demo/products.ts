import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { darken, lighten, lin } from '../paint/index.js';
import { initFaces, textLine } from '../text/index.js';
import { type DemoProduct } from '../catalog/index.js';

/*
 * Drawn demo products (bottle, jar, pouch, tub) for catalog thumbnails and the example gallery.
 * They are rendered as a "buyer photo" on a plain light background, so they go through the same
 * background removal as real uploads.
 */

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
        label: { x: 170, y: 370, w: 300, h: 360 },
        extra: '',
      };
    case 'jar':
      return {
        shape: `<rect x="130" y="230" width="380" height="120" rx="18" fill="${cap}"/><rect x="130" y="330" width="380" height="14" fill="#000" opacity="0.15"/>
<rect x="118" y="344" width="404" height="486" rx="46" fill="url(#body)"/>`,
        label: { x: 118, y: 420, w: 404, h: 330 },
        extra: '',
      };
    case 'pouch':
      return {
        shape: `<path d="M140 120 H500 Q 512 120 514 134 L 540 800 Q 542 840 500 840 H140 Q 98 840 100 800 L 126 134 Q 128 120 140 120 Z" fill="url(#body)"/>
<rect x="128" y="150" width="384" height="8" rx="4" fill="#000" opacity="0.18"/><path d="M160 120 L 170 100 M480 120 L 470 100" stroke="${darken(p.body, 0.2)}" stroke-width="6"/>`,
        label: { x: 150, y: 300, w: 340, h: 400 },
        extra: `<ellipse cx="320" cy="838" rx="230" ry="10" fill="#000" opacity="0.08"/>`,
      };
    case 'tub':
      return {
        shape: `<rect x="92" y="250" width="456" height="96" rx="20" fill="${cap}"/><rect x="92" y="330" width="456" height="16" fill="#000" opacity="0.15"/>
<path d="M100 346 H540 L 520 820 Q 518 846 490 846 H150 Q 122 846 120 820 Z" fill="url(#body)"/>`,
        label: { x: 112, y: 420, w: 416, h: 340 },
        extra: '',
      };
  }
}

/** The label: brand, a rule, the product name and a pill with the count, like a real front label. */
function labelSvg(p: DemoProduct, box: { x: number; y: number; w: number; h: number }): string {
  const pad = 24;
  const inner = box.w - pad * 2;
  const cx = box.x;
  const brand = textLine(
    p.brand.toUpperCase(),
    { family: 'Montserrat', weight: 800 },
    30,
    cx + pad,
    box.y + box.h * 0.08,
    inner,
    p.accent,
    { align: 'center', ls: 0.2 },
  );
  const words = p.name.toUpperCase().split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = words.length > 1 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [words.join(' ')];
  const name = lines
    .map((l, i) =>
      textLine(
        l,
        { family: 'Montserrat', weight: 900 },
        50,
        cx + pad,
        box.y + box.h * (0.34 + i * 0.15) - (lines.length - 1) * box.h * 0.06,
        inner,
        p.ink,
        { align: 'center' },
      ),
    )
    .join('');
  const pillW = inner * 0.72;
  const pillY = box.y + box.h * 0.76;
  const sub = textLine(
    p.sub.toUpperCase(),
    { family: 'Inter', weight: 600 },
    22,
    cx + (box.w - pillW) / 2 + 16,
    pillY + 9,
    pillW - 32,
    p.label === '#ffffff' || p.label === '#fbf8ff' ? '#ffffff' : p.label,
    { align: 'center', ls: 0.08 },
  );
  return `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${p.label}"/><rect x="${cx + box.w / 2 - inner * 0.2}" y="${box.y + box.h * 0.22}" width="${inner * 0.4}" height="6" rx="3" fill="${p.accent}"/>
${brand}${name}<rect x="${cx + (box.w - pillW) / 2}" y="${pillY}" width="${pillW}" height="44" rx="22" fill="${p.accent}"/>${sub}`;
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
  await initFaces();
  const g = geometry(p);
  // Studio light on a cylinder: dark edges, a soft highlight left of centre, a thin rim light;
  // clipped to the pack so the backdrop stays uniform for the cutout.
  const shade = `<linearGradient id="cyl" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="0.2" stop-color="#000" stop-opacity="0.04"/><stop offset="0.33" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.62" stop-color="#000" stop-opacity="0.06"/><stop offset="0.93" stop-color="#000" stop-opacity="0.36"/><stop offset="1" stop-color="#fff" stop-opacity="0.12"/></linearGradient>`;
  const clip = `<clipPath id="pk">${g.shape.replace(/fill="[^"]*"/g, '').replace(/opacity="[^"]*"/g, '')}</clipPath>`;
  const shine = `<rect x="${W / 2 - 130}" y="120" width="30" height="700" rx="15" fill="#ffffff" opacity="0.2"/><rect x="${W / 2 + 150}" y="120" width="12" height="700" rx="6" fill="#ffffff" opacity="0.1"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${lin('body', [darken(p.body, 0.22), lighten(p.body, 0.12), p.body, darken(p.body, 0.3)], 1, 0)}${shade}${clip}</defs>
<rect width="${W}" height="${H}" fill="#ececea"/>${g.extra}${g.shape}<g clip-path="url(#pk)">${labelSvg(p, g.label)}<rect width="${W}" height="${H}" fill="url(#cyl)"/>${shine}</g></svg>`;
  const png = new Resvg(svg).render().asPng();
  return sharp(png).png({ compressionLevel: 6 }).toBuffer();
}
