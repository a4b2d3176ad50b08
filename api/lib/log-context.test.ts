import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../config/logger.js';
import { startTestApp } from '../../tests/support/app-harness.js';
import { requestLogIds } from './log-context.js';

const req = (url: string, body?: unknown, id = 'req-1') => ({ url, body, id }) as never;

describe('request log ids', () => {
  it('names the purchase from the path or the body, its workflow, and the request id', () => {
    const id = '3f0c9a52-1111-4a4a-8b8b-123456789abc';
    expect(requestLogIds(req(`/api/generation-status/${id}`), {} as never)).toEqual({
      requestId: 'req-1',
      purchaseId: id,
      workflowId: `purchase-${id}`,
    });
    expect(requestLogIds(req(`/api/admin/orders/${id}/retry-failed`), {} as never)).toMatchObject({ purchaseId: id });
    expect(requestLogIds(req('/api/generate-multiple', { purchaseId: id }), {} as never)).toMatchObject({
      purchaseId: id,
      workflowId: `purchase-${id}`,
    });
    expect(requestLogIds(req('/api/styles'), {} as never)).toEqual({ requestId: 'req-1' });
    expect(requestLogIds(req('/api/generate-multiple', { purchaseId: '"><script>' }), {} as never)).toEqual({
      requestId: 'req-1',
    });
  });

  it('writes each request as one JSON line with the ids', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = await startTestApp({ logger: createLogger('info', sink) });
    try {
      const id = '3f0c9a52-2222-4a4a-8b8b-123456789abc';
      await app.fetch(`/api/generation-status/${id}`, { headers: { 'x-request-id': 'trace-77' } });
      await new Promise((r) => setTimeout(r, 100));
      const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.requestId === 'trace-77');
      expect(line).toMatchObject({
        requestId: 'trace-77',
        purchaseId: id,
        workflowId: `purchase-${id}`,
        req: { id: 'trace-77' },
      });
    } finally {
      await app.close();
    }
  });
});
