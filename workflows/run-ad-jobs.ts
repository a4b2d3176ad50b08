import { CancellationScope, condition, isCancellation } from '@temporalio/workflow';
import { failureMessage, failureType } from './failure-message.js';

export type JobFailure = { jobId: string; styleId: number; reason: string; type?: string };

/** "12 minutes", or seconds for a deadline under two minutes. */
const inWords = (ms: number) =>
  ms >= 120_000 ? `${Math.round(ms / 60_000)} minutes` : `${Math.round(ms / 1000)} seconds`;

/**
 * Every ad of a generation at once, one activity each. An ad that fails for good is reported to
 * `onFailed` as it fails (the read model then says why at once). At the deadline
 * (config/generation-policy.ts) the ads still running are cancelled — the cancellation reaches the
 * engine through the activity's heartbeat — and reported as failed too. Returns the failures.
 */
export async function runAdJobs<J extends { jobId: string; styleId: number }>(
  jobs: J[],
  run: (job: J) => Promise<unknown>,
  onFailed: (failure: JobFailure) => Promise<void>,
  deadlineMs: number,
): Promise<JobFailure[]> {
  const failures: JobFailure[] = [];
  let settled = 0;
  const scope = new CancellationScope();
  const all = scope.run(() =>
    Promise.all(
      jobs.map(async (job) => {
        try {
          await run(job);
        } catch (err) {
          const reason = isCancellation(err)
            ? `This ad did not finish within ${inWords(deadlineMs)} and was stopped.`
            : failureMessage(err);
          const failure: JobFailure = { jobId: job.jobId, styleId: job.styleId, reason, type: failureType(err) };
          failures.push(failure);
          // Recorded even when the deadline cancelled this scope.
          await CancellationScope.nonCancellable(() => onFailed(failure));
        } finally {
          settled += 1;
        }
      }),
    ),
  );
  if (!(await condition(() => settled === jobs.length, deadlineMs))) {
    scope.cancel();
  }
  await all;
  return failures;
}
