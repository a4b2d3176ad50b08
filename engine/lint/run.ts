import { lintAd, type LintMetrics, lintMetrics, type Violation } from './ad-lint.js';
import { renderAd } from '../render/index.js';
import { type ProductExtras } from '../../contract/engine.js';
import { type RenderParams } from '../../contract/render-params.js';

/** One ad rendered with its pixels kept and checked by the linter; the product share per size for the report. */
export type LintCaseInput = {
  style: number;
  photo: Buffer;
  name: string;
  description: string;
  extras?: ProductExtras;
  params?: RenderParams;
  seed: number;
};
export type LintResult = { violations: Violation[]; productShares: number[]; metrics: LintMetrics; warned: boolean };

export async function renderAndLint(c: LintCaseInput): Promise<LintResult> {
  const ad = await renderAd(
    { photo: c.photo, name: c.name, description: c.description, extras: c.extras },
    c.style,
    c.seed,
    c.params ?? {},
    undefined,
    { keepPixels: true },
  );
  const violations = lintAd({
    layouts: ad.layouts,
    pixels: ad.pixels,
    native: ad.native,
    extras: c.extras,
    params: c.params,
    warnings: ad.warnings,
  });
  const productShares = Object.values(ad.layouts).map((l) => {
    const p = l.boxes.find((b) => b.role === 'product');
    return p ? (p.w * p.h) / (l.width * l.height) : 0;
  });
  const warned = ad.warnings.some((w) => /shown smaller to stay sharp/.test(w));
  return { violations, productShares, metrics: lintMetrics(ad.layouts, ad.native), warned };
}
