import { InterceptingCall, type Interceptor } from '@grpc/grpc-js';
import { defaultGrpcRetryOptions, makeGrpcRetryInterceptor } from '@temporalio/client';
import type { Metrics } from './metrics.js';

/**
 * The Temporal client's own metrics: every gRPC call's duration and status code, by method
 * (StartWorkflowExecution, UpdateWorkflowExecution, DescribeTaskQueue …). The TypeScript client
 * runs in JavaScript, outside the core whose metrics the worker exports, so the API measures its
 * calls here. The SDK's default retry interceptor stays first, as without this list.
 */
export function temporalClientInterceptors(metrics: Pick<Metrics, 'temporalRequests'>): Interceptor[] {
  const measure: Interceptor = (options, nextCall) => {
    const method = options.method_definition.path.split('/').pop() ?? 'unknown';
    const started = process.hrtime.bigint();
    return new InterceptingCall(nextCall(options), {
      start(metadata, listener, next) {
        next(metadata, {
          onReceiveStatus(status, nextStatus) {
            const seconds = Number(process.hrtime.bigint() - started) / 1e9;
            metrics.temporalRequests.observe({ method, code: String(status.code) }, seconds);
            nextStatus(status);
          },
        });
      },
    });
  };
  return [makeGrpcRetryInterceptor(defaultGrpcRetryOptions()), measure];
}
