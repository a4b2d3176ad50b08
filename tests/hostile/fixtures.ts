import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import type { AppDeps } from '../../api/deps.js';
import { generatedAds } from '../../db/schema.js';
import { storeAdImages } from '../../integrations/storage/ad-files.js';

/** A small real PNG, the stand-in for a rendered ad in every layout. */
export async function tinyPng(colour = '#2d6a4f'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * An ad of a purchase with its three images in storage, written the way the generation activity
 * writes them (storeAdImages), so files, downloads and the ZIP have something real to serve.
 */
export async function insertAdWithFiles(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  purchaseId: string,
  sessionId: string,
  styleId = 3,
) {
  const id = randomUUID();
  const png = await tinyPng();
  const keys = await storeAdImages(deps.storage, id, { '1x1': png, '4x5': png, '9x16': png });
  await deps.database.db.insert(generatedAds).values({
    id,
    purchaseId,
    sessionId,
    styleId,
    style: `Style ${styleId}`,
    text: 'Sleep deeper tonight',
    imageKey1x1: keys['1x1'],
    imageKey4x5: keys['4x5'],
    imageKey9x16: keys['9x16'],
  });
  return { id, keys };
}

/** Cookie header value from a response's Set-Cookie lines. */
export const cookieHeader = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** A pino destination that keeps every log line, so tests can read what was logged. */
export class LogCapture extends Writable {
  text = '';
  get lines(): string[] {
    return this.text.split('\n').filter(Boolean);
  }
  /** Lines at pino's error level or above. */
  errors(): string[] {
    return this.lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
  }
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    this.text += chunk.toString('utf8');
    done();
  }
}
