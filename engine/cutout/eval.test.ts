import { describe, expect, it } from 'vitest';
import { evaluateCutouts, formatReport, type EvalReport } from '../../tests/support/cutout-eval.js';
import { MODEL_SIDE, predictSaliency } from './model.js';

/**
 * The cutout against its evaluation set (tests/fixtures/cutout, docs/assets.md): the figures of
 * `npm run cutout:eval`, asserted. Time is checked against a bare inference of the network timed
 * in the same run (the machine is shared, so absolute times say little): the work around the
 * network must stay a fraction of it.
 */
describe('cutout evaluation set', () => {
  let report: EvalReport;
  let bare: number;

  it('runs over every photo', { timeout: 600_000 }, async () => {
    report = await evaluateCutouts();
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      // A new input each time: an input already run is answered from the shared result.
      const input = new Uint8Array(MODEL_SIDE * MODEL_SIDE * 3).fill(100 + i);
      const t = performance.now();
      await predictSaliency(input);
      runs.push(performance.now() - t);
    }
    bare = runs.sort((a, b) => a - b)[2];
    console.log(`${formatReport(report)}\nbare inference: ${Math.round(bare)} ms`);
    expect(report.photos.length).toBeGreaterThanOrEqual(30);
  });

  it('reaches a mean IoU of at least 0.92', () => {
    expect(report.mean).toBeGreaterThanOrEqual(0.92);
  });

  // The rule of docs/decisions/048-cutout-measured.md: a photo is cut out at IoU 0.85 or better, or the buyer is told
  // (declared), and then one box or at most two taps fix it to 0.9.
  it('cuts out every photo it does not declare at IoU 0.85 or better', () => {
    const weak = report.photos.filter((p) => !p.declared && p.iou < 0.85).map((p) => `${p.name} ${p.iou.toFixed(3)}`);
    expect(weak).toEqual([]);
  });

  it('fixes every declared photo to IoU 0.9 with one box or at most two taps', () => {
    const unfixed = report.photos
      .filter((p) => p.declared && Math.max(p.iou, ...p.fixes.map((f) => f.iou)) < 0.9)
      .map((p) => p.name);
    expect(unfixed).toEqual([]);
  });

  it('keeps at least 98 % of a white label on a white backdrop', () => {
    const white = report.photos.filter((p) => p.tags.includes('white-on-white'));
    expect(white.length).toBeGreaterThan(0);
    for (const p of white) expect(p.labelKept, p.name).toBeGreaterThanOrEqual(0.98);
  });

  // On an idle machine a photo takes about 1.5 bare inferences; three leave room for a busy one.
  it('takes at most about three bare inferences per photo', () => {
    expect(report.medianMs).toBeLessThan(bare * 3 + 200);
  });
});
