/** Temporal's wrappers ("Activity task failed", "Workflow execution failed") say nothing about the cause. */
const WRAPPERS = new Set(['WorkflowFailedError', 'ActivityFailure', 'ChildWorkflowFailure']);

type Failure = { name?: string; message?: string; type?: string; cause?: unknown };

function unwrap(err: unknown): Failure | undefined {
  let e = err as Failure | undefined;
  while (e?.cause && WRAPPERS.has(e.name ?? '')) e = e.cause as Failure;
  return e;
}

/**
 * The activity's own failure message, in words, for the read model and the UI. It names the
 * style and the reason ("Style 12 ("Bold"): the ad engine failed: no answer within 150 s"); the
 * causes below it are details of that reason, so unwrapping stops there.
 */
export function failureMessage(err: unknown): string {
  return unwrap(err)?.message || String(err);
}

/** The ApplicationFailure type under Temporal's wrappers (e.g. 'EditNotUnderstoodError'), if any. */
export function failureType(err: unknown): string | undefined {
  return unwrap(err)?.type;
}
