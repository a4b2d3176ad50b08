/**
 * The ad linter over the full fixture set (tests/fixtures/ads): every style in every size, for
 * every product photo, with short, long and non-English copy, with and without the buyer's
 * extras, and under the edits buyers ask for. Prints one line per violation, the product's share
 * of the canvas (median, range), the worst case per rule; then the near-clone check between the
 * styles (every style on six photos with one copy: which styles look like another at a glance,
 * docs/decisions/051-near-clone-check-between-styles.md); and last `N ads checked, V violations`.
 * Run: npm run ads:lint [-- --styles 1,2,3] [--no-clones]
 */
import { STYLES } from '../engine/index.js';
import { glance, type Glance, nearClones, renderAndLint, type Violation } from '../engine/lint/index.js';
import { renderAd } from '../engine/render/index.js';
import { allCases, COPY, photo, type PhotoName } from '../tests/fixtures/ads/cases.js';

const arg = process.argv.indexOf('--styles');
const styles = arg > 0 ? process.argv[arg + 1].split(',').map(Number) : STYLES.map((s) => s.id);
const cases = allCases(styles);
const shares: number[] = [];
const sharesUnwarned: number[] = [];
const worst = {
  scale: 0,
  productGap: Infinity,
  textGap: Infinity,
  margin: Infinity,
  safeZone: Infinity,
  typePx: Infinity,
  contrastMargin: Infinity,
  contrast: 0,
  maxShare: 0,
};
let warnedAds = 0;
const all: Array<Violation & { label: string; style: number }> = [];
const t0 = performance.now();
for (const c of cases) {
  const copy = COPY[c.copy];
  const r = await renderAndLint({
    style: c.style,
    photo: photo(c.photo),
    name: copy.name,
    description: copy.description,
    extras: c.extras,
    params: c.params,
    seed: c.seed,
  });
  shares.push(...r.productShares);
  if (r.warned) warnedAds++;
  else sharesUnwarned.push(...r.productShares);
  const m = r.metrics;
  worst.scale = Math.max(worst.scale, m.scale);
  worst.maxShare = Math.max(worst.maxShare, ...m.share);
  for (const k of ['productGap', 'textGap', 'margin', 'safeZone', 'typePx'] as const)
    worst[k] = Math.min(worst[k], m[k]);
  if (m.contrastMargin < worst.contrastMargin) {
    worst.contrastMargin = m.contrastMargin;
    worst.contrast = m.contrast;
  }
  for (const v of r.violations) {
    all.push({ ...v, label: c.label, style: c.style });
    console.log(`style ${c.style} ${v.size} [${c.label}] ${v.rule}: ${v.message}`);
  }
}
shares.sort((a, b) => a - b);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(
  `product area: median ${pct(shares[shares.length >> 1])}, min ${pct(shares[0])}, max ${pct(shares[shares.length - 1])} of the canvas (${shares.length} layouts)`,
);
sharesUnwarned.sort((a, b) => a - b);
const n = (rule: string) => all.filter((v) => v.rule === rule).length;
console.log('worst case per rule over all ads and sizes:');
console.log(
  `  hero-size: ${n('hero-size')} violations; smallest product ${pct(sharesUnwarned[0])} (photos without the small-photo warning), largest ${pct(worst.maxShare)}; ${warnedAds} ads warned the photo is too small, smallest there ${pct(shares[0])}`,
);
console.log(
  `  crisp: ${n('crisp')} violations; largest enlargement ${worst.scale.toFixed(2)}x of the product's pixels (frame included for photos shown whole)`,
);
console.log(`  overlap: ${n('overlap')} violations; closest text to the product ${Math.round(worst.productGap)} px`);
console.log(`  text-overlap: ${n('text-overlap')} violations; closest two texts ${Math.round(worst.textGap)} px`);
console.log(
  `  margin: ${n('margin')} violations; closest text to an edge ${Math.round(worst.margin)} px (rule: 43 px)`,
);
console.log(
  `  safe-zone: ${n('safe-zone')} violations; closest text to the 9:16 bands ${Math.round(worst.safeZone)} px`,
);
console.log(`  type-size: ${n('type-size')} violations; smallest type ${worst.typePx} px (rule: 28)`);
console.log(
  `  contrast: ${n('contrast')} violations; lowest ${worst.contrast}:1, ${worst.contrastMargin.toFixed(2)}x its rule`,
);
console.log(`  overflow: ${n('overflow')} violations; honesty: ${n('honesty')} violations`);
console.log(
  `  9:16: product-height ${n('product-height')}, caption-zone ${n('caption-zone')}, side-edge ${n('side-edge')}, group ${n('group')}, dead-band ${n('dead-band')}, floor-band ${n('floor-band')} violations`,
);

// Near-clones: every style on one product, compared at a glance (the lint's fixtures, English copy).
const CLONE_PHOTOS: PhotoName[] = ['tall-bottle', 'wide-tub', 'pouch', 'dropper', 'jar', 'white-on-white'];
let cloneAds = 0;
if (!process.argv.includes('--no-clones') && styles.length > 1) {
  const copy = COPY.long;
  console.log('near-clones (arranged alike and scene alike; with words: or words alike):');
  for (const name of CLONE_PHOTOS) {
    const gs: Glance[] = [];
    for (const id of styles) {
      const ad = await renderAd({ photo: photo(name), name: copy.name, description: copy.description }, id, 0);
      gs.push(await glance(id, ad.layouts, ad.images, copy.name));
      cloneAds++;
    }
    const shown = nearClones(gs);
    const full = nearClones(gs, true);
    const list = (ps: typeof shown.pairs) =>
      ps
        .map((p) => `${p.a}~${p.b} (${p.arrangement.toFixed(2)}, ${p.scene.toFixed(3)}, ${p.words.toFixed(2)})`)
        .join(' ');
    console.log(
      `  ${name}: ${shown.distinct.length} of ${styles.length} distinct by the picture ${list(shown.pairs)}; ${full.distinct.length} with words ${list(full.pairs.filter((p) => !shown.pairs.some((q) => q.a === p.a && q.b === p.b)))}`,
    );
    for (const p of shown.pairs) {
      all.push({
        rule: 'near-clone',
        size: '1x1',
        label: name,
        style: p.a,
        message: `styles ${p.a} and ${p.b} look alike: arrangement ${p.arrangement.toFixed(2)}, scene ${p.scene.toFixed(3)}`,
      });
      console.log(`style ${p.a} [${name}] near-clone: looks like style ${p.b}`);
    }
  }
}
console.log(`rendered in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
console.log(`${cases.length + cloneAds} ads checked, ${all.length} violations`);
process.exitCode = all.length ? 1 : 0;
