import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServerOnFreePorts } from '../../tests/support/temporal.js';
import type { DevServer } from './dev-server.js';
import { ensureSearchAttributes, SearchAttributesMissingError } from './register-search-attributes.js';

/**
 * An external Temporal that has never heard of this app: the worker registers what its workflows
 * need. Before, only the embedded dev server got them (on its command line), and against any other
 * server every generate answered 503.
 */
describe('search attributes at worker start', () => {
  let server: DevServer;
  let connection: Connection;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-search-attributes-'));
    server = (await startDevServerOnFreePorts({ dataDir, namespace: 'default', searchAttributes: false })).server;
    connection = await Connection.connect({ address: server.address });
  });
  afterAll(async () => {
    await connection?.close();
    await server?.stop();
  });

  it('registers the missing ones once, then finds them', async () => {
    const list = async () =>
      Object.keys(
        (await connection.operatorService.listSearchAttributes({ namespace: 'default' })).customAttributes ?? {},
      );
    expect(await list()).not.toContain('PurchaseId');
    const lines: string[] = [];
    expect(await ensureSearchAttributes(connection.operatorService, 'default', (l) => lines.push(l))).toEqual([
      'PurchaseId',
      'SessionId',
      'NeedsAttention',
      'FailedAds',
    ]);
    expect(await list()).toEqual(expect.arrayContaining(['PurchaseId', 'SessionId', 'NeedsAttention', 'FailedAds']));
    expect(await ensureSearchAttributes(connection.operatorService, 'default', (l) => lines.push(l))).toEqual([]);
    expect(lines).toEqual([
      'registered Temporal search attributes PurchaseId, SessionId, NeedsAttention, FailedAds in namespace default',
    ]);
  });

  it('where the server forbids registering, stops with the commands an operator runs', async () => {
    const forbidding = {
      listSearchAttributes: async () => ({ customAttributes: {} }),
      addSearchAttributes: async () => {
        throw Object.assign(new Error('7 PERMISSION_DENIED: Request unauthorized.'), { code: 7 });
      },
    };
    const refused = ensureSearchAttributes(forbidding, 'shop-prod', () => {});
    await expect(refused).rejects.toBeInstanceOf(SearchAttributesMissingError);
    await expect(refused).rejects.toThrow(
      /lacks the search attributes PurchaseId, SessionId, NeedsAttention, FailedAds and refused to register them \(7 PERMISSION_DENIED.*temporal operator search-attribute create --namespace shop-prod --name PurchaseId --type Keyword && temporal operator search-attribute create --namespace shop-prod --name SessionId --type Keyword && .* --name NeedsAttention --type Bool && .* --name FailedAds --type Int/,
    );
  });
});
