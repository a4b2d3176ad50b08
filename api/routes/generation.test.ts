import fs from 'node:fs';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLES } from '../../engine/index.js';
import { EDIT_LIMIT_MESSAGE, IMAGE_REQUIRED_MESSAGE, REQUIRES_AUTH_MESSAGE } from '../../contract/generation.js';
import { openDatabase, type Database } from '../../db/client.js';
import { generatedAds, generationSessions, purchases, users } from '../../db/schema.js';
import { OutboxMailer } from '../../integrations/mail/outbox-mailer.js';
import { PooledAdEngine } from '../../engine/pool/index.js';
import { LocalStorage } from '../../integrations/storage/local-storage.js';
import {
  decodeQuotedPrintable,
  generateBody,
  insertPaidPurchase,
  json,
  outboxMails,
  productPhotoDataUrl,
  PUBLIC_BASE_URL,
  quietTemporalRuntime,
  startPipelineApp,
  startTestWorker,
  tempDir,
  waitFor,
  waitForSamples,
  asBuyer,
} from '../../tests/support/pipeline-harness.js';
import { createTestTemporal } from '../../tests/support/temporal.js';
import { cutoutKeys } from '../../activities/product-cutout.js';
import type { CutoutMeta } from '../../contract/engine.js';

const TASK_QUEUE = 'pipeline-test';
const styleIds = (n: number, offset = 0) => STYLES.slice(offset, offset + n).map((s) => s.id);

