import type { GenerationStatus } from '../api/get-generation-status';

export type GenerationPhase =
  | { kind: 'running'; percent: number }
  | { kind: 'done' }
  | { kind: 'failed'; failedCount: number; messages: string[] };

/** Reads the status the way SPEC.md section 4 describes: done when complete with at least the expected ads. */
export function phaseOf(status: GenerationStatus): GenerationPhase {
  const failures = status.errors ?? status.failures ?? [];
  const failedCount = Math.max(status.failedCount ?? 0, failures.length);
  if (status.isComplete && status.adsCount >= status.expectedAdCount) return { kind: 'done' };
  if (status.isComplete || failedCount > 0) {
    const messages = [...new Set(failures.map((f) => f.message).filter((m): m is string => Boolean(m)))];
    // Complete but short: the missing ads failed even if the server did not list why.
    return { kind: 'failed', failedCount: Math.max(failedCount, status.isComplete ? status.expectedAdCount - status.adsCount : 0), messages };
  }
  const percent = status.expectedAdCount > 0 ? Math.round((status.adsCount / status.expectedAdCount) * 100) : 0;
  return { kind: 'running', percent };
}
