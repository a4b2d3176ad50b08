import fs from 'node:fs';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { busyPhoto } from '../../tests/support/engine-helpers.js';
import { OutboxMailer } from '../../integrations/mail/outbox-mailer.js';
import { PooledAdEngine } from '../../engine/pool/index.js';
import { LocalStorage } from '../../integrations/storage/local-storage.js';
import {
  json,
  quietTemporalRuntime,
  startPipelineApp,
  startTestWorker,
  tempDir,
} from '../../tests/support/pipeline-harness.js';
import { createTestTemporal } from '../../tests/support/temporal.js';

const TASK_QUEUE = 'cutout-preview-test';
const FIXTURES = path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'cutout', 'photos');
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

describe('POST /api/cutout-preview on the real Temporal dev server', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let app: Awaited<ReturnType<typeof startPipelineApp>>;
  let threaded: PooledAdEngine;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    database = await openDatabase({ dataDir: 'memory://' });
    const storage = new LocalStorage(tempDir('files'));
    // The worker cuts out on a render thread, as engine/index.ts (createEngine) sets up the embedded default.
    threaded = new PooledAdEngine({ threads: 1 });
    worker = await startTestWorker({
      env,
      taskQueue: TASK_QUEUE,
      database,
      storage,
      engine: threaded,
      mailer: new OutboxMailer(tempDir('outbox'), 'AdForge <ads@adforge.local>'),
    });
    // The API holds no engine: the preview can only come from the worker.
    app = await startPipelineApp({ env, taskQueue: TASK_QUEUE, database, storage });
  });
  afterAll(async () => {
    await app?.close();
    await worker?.stop();
    await threaded?.close();
    await database?.close();
    await env?.teardown();
  });

  it("answers the product's mask at the photo's own size, with no warnings for a good photo", async () => {
    const photo = fs.readFileSync(path.join(FIXTURES, 'bottle-studio-grey.jpg'));
    const res = await app.fetch('/api/cutout-preview', json({ image: dataUrl(photo) }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { mask: string; fallback: boolean; warnings: string[] };
    expect(body.fallback).toBe(false);
    expect(body.warnings).toEqual([]);
    expect(body.mask).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(body.mask.split(',')[1], 'base64');
    const { data, info } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 1500]);
    expect(data[750 * 1200 + 600]).toBe(255);
    expect(data[10 * 1200 + 10]).toBe(0);
    // The run is in Temporal's history, where an operator would find it.
    const runs = env.client.workflow.list({ query: `WorkflowType = 'cutoutPreviewWorkflow'` });
    let n = 0;
    for await (const _ of runs) n++;
    expect(n).toBeGreaterThan(0);
  });

  it('says in words when the photo falls back to the whole photo or is small', async () => {
    const busy = (await (
      await app.fetch('/api/cutout-preview', json({ image: dataUrl(await busyPhoto(), 'image/png') }))
    ).json()) as { fallback: boolean; warnings: string[] };
    expect(busy.fallback).toBe(true);
    expect(busy.warnings.join(' ')).toMatch(/whole photo in a frame/);
    const small = (await (
      await app.fetch(
        '/api/cutout-preview',
        json({ image: dataUrl(fs.readFileSync(path.join(FIXTURES, 'low-res-bottle.jpg'))) }),
      )
    ).json()) as { warnings: string[] };
    expect(small.warnings.join(' ')).toMatch(/too small for a crisp 1080 px ad/);
  });

  it('says it found more than the product, and cuts out what the buyer boxes or taps', async () => {
    const photo = dataUrl(fs.readFileSync(path.join(FIXTURES, 'tub-beside-mug.jpg')));
    const masked = async (body: unknown) => {
      const res = await app.fetch('/api/cutout-preview', json(body));
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { mask: string; fallback: boolean; warnings: string[] };
      const png = Buffer.from(answer.mask.split(',')[1], 'base64');
      return { ...answer, pixels: await sharp(png).toColourspace('b-w').raw().toBuffer() };
    };
    const plain = await masked({ image: photo });
    expect(plain.warnings.join(' ')).toMatch(/We found more than your product — tap your product/);
    // A box around the tub (photo pixels): its right side, which the mug's shadow hides from the first guess, is kept.
    const boxed = await masked({ image: photo, hint: { box: { x: 345, y: 465, w: 590, h: 560 } } });
    expect(boxed.warnings.join(' ')).not.toMatch(/We found more than your product/);
    expect(boxed.pixels[700 * 1600 + 880]).toBe(255);
    expect(boxed.pixels[500 * 1600 + 1000]).toBe(0);
    // A tap on the mug (not the product) and one on the tub: the mug stays out.
    const tapped = await masked({
      image: photo,
      hint: { include: [{ x: 600, y: 750 }], exclude: [{ x: 1060, y: 520 }] },
    });
    expect(tapped.pixels[750 * 1600 + 600]).toBe(255);
    expect(tapped.pixels[520 * 1600 + 1060]).toBe(0);
  });

  it('refuses a hint that is not a box and taps in pixels', async () => {
    const photo = dataUrl(fs.readFileSync(path.join(FIXTURES, 'bottle-studio-grey.jpg')));
    for (const hint of [{ box: { x: 1, y: 1, w: 0, h: 5 } }, { include: [{ x: -3, y: 1 }] }, { exclude: 'here' }]) {
      const res = await app.fetch('/api/cutout-preview', json({ image: photo, hint }));
      expect(res.status).toBe(400);
    }
  });

  it('refuses what the upload refuses, with the same messages', async () => {
    const cases: Array<[unknown, number, RegExp]> = [
      [{}, 400, /Image required/],
      [{ image: 'not a data url' }, 400, /Image required/],
      [{ image: dataUrl(Buffer.from('not an image'), 'image/png') }, 400, /could not be read/],
      [
        {
          image: dataUrl(
            await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
              .png()
              .toBuffer(),
            'image/png',
          ),
        },
        400,
        /too small/,
      ],
      [{ image: `data:image/png;base64,${'A'.repeat(14 * 1024 * 1024)}` }, 413, /larger than 10 MB/],
    ];
    for (const [body, status, message] of cases) {
      const res = await app.fetch('/api/cutout-preview', json(body));
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
  });
});
