/** The fields of the generation status (contract/generation.ts) that decide the progress screen. */
export type StatusFields = {
  isComplete: boolean;
  adsCount: number;
  expectedAdCount: number;
  errors?: ReadonlyArray<{ styleId?: number; message?: string }>;
};

export type GenerationPhase =
  | { kind: 'running'; percent: number; failedCount: number; messages: string[] }
  | { kind: 'done' }
  | { kind: 'failed'; failedCount: number; messages: string[] };

/** docs/product.md section 4: done when complete with at least the expected number of ads. */
export function isDone(status: StatusFields | undefined): boolean {
  return Boolean(status?.isComplete && status.adsCount >= status.expectedAdCount);
}

/**
 * Reads the status for the progress screen. A batch that finished short failed for the missing
 * ads even when the server lists no reason; failures reported while others still run are shown
 * as a warning, since an operator may still retry them.
 */
export function phaseOf(status: StatusFields): GenerationPhase {
  if (isDone(status)) return { kind: 'done' };
  const failures = status.errors ?? [];
  const messages = [...new Set(failures.map((f) => f.message).filter((m): m is string => Boolean(m)))];
  if (status.isComplete)
    return {
      kind: 'failed',
      failedCount: Math.max(failures.length, status.expectedAdCount - status.adsCount),
      messages,
    };
  const percent =
    status.expectedAdCount > 0 ? Math.min(100, Math.round((status.adsCount / status.expectedAdCount) * 100)) : 0;
  return { kind: 'running', percent, failedCount: failures.length, messages };
}
