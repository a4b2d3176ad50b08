import type { ActivityInterceptorsFactory } from '@temporalio/worker';
import type { Metrics } from '../integrations/metrics/metrics.js';

/** The activities that make one ad, and the kind of ad each makes. */
const MAKES_AN_AD: Record<string, string> = {
  generateSampleAd: 'sample',
  generatePurchaseAd: 'purchase',
  editPurchasedAd: 'edit',
};

/** `sample:<sessionId>:<slot>`, `purchase:<purchaseId>:<styleId>`, `edit:<adId>` (db/schema.ts ad_jobs.id). */
const kindOfJob = (jobId: unknown) => (typeof jobId === 'string' ? (jobId.split(':')[0] ?? 'unknown') : 'unknown');

/**
 * Ads made and failed, and every activity's duration, counted where they happen: in the worker
 * that ran them (docs/operators.md, "Metrics"). An ad fails for good when its workflow records it
 * failed (`markAdFailed`), after every retry; an attempt that throws is counted on its own.
 */
export function activityMetrics(metrics: Metrics): ActivityInterceptorsFactory {
  return (ctx) => ({
    inbound: {
      async execute(input, next) {
        const type = ctx.info.activityType;
        const started = process.hrtime.bigint();
        const observe = (outcome: string) =>
          metrics.activityDuration.observe(
            { activity: type, outcome },
            Number(process.hrtime.bigint() - started) / 1e9,
          );
        const first = (input.args[0] ?? {}) as { jobId?: unknown };
        try {
          const result = await next(input);
          observe('completed');
          if (MAKES_AN_AD[type]) metrics.adsMade.inc({ kind: MAKES_AN_AD[type] });
          if (type === 'markAdFailed') metrics.adsFailed.inc({ kind: kindOfJob(first.jobId) });
          if (type === 'giveBackEdit') metrics.adsFailed.inc({ kind: 'edit' });
          return result;
        } catch (err) {
          observe('failed');
          if (MAKES_AN_AD[type]) metrics.adAttemptsFailed.inc({ kind: MAKES_AN_AD[type] });
          throw err;
        }
      },
    },
  });
}
