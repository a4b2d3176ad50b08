import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../tests/support/postgres-server.js';
import { openDatabase, type Database } from './client.js';
import * as t from './schema.js';

/** Writes one row to every table and reads it back, including the json and enum columns. */
async function roundTripEveryTable(database: Database) {
  const { db } = database;
  const [user] = await db
    .insert(t.users)
    .values({ username: 'ada', email: 'ada@example.com', passwordHash: 'x' })
    .returning();
  expect(user).toMatchObject({ role: 'user', sessionsCreated: 0 });
  await db
    .insert(t.authSessions)
    .values({ id: 'a'.repeat(64), userId: user.id, expiresAt: new Date(Date.now() + 1e6) });
  const sessionId = randomUUID();
  await db.insert(t.generationSessions).values({
    id: sessionId,
    userId: user.id,
    productName: 'Magnesium Glycinate',
    productDescription: 'Sleep support, 60 capsules',
    selectedStyles: [3],
    productImages: [{ key: 'uploads/a.png', contentType: 'image/png', width: 800, height: 800 }],
  });
  const purchaseId = randomUUID();
  await db.insert(t.purchases).values({
    id: purchaseId,
    sessionId,
    amount: 1099,
    packageName: 'standard',
    quantity: 10,
    customerEmail: 'ada@example.com',
    customerName: 'Ada Lovelace',
    selectedAds: ['ad-1'],
  });
  await db.insert(t.generatedAds).values({
    id: randomUUID(),
    purchaseId,
    styleId: 3,
    style: 'Hero',
    text: 'Sleep deeper',
    imageKey1x1: 'a1',
    imageKey4x5: 'a4',
    imageKey9x16: 'a9',
    params: { hue: 200 },
  });
  await db.insert(t.webhookEvents).values({ id: 'evt_1', type: 'payment_intent.succeeded' });
  await db
    .insert(t.adJobs)
    .values({ id: `purchase:${purchaseId}:3`, kind: 'purchase', sessionId, purchaseId, styleId: 3 });

  const session = await db.query.generationSessions.findFirst({ where: eq(t.generationSessions.id, sessionId) });
  expect(session?.productImages[0].width).toBe(800);
  const purchase = await db.query.purchases.findFirst({ where: eq(t.purchases.id, purchaseId) });
  expect(purchase).toMatchObject({
    status: 'processing',
    completed: false,
    emailNotificationSent: false,
    amount: 1099,
  });
  const [ad] = await db.select().from(t.generatedAds).where(eq(t.generatedAds.purchaseId, purchaseId));
  expect(ad).toMatchObject({ isEdited: false, params: { hue: 200 } });
  expect(await db.$count(t.authSessions)).toBe(1);
  expect(await db.$count(t.webhookEvents)).toBe(1);
  expect(await db.query.adJobs.findFirst()).toMatchObject({ state: 'queued', attempts: 0, reason: null });

  // Usernames and e-mails are unique regardless of case.
  await expect(
    db.insert(t.users).values({ username: 'ADA', email: 'other@example.com', passwordHash: 'x' }),
  ).rejects.toThrow();
  await expect(
    db.insert(t.users).values({ username: 'bob', email: 'ADA@example.com', passwordHash: 'x' }),
  ).rejects.toThrow();
  // A retried activity cannot store a second ad for the same style of a purchase.
  await expect(
    db.insert(t.generatedAds).values({
      id: randomUUID(),
      purchaseId,
      styleId: 3,
      style: 'Hero',
      text: 'again',
      imageKey1x1: 'b',
      imageKey4x5: 'b',
      imageKey9x16: 'b',
    }),
  ).rejects.toThrow();
  // The status enum has exactly the four statuses of docs/product.md section 4.
  await expect(
    db
      .update(t.purchases)
      .set({ status: 'shipped' as never })
      .where(eq(t.purchases.id, purchaseId)),
  ).rejects.toThrow();
  // postgres-js answers an array of rows, PGlite an object with `rows`.
  const enumRows = (await db.execute(sql`select unnest(enum_range(null::purchase_status))::text as v`)) as unknown;
  const values = (Array.isArray(enumRows) ? enumRows : (enumRows as { rows: unknown[] }).rows) as Array<{ v: string }>;
  expect(values.map((r) => r.v)).toEqual(['processing', 'completed', 'refunded', 'cancelled']);
}

describe('database on PGlite', () => {
  it('applies the migrations and round-trips every table', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await roundTripEveryTable(database);
    } finally {
      await database.close();
    }
  });

  it('keeps its data in a folder across reopening (restart keeps users and purchases)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-pglite-'));
    const first = await openDatabase({ dataDir: dir });
    await first.db.insert(t.users).values({ username: 'kept', email: 'kept@example.com', passwordHash: 'x' });
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    expect(await second.db.$count(t.users)).toBe(1);
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('database on PostgreSQL', () => {
  it('applies the migrations and round-trips every table', async () => {
    const database = await openDatabase({ url: await createTestDatabase(postgresUrl, 'roundtrip') });
    try {
      expect(database.kind).toBe('postgres');
      await roundTripEveryTable(database);
    } finally {
      await database.close();
    }
  });

  it('applies migrations idempotently on a second open', async () => {
    const url = await createTestDatabase(postgresUrl, 'reopen');
    await (await openDatabase({ url })).close();
    const again = await openDatabase({ url });
    expect(await again.db.$count(t.users)).toBe(0);
    await again.close();
  });
});