describe('generation pipeline on the real Temporal dev server', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let app: Awaited<ReturnType<typeof startPipelineApp>>;
  let outbox: string;
  let sessionId: string;
  let threaded: PooledAdEngine;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    database = await openDatabase({ dataDir: 'memory://' });
    const storage = new LocalStorage(tempDir('files'));
    outbox = tempDir('outbox');
    // The worker renders on threads, as engine/index.ts (createEngine) sets up the embedded default.
    threaded = new PooledAdEngine({ threads: 2 });
    worker = await startTestWorker({
      env,
      taskQueue: TASK_QUEUE,
      database,
      storage,
      engine: threaded,
      mailer: new OutboxMailer(outbox, 'AdForge <ads@adforge.local>'),
    });
    app = await startPipelineApp({ env, taskQueue: TASK_QUEUE, database, storage });
  });
  afterAll(async () => {
    await app?.close();
    await worker?.stop();
    await threaded?.close();
    await database?.close();
    await env?.teardown();
  });

  async function runBatch(quantity: number, offset = 0) {
    const purchaseId = await insertPaidPurchase(database, sessionId, quantity);
    const started = Date.now();
    const res = await app.fetch(
      '/api/generate-multiple',
      asBuyer(json({ sessionId, purchaseId, styleIds: styleIds(quantity, offset) })),
    );
    expect(res.status).toBe(200);
    const status = await waitFor(
      async () => {
        const s = await (await app.fetch(`/api/generation-status/${purchaseId}`, asBuyer({}))).json();
        return s.isComplete && s.adsCount >= s.expectedAdCount ? s : undefined;
      },
      60_000,
      `batch of ${quantity}`,
    );
    const ms = Date.now() - started;
    // The buyer's page is done here; the e-mail step follows within the same workflow.
    await env.client.workflow.getHandle(`purchase-${purchaseId}`).result();
    return { purchaseId, status, ms };
  }

  it('answers POST /api/generate at once and makes 4 samples the session read shows as they progress', async () => {
    const res = await app.fetch('/api/generate', json(await generateBody()));
    expect(res.status).toBe(200);
    sessionId = (await res.json()).sessionId;
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    // The answer does not wait for the samples: they are planned, not yet made.
    const early = await (await app.fetch(`/api/sessions/${sessionId}`)).json();
    expect(early.generation).toMatchObject({ total: 4, isComplete: false, failed: 0 });
    expect(early.generation.ads.map((a: { styleId: number }) => a.styleId)).toEqual([3, 3, 3, 3]);
    const session = await waitForSamples(app, sessionId);
    expect(session.generation).toMatchObject({ total: 4, ready: 4, failed: 0, isComplete: true });
    expect(session.generation.ads.every((a: { state: string; adId: string }) => a.state === 'ready' && a.adId)).toBe(
      true,
    );
    expect(session).toMatchObject({ productName: 'Calm Nights Magnesium', productBrand: null, productCategory: null });
    expect(session.generatedAds).toHaveLength(4);
    expect(new Set(session.generatedAds.map((a: { text: string }) => a.text)).size).toBeGreaterThan(1);
    for (const ad of session.generatedAds)
      expect(ad).toMatchObject({ style: STYLES.find((s) => s.id === 3)!.name, isEdited: false });
    const img = await app.fetch(session.generatedAds[0].imageUrl);
    expect(img.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1080]);
    expect((await app.fetch(session.productImages[0])).status).toBe(200);
    // Every box the renderer drew is kept with the ad and served with its image's access rule.
    const layout = await (await app.fetch(`/api/ads/${session.generatedAds[0].id}/layout`)).json();
    expect(Object.keys(layout.sizes)).toEqual(['1x1', '4x5', '9x16']);
    expect(layout.sizes['9x16']).toMatchObject({ width: 1080, height: 1920 });
    expect(layout.sizes['1x1'].boxes.map((b: { role: string }) => b.role)).toEqual(
      expect.arrayContaining(['product', 'headline', 'cta']),
    );
    // The samples are stored by the workflow's last activity, a moment before the workflow itself
    // closes: wait for its result rather than race it (the describe alone read RUNNING under load).
    const handle = env.client.workflow.getHandle(`sample-${sessionId}`);
    await handle.result();
    expect((await handle.describe()).status.name).toBe('COMPLETED');
  });

  it("stores the buyer's step-2 extras on the session; empty fields are no extras", async () => {
    const extras = {
      offer: '20 % off with code SLEEP20',
      rating: { value: 4.8, count: 1284 },
      review: { quote: 'I sleep through the night.', author: 'Maya R.' },
      certifications: ['NSF Certified', ''],
    };
    const res = await app.fetch(
      '/api/generate',
      json(
        await generateBody({
          productInfo: { productName: 'Calm Nights Magnesium', productDescription: 'Supports restful sleep.', extras },
        }),
      ),
    );
    expect(res.status).toBe(200);
    const [row] = await database.db
      .select()
      .from(generationSessions)
      .where(eq(generationSessions.id, (await res.json()).sessionId));
    expect(row.productExtras).toEqual({ ...extras, certifications: ['NSF Certified'] });
    const bad = await app.fetch(
      '/api/generate',
      json(
        await generateBody({
          productInfo: { productName: 'X', productDescription: 'Y', extras: { rating: { value: 7, count: 3 } } },
        }),
      ),
    );
    expect([bad.status, (await bad.json()).message]).toEqual([400, 'Rating must be between 1 and 5']);
  });

  it("keeps the buyer's cutout correction with the product, and every sample uses that cutout", async () => {
    const photo = fs.readFileSync(
      path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'cutout', 'photos', 'tub-beside-mug.jpg'),
    );
    const hint = { box: { x: 345, y: 465, w: 590, h: 560 } };
    const res = await app.fetch(
      '/api/generate',
      json(
        await generateBody({
          productImages: [`data:image/jpeg;base64,${photo.toString('base64')}`],
          cutoutHints: [hint],
        }),
      ),
    );
    expect(res.status).toBe(200);
    const id = (await res.json()).sessionId as string;
    const [row] = await database.db.select().from(generationSessions).where(eq(generationSessions.id, id));
    expect(row.productImages[0].cutoutHint).toEqual(hint);
    const session = await waitForSamples(app, id);
    expect(session.generation).toMatchObject({ ready: 4, failed: 0 });
    // Cut out once, with the hint, beside the photo; never without it.
    const keys = cutoutKeys(row.productImages[0].key, hint);
    const meta = JSON.parse((await app.storage.get(keys.meta))!.body.toString()) as CutoutMeta;
    expect(meta.mode).toBe('cutout');
    expect(meta.region.width).toBeLessThan(620); // the tub alone, not the mug beside it
    expect(await app.storage.get(cutoutKeys(row.productImages[0].key, null).meta)).toBeUndefined();
    // The ads drew that cutout: the product box has its proportions.
    const layout = await (await app.fetch(`/api/ads/${session.generatedAds[0].id}/layout`)).json();
    const product = layout.sizes['1x1'].boxes.find((b: { role: string }) => b.role === 'product');
    expect(product.w / product.h).toBeCloseTo(meta.native.width / meta.native.height, 1);
    // A hint list longer than the photos is refused.
    const bad = await app.fetch('/api/generate', json(await generateBody({ cutoutHints: [null, hint] })));
    expect(bad.status).toBe(400);
  });

  it('refuses bad uploads and missing fields with a 4xx message', async () => {
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [{ productImages: [] }, 400, IMAGE_REQUIRED_MESSAGE],
      [{ productImages: [await productPhotoDataUrl(), await productPhotoDataUrl()] }, 400, IMAGE_REQUIRED_MESSAGE],
      [
        { productImages: ['data:image/png;base64,' + Buffer.from('not an image').toString('base64')] },
        400,
        /could not be read/,
      ],
      [{ productImages: [await productPhotoDataUrl(20, 20)] }, 400, /too small/],
      [
        { productImages: ['data:image/png;base64,' + Buffer.alloc(11 * 1024 * 1024).toString('base64')] },
        413,
        /larger than 10 MB/,
      ],
      [{ productInfo: { productName: ' ', productDescription: 'x' } }, 400, 'Product name is required'],
      [{ productInfo: { productName: 'X', productDescription: '' } }, 400, 'Product description is required'],
      [{ selectedStyles: [99999] }, 400, /Unknown style/],
    ];
    const truncated = Buffer.from((await productPhotoDataUrl()).split(',')[1], 'base64');
    cases.push([
      { productImages: ['data:image/png;base64,' + truncated.subarray(0, truncated.length - 200).toString('base64')] },
      400,
      /damaged|could not be read/,
    ]);
    for (const [override, status, message] of cases) {
      const res = await app.fetch('/api/generate', json(await generateBody(override)));
      const body = await res.json();
      expect([res.status, body.message]).toEqual([
        status,
        expect.stringMatching(
          message instanceof RegExp ? message : new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        ),
      ]);
    }
  });

  it('gives an anonymous browser one sample session, then 401 with requiresAuth', async () => {
    const strict = await startPipelineApp({
      env,
      taskQueue: TASK_QUEUE,
      database,
      storage: app.storage,
      vars: { ANON_SAMPLE_SESSIONS: '1' },
    });
    const first = await strict.fetch('/api/generate', json(await generateBody()));
    expect(first.status).toBe(200);
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).not.toBe('');
    const second = await strict.fetch('/api/generate', json(await generateBody(), { headers: { cookie } }));
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual({ message: REQUIRES_AUTH_MESSAGE, requiresAuth: true });
    await strict.close();
  });

  it('allows an address ANON_SAMPLE_SESSIONS_PER_IP anonymous sessions a day, however often the cookie is thrown away', async () => {
    const strict = await startPipelineApp({
      env,
      taskQueue: TASK_QUEUE,
      database,
      storage: app.storage,
      vars: { ANON_SAMPLE_SESSIONS: '1', ANON_SAMPLE_SESSIONS_PER_IP: '2' },
    });
    // Every request without the previous cookie: a new visitor each time, from one address.
    const fresh = async (address: string) =>
      strict.fetch('/api/generate', json(await generateBody(), { headers: { 'x-forwarded-for': address } }));
    try {
      expect([(await fresh('198.51.100.30')).status, (await fresh('198.51.100.30')).status]).toEqual([200, 200]);
      const third = await fresh('198.51.100.30');
      expect(third.status).toBe(401);
      expect(await third.json()).toEqual({ message: REQUIRES_AUTH_MESSAGE, requiresAuth: true });
      // A refused or failed session uses nothing up; another address has its own allowance.
      expect((await fresh('198.51.100.31')).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('gives a signed-in user DAILY_SAMPLE_SESSIONS per day, counted in users.sessions_created', async () => {
    const daily = await startPipelineApp({
      env,
      taskQueue: TASK_QUEUE,
      database,
      storage: app.storage,
      vars: { ANON_SAMPLE_SESSIONS: '0', DAILY_SAMPLE_SESSIONS: '2' },
    });
    const reg = await daily.fetch(
      '/api/register',
      json({ username: 'quota-user', email: 'quota@example.com', password: 'secret-password' }),
    );
    expect(reg.status).toBe(201);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await daily.fetch('/api/generate', json(await generateBody(), { headers: { cookie } }))).status);
    expect(statuses).toEqual([200, 200, 429]);
    const [user] = await database.db.select().from(users).where(eq(users.username, 'quota-user'));
    expect(user.sessionsCreated).toBe(2);
    await daily.close();
  });

  it.each([5, 10, 20])(
    'generates a paid batch of %i ads, sends one e-mail and records completion',
    async (quantity) => {
      const offset = quantity === 20 ? 0 : quantity === 10 ? 5 : 15;
      const { purchaseId, status, ms } = await runBatch(quantity, offset);
      console.log(`batch of ${quantity}: ${ms} ms`);
      expect(status).toMatchObject({
        isComplete: true,
        adsCount: quantity,
        expectedAdCount: quantity,
        purchaseId,
        purchase: { customerEmail: 'buyer@example.com' },
      });
      const rows = await database.db.select().from(generatedAds).where(eq(generatedAds.purchaseId, purchaseId));
      expect(new Set(rows.map((r) => r.styleId))).toEqual(new Set(styleIds(quantity, offset)));
      const [purchase] = await database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
      expect(purchase).toMatchObject({ status: 'completed', emailNotificationSent: true });
      expect(status.errors).toEqual([]);
      expect(status.ads.map((a: { styleId: number; state: string }) => [a.styleId, a.state])).toEqual(
        styleIds(quantity, offset).map((id) => [id, 'ready']),
      );
      expect(purchase.generationCompletedAt).toBeInstanceOf(Date);
      const mails = outboxMails(outbox)
        .map(decodeQuotedPrintable)
        .filter((m) => m.includes(`/final-results/${purchaseId}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`${PUBLIC_BASE_URL}/final-results/${purchaseId}`);
      expect(mails[0]).toContain(`Subject: Your ${quantity} ads for Calm Nights Magnesium are ready`);
      const results = await (await app.fetch(`/api/public-results/${purchaseId}`)).json();
      expect(results.ads).toHaveLength(quantity);
      expect(results).toMatchObject({
        session: { productName: 'Calm Nights Magnesium' },
        purchase: { packageName: purchase.packageName },
      });
      // The workflow is findable by its search attribute, as an operator would.
      await waitFor(
        async () => {
          const found: string[] = [];
          for await (const wf of env.client.workflow.list({ query: `PurchaseId = "${purchaseId}"` }))
            found.push(wf.workflowId);
          return found.length === 1 && found[0] === `purchase-${purchaseId}`;
        },
        10_000,
        'visibility of the PurchaseId search attribute',
      );
    },
  );

  it('starts one batch for a doubled generate-multiple', async () => {
    const purchaseId = await insertPaidPurchase(database, sessionId, 5);
    const body = asBuyer(json({ sessionId, purchaseId, styleIds: styleIds(5, 1) }));
    const [a, b] = await Promise.all([
      app.fetch('/api/generate-multiple', body),
      app.fetch('/api/generate-multiple', body),
    ]);
    const [ja, jb] = [await a.json(), await b.json()];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(ja.workflowId).toBe(jb.workflowId);
    await env.client.workflow.getHandle(ja.workflowId).result();
    const again = await app.fetch(
      '/api/generate-multiple',
      asBuyer(json({ sessionId, purchaseId, styleIds: styleIds(5, 8) })),
    );
    expect((await again.json()).styleIds).toEqual(styleIds(5, 1));
    const runs: string[] = [];
    for await (const wf of env.client.workflow.list({ query: `WorkflowId = "purchase-${purchaseId}"` }))
      runs.push(wf.runId);
    expect(runs).toHaveLength(1);
    expect(await database.db.select().from(generatedAds).where(eq(generatedAds.purchaseId, purchaseId))).toHaveLength(
      5,
    );
    expect(outboxMails(outbox).filter((m) => decodeQuotedPrintable(m).includes(purchaseId))).toHaveLength(1);
  });

  it('refuses generate-multiple for unpaid purchases and wrong style lists', async () => {
    const paid = await insertPaidPurchase(database, sessionId, 5);
    const unpaid = await insertPaidPurchase(database, sessionId, 5);
    await database.db.update(purchases).set({ completed: false }).where(eq(purchases.id, unpaid));
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ purchaseId: unpaid, styleIds: styleIds(5) }, 400, /not been completed/],
      [{ purchaseId: paid, styleIds: styleIds(4) }, 400, /exactly 5 styles/],
      [{ purchaseId: paid, styleIds: [1, 1, 2, 3, 4] }, 400, /only once/],
      [{ purchaseId: paid, styleIds: [1, 2, 3, 4, 99999] }, 400, /Unknown style/],
      [{ purchaseId: paid, styleIds: styleIds(5), sessionId: 'other' }, 400, /does not belong/],
      [{ purchaseId: 'nope', styleIds: styleIds(5) }, 404, /Purchase not found/],
    ];
    for (const [override, status, message] of cases) {
      const res = await app.fetch('/api/generate-multiple', asBuyer(json({ sessionId, ...override })));
      expect([res.status, (await res.json()).message]).toEqual([status, expect.stringMatching(message)]);
    }
  });

  it('downloads single ads per layout and all ads as a ZIP; other purchases get 404', async () => {
    const { purchaseId } = await runBatch(5, 20);
    const other = await runBatch(5, 25);
    const { ads } = await (await app.fetch(`/api/public-results/${purchaseId}`)).json();
    const res = await app.fetch(`/api/download-ad/${ads[0].id}?purchaseId=${purchaseId}&size=9x16`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[A-Za-z0-9_]+\.png"$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
    const square = await sharp(
      Buffer.from(await (await app.fetch(`/api/download-ad/${ads[0].id}?purchaseId=${purchaseId}`)).arrayBuffer()),
    ).metadata();
    expect([square.width, square.height]).toEqual([1080, 1080]);
    expect((await app.fetch(`/api/download-ad/${ads[0].id}?purchaseId=${other.purchaseId}`)).status).toBe(404);
    expect((await app.fetch(`/api/download-ad/${ads[0].id}?purchaseId=${purchaseId}&size=2x3`)).status).toBe(400);
    expect((await app.fetch(`/api/images/${ads[1].id}?size=4x5`)).headers.get('content-type')).toBe('image/png');
    expect((await app.fetch('/api/files/..%2F..%2Fetc/passwd')).status).toBe(404);
    const zip = await app.fetch(`/api/download-all/${purchaseId}`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await zip.arrayBuffer());
    const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    // 5 ads x 3 sizes, and the post copy as a CSV (stored, so its text is in the bytes as written).
    expect(bytes.readUInt16LE(eocd + 10)).toBe(16);
    const csv = bytes.toString('utf8');
    // Fields with a space are quoted (RFC 4180), as a spreadsheet program writes them.
    const header = '"Ad Name","Image File Name",Size,Title,Body,"Link Description"';
    expect(csv).toContain(header);
    const rows = csv.slice(csv.indexOf(header)).split('\r\n').slice(1, 16);
    expect(
      rows.every((r) => /^\S+,\S+_(1x1|4x5|9x16)\.png,\S+,/.test(r)),
      rows.join('\n'),
    ).toBe(true);
    expect(rows.every((r) => r.split(',').length >= 6)).toBe(true);
  });

  it('allows exactly one of 20 concurrent edits; a prompt it cannot apply keeps the edit', async () => {
    const { purchaseId } = await runBatch(5, 10);
    const { ads } = await (await app.fetch(`/api/public-results/${purchaseId}`)).json();
    const edit = (adId: string, userPrompt: string) =>
      app.fetch(`/api/edit-ad/${adId}`, json({ purchaseId, userPrompt, imageUrl: ads[0].imageUrl }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => edit(ads[0].id, 'make the background blue')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const ok = await answers[statuses.indexOf(200)].json();
    expect(ok.editedImageUrl).not.toBe(ads[0].imageUrl);
    const edited = await (await app.fetch(`/api/ads/${ads[0].id}/layout`)).json();
    expect(edited.sizes['1x1'].boxes.length).toBeGreaterThan(2);
    expect((await app.fetch(ok.editedImageUrl)).status).toBe(200);
    expect((await answers[statuses.indexOf(409)].json()).message).toBe(EDIT_LIMIT_MESSAGE);
    const refused = await edit(ads[1].id, 'put a dragon behind it');
    expect(refused.status).toBe(400);
    const reason = (await refused.json()).message;
    expect(reason).not.toBe(EDIT_LIMIT_MESSAGE);
    // Refused by the planner before the claim (docs/decisions/020-edit-plan-shown-is-applied.md): no edit workflow ran, nothing was spent.
    const editOf = async (adId: string) =>
      (await (await app.fetch(`/api/public-results/${purchaseId}`)).json()).generation.edits.find(
        (e: { adId: string }) => e.adId === adId,
      );
    expect(await editOf(ads[1].id)).toBeUndefined();
    expect((await env.client.workflow.getHandle(`edit-${ads[0].id}`).describe()).status.name).toBe('COMPLETED');
    expect((await edit(ads[1].id, 'headline: Sleep deeper tonight')).status).toBe(200);
    expect(await editOf(ads[1].id)).toEqual({ adId: ads[1].id, state: 'ready', reason: null });
    expect((await edit(ads[1].id, 'make it red')).status).toBe(409);
    const after = await (await app.fetch(`/api/public-results/${purchaseId}`)).json();
    expect(after.ads.filter((a: { isEdited: boolean }) => a.isEdited)).toHaveLength(2);
    expect((await edit('missing', 'make it red')).status).toBe(404);
  });

  it('sends the ready e-mail for a demo purchase from POST /api/dev/test-email', async () => {
    const bad = await app.fetch('/api/dev/test-email', json({ email: 'not-an-address' }));
    expect([bad.status, (await bad.json()).message]).toEqual([400, 'Invalid Email']);
    const res = await app.fetch('/api/dev/test-email', json({ email: 'designer@example.com' }));
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'Test e-mail sent to designer@example.com' });
    const mails = outboxMails(outbox)
      .map(decodeQuotedPrintable)
      .filter((m) => m.includes('To: designer@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`${PUBLIC_BASE_URL}/final-results/${body.purchaseId}`);
    const [session] = await database.db
      .select()
      .from(generationSessions)
      .where(
        eq(
          generationSessions.id,
          (await database.db.select().from(purchases).where(eq(purchases.id, body.purchaseId)))[0].sessionId,
        ),
      );
    expect(path.basename(session.productImages[0].key)).toMatch(/\.png$/);
  });
});
