import { WorkflowFailedError } from '@temporalio/client';
import { PREVIEW_WAIT_MS } from '../../config/generation-policy.js';
import { failureMessage } from '../../workflows/failure-message.js';
import { badRequest, HttpError, unavailable } from '../lib/http-error.js';

/**
 * Waits for a preview workflow `start` started on the worker (the API process renders nothing:
 * docs/decisions/026-one-long-work-pattern.md), a bounded time (PREVIEW_WAIT_MS). A bad input answers 400 in words, a failed
 * preview 502, an unreachable or slow worker 503 with `unavailableMessage`.
 */
export async function runPreviewWorkflow<T>(
  log: { error(obj: object, msg: string): void },
  unavailableMessage: string,
  start: () => Promise<{ result(): Promise<T> }>,
): Promise<T> {
  try {
    const handle = await start();
    return await withDeadline(handle.result(), PREVIEW_WAIT_MS);
  } catch (err) {
    if (err instanceof WorkflowFailedError) {
      const message = failureMessage(err);
      if (['BadEngineInputError', 'EditNotUnderstoodError'].includes(failureType(err) ?? '')) throw badRequest(message);
      log.error({ err }, 'preview failed');
      throw new HttpError(502, `The preview failed: ${message}`);
    }
    log.error({ err }, 'could not run the preview');
    throw unavailable(unavailableMessage);
  }
}

/** The type of the ApplicationFailure under Temporal's wrappers, if any. */
function failureType(err: unknown): string | undefined {
  for (let e = err as { type?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.type) return e.type;
  return undefined;
}

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no preview within ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
