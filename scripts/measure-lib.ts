/**
 * What the measuring scripts (headline-, type-, place- and story-measure) share: the products and
 * styles asked for on the command line, and each one's planned ad (no drawing).
 */
import { STYLES } from '../engine/index.js';
import { cutOut } from '../engine/cutout/index.js';
import { planAd } from '../engine/render/index.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS, evalPhoto } from '../tests/fixtures/eval/products.js';

type EvalProduct = (typeof EVAL_PRODUCTS)[number];

/** The command line every measuring script takes (its own options added): `--set` defaults to `set`. */
export function options(set: 'all' | 'eval') {
  return {
    set: { type: 'string', default: set },
    products: { type: 'string' },
    styles: { type: 'string' },
    list: { type: 'boolean', default: false },
  } as const;
}

/** `--set eval|held-out|all`, narrowed by `--products id,id` and `--styles 1,2`. */
export function selected(v: { set?: string; products?: string; styles?: string }) {
  const set =
    v.set === 'held-out'
      ? HELD_OUT_PRODUCTS
      : v.set === 'eval'
        ? EVAL_PRODUCTS
        : [...EVAL_PRODUCTS, ...HELD_OUT_PRODUCTS];
  const products = v.products ? set.filter((p) => v.products!.split(',').includes(p.id)) : set;
  const styles = v.styles ? STYLES.filter((s) => v.styles!.split(',').map(Number).includes(s.id)) : STYLES;
  return { products, styles };
}

/** Every product's ad in every style, planned at seed 0 with the product's cut-out hint if it has one. */
export async function* plannedAds(products: EvalProduct[], styles: typeof STYLES) {
  for (const product of products) {
    const photo = evalPhoto(product);
    const cutout = product.hint ? await cutOut(photo, product.hint) : undefined;
    for (const style of styles) {
      const ad = await planAd(
        { photo, cutout, name: product.name, description: product.description, extras: product.extras },
        style.id,
        0,
      );
      yield { product, style, ad };
    }
  }
}

/** Each planned 1:1 and 4:5 ad of plannedAds, with its size: what the feed's measures count. */
export async function* plannedFeedAds(products: EvalProduct[], styles: typeof STYLES) {
  for await (const { product, style, ad } of plannedAds(products, styles))
    for (const [size, { ctx, plan }] of Object.entries(ad.sizes))
      if (size !== '9x16') yield { product, style, size, ctx, plan };
}

/** One ad's flags: `flag` counts a finding in `n` and keeps its reason for the ad's --list line. */
export function flagsFor<K extends string>(n: Record<K, number>) {
  const flags: string[] = [];
  const flag = (k: K, why: string) => {
    n[k]++;
    flags.push(why);
  };
  return { flags, flag };
}
