import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedAds } from '../../db/schema.js';
import { LocalStorage } from '../../integrations/storage/local-storage.js';
import { startTestApp } from '../../tests/support/app-harness.js';
import { tempDir } from '../../tests/support/pipeline-harness.js';
import { insertGenerationSession, insertPurchase } from '../../tests/support/payment-fixtures.js';

/** helmet's headers and the Permissions-Policy: every answer carries them, ads included. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];
const securityHeaders = (res: Response) => Object.fromEntries(SECURITY_HEADERS.map((h) => [h, res.headers.get(h)]));

/**
 * The ads e-mails and buyers link to are served with `Cross-Origin-Resource-Policy: cross-origin`,
 * so a mail client or another site may show them; a buyer's uploaded photo, JSON answers and
 * errors keep helmet's `same-origin`, and every other security header is the same as on any answer.
 */
describe('ad images may be shown on other origins', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const storage = new LocalStorage(tempDir('ad-files'));
  const adId = randomUUID();
  const keys = { '1x1': `ads/${adId}/1x1-a.png`, '4x5': `ads/${adId}/4x5-a.png`, '9x16': `ads/${adId}/9x16-a.png` };
  const uploadKey = `uploads/${randomUUID()}/photo.png`;
  let purchaseId: string;

  beforeAll(async () => {
    app = await startTestApp({ storage });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    for (const key of [...Object.values(keys), uploadKey]) await storage.put(key, png);
    const { db } = app.deps.database;
    const sessionId = await insertGenerationSession(db, 'Shared Gummies');
    purchaseId = await insertPurchase(db, { sessionId, completed: true, status: 'completed', quantity: 1 });
    await db.insert(generatedAds).values({
      id: adId,
      purchaseId,
      styleId: 1,
      style: 'Bold Hero',
      text: 'Shared Gummies',
      imageKey1x1: keys['1x1'],
      imageKey4x5: keys['4x5'],
      imageKey9x16: keys['9x16'],
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves every route an ad is read by with CORP cross-origin and otherwise unchanged security headers', async () => {
    const reference = await app.fetch('/api/styles');
    expect(reference.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const expected = securityHeaders(reference);
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['x-content-type-options']).toBe('nosniff');

    for (const path of [
      `/api/files/${keys['1x1']}`,
      `/api/images/${adId}?size=4x5`,
      `/api/download-ad/${adId}?purchaseId=${purchaseId}&size=9x16`,
      `/api/download-all/${purchaseId}`,
    ]) {
      const res = await app.fetch(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(securityHeaders(res), path).toEqual(expected);
      await res.arrayBuffer();
    }
  });

  it("keeps same-origin for a buyer's uploaded photo and for errors", async () => {
    for (const path of [
      `/api/files/${uploadKey}`,
      `/api/files/ads/${randomUUID()}/1x1-missing.png`,
      '/api/images/nope',
    ]) {
      const res = await app.fetch(path);
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      await res.arrayBuffer();
    }
  });
});
