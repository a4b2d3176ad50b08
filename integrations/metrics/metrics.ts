import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const RENDER_SECONDS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];

/**
 * One registry per process, with every metric the app defines (docs/operators.md, "Metrics"). A
 * process fills what it does: the API its requests and Temporal calls, the worker its activities
 * and ads; `npm start` both. Gauges read at scrape time (queue depth) are added by the API.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'adforge_' });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'adforge_http_request_duration_seconds',
      help: 'HTTP requests by method, route (as its router declares it) and status class',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: SECONDS,
      registers,
    }),
    temporalRequests: new Histogram({
      name: 'adforge_temporal_client_request_duration_seconds',
      help: "The Temporal client's gRPC calls by method and status code (0 = OK)",
      labelNames: ['method', 'code'] as const,
      buckets: SECONDS,
      registers,
    }),
    adsMade: new Counter({
      name: 'adforge_ads_made_total',
      help: 'Ads rendered and stored, by kind (sample, purchase, edit)',
      labelNames: ['kind'] as const,
      registers,
    }),
    adsFailed: new Counter({
      name: 'adforge_ads_failed_total',
      help: 'Ads that failed for good (after every retry), by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    adAttemptsFailed: new Counter({
      name: 'adforge_ad_attempts_failed_total',
      help: 'Engine attempts that failed and will be retried or fail the ad, by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    activityDuration: new Histogram({
      name: 'adforge_activity_duration_seconds',
      help: 'Temporal activities run by this worker, by type and outcome',
      labelNames: ['activity', 'outcome'] as const,
      buckets: RENDER_SECONDS,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
