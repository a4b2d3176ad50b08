import type { ActivityInterceptorsFactory } from '@temporalio/worker';

/** The ids an operator searches logs by, when an activity's input carries them (docs/operators.md, "Logs"). */
const ID_FIELDS = ['purchaseId', 'sessionId', 'adId', 'requestId'] as const;

/**
 * Every line Temporal's activity logger writes (the SDK's own "Activity failed" lines included)
 * gets the activity's purchaseId / sessionId / adId and the API request id from its input, besides
 * the workflowId and activityId the SDK adds; the runtime sends them to the process's JSON logger
 * (integrations/temporal/runtime-logger.ts).
 */
export const activityLogIds: ActivityInterceptorsFactory = () => {
  let ids: Record<string, string> = {};
  return {
    inbound: {
      execute(input, next) {
        const [first] = input.args;
        if (first && typeof first === 'object') {
          const fields = first as Record<string, unknown>;
          ids = Object.fromEntries(
            ID_FIELDS.filter((k) => typeof fields[k] === 'string' && fields[k]).map((k) => [k, fields[k] as string]),
          );
        }
        return next(input);
      },
    },
    outbound: {
      getLogAttributes(attributes, next) {
        return next({ ...attributes, ...ids });
      },
    },
  };
};
