import { Context } from '@temporalio/activity';
import type { Logger } from 'pino';

export type LogIds = { purchaseId?: string; requestId?: string };

/**
 * A log line's context inside an activity: the ids an operator searches by (purchaseId,
 * workflowId, activityId) and the API request that started the work (requestId, carried in the
 * workflow's input), on the process's JSON logger (docs/operators.md, "Logs"). Outside an
 * activity (a unit test calling the function) only the given ids.
 */
export function activityLogger(logger: Logger | undefined, ids: LogIds): Pick<Logger, 'info' | 'warn' | 'error'> {
  let info: ReturnType<typeof Context.current>['info'] | undefined;
  try {
    info = Context.current().info;
  } catch {
    info = undefined;
  }
  const fields = {
    ...(ids.purchaseId ? { purchaseId: ids.purchaseId } : {}),
    ...(info
      ? {
          workflowId: info.workflowExecution?.workflowId,
          activityId: info.activityId,
          activityType: info.activityType,
          attempt: info.attempt,
        }
      : {}),
    ...(ids.requestId ? { requestId: ids.requestId } : {}),
  };
  if (logger) return logger.child(fields);
  // No process logger given (a bare test worker): Temporal's activity logger, which the runtime sends to pino.
  const log = info ? Context.current().log : undefined;
  const at = (level: 'info' | 'warn' | 'error') => (a: unknown, b?: string) => {
    const [meta, message] = typeof a === 'string' ? [{}, a] : [a as Record<string, unknown>, b ?? ''];
    log?.[level](message, { ...fields, ...meta });
  };
  return { info: at('info'), warn: at('warn'), error: at('error') } as Pick<Logger, 'info' | 'warn' | 'error'>;
}
