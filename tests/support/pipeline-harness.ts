import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { createActivities } from '../../activities/index.js';
import { parseConfig } from '../../config/config.js';
import type { Database } from '../../db/client.js';
import { purchases } from '../../db/schema.js';
import type { AdEngine } from '../../contract/engine.js';
import type { Mailer } from '../../integrations/mail/types.js';
import { LocalStorage } from '../../integrations/storage/local-storage.js';
import type { Storage } from '../../integrations/storage/types.js';
import { PROJECT_ROOT } from '../../config/project-root.js';
import type { TemporalHandle } from '../../integrations/temporal/client.js';
import { countPollers } from '../../integrations/temporal/pollers.js';
import { activityLogIds } from '../../worker/log-interceptors.js';
import { json, startTestApp } from './app-harness.js';

export const PUBLIC_BASE_URL = 'https://ads.example.test';
export const OPS_EMAIL = 'ops@example.test';

let bundle: Promise<{ code: string }> | undefined;
/** Webpack runs once per test file, however many workers the file starts. */
export function workflowBundle() {
  bundle ??= bundleWorkflowCode({ workflowsPath: path.join(PROJECT_ROOT, 'workflows', 'index.ts'), logger: undefined });
  return bundle;
}

export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `adforge-${prefix}-`));
}

let runtimeInstalled = false;
/**
 * Worker state changes are logged at INFO; tests only want warnings. Call before
 * createTestTemporal(), which installs the default runtime otherwise.
 */
export function quietTemporalRuntime() {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {
    /* already installed */
  }
}

/** A real worker on its own task queue, with the real activities. */
export async function startTestWorker(options: {
  env: TestWorkflowEnvironment;
  taskQueue: string;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  engine: AdEngine;
  /** The activities' JSON logger (a test reads its lines back). */
  logger?: Logger;
  /** TEMPORAL_UI_URL as the worker's configuration would give it (the alert's links). */
  temporalUiUrl?: string;
}) {
  const worker = await Worker.create({
    connection: options.env.nativeConnection,
    taskQueue: options.taskQueue,
    workflowBundle: await workflowBundle(),
    maxConcurrentActivityTaskExecutions: 20,
    interceptors: { activity: [activityLogIds] },
    activities: createActivities({
      db: options.database.db,
      storage: options.storage,
      mailer: options.mailer,
      engine: options.engine,
      publicBaseUrl: PUBLIC_BASE_URL,
      logger: options.logger,
      opsEmail: OPS_EMAIL,
      temporalUiUrl: options.temporalUiUrl ?? 'http://localhost:8233',
      temporalNamespace: 'default',
    }),
  });
  const running = worker.run();
  return {
    worker,
    stop: async () => {
      worker.shutdown();
      await running;
    },
  };
}

export const temporalHandle = (env: TestWorkflowEnvironment, taskQueue: string): TemporalHandle => ({
  client: env.client,
  taskQueue,
  isUp: async () => true,
  pollers: () => countPollers(env.client, 'default', taskQueue),
  backlog: async () => 0,
  close: async () => {},
});

/**
 * The app with the pipeline's dependencies: local storage in a temporary folder. It holds no
 * engine: the worker renders. `ENGINE_TIMEOUT_SECONDS` in `vars` shortens the engine deadline the
 * app gives the workflows it starts (config/generation-policy.ts).
 */
export async function startPipelineApp(options: {
  env: TestWorkflowEnvironment;
  taskQueue: string;
  database: Database;
  storage?: Storage;
  vars?: Record<string, string>;
}) {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL,
    ANON_SAMPLE_SESSIONS: '1000',
    ANON_SAMPLE_SESSIONS_PER_IP: '1000',
    RATE_LIMIT_MULTIPLIER: '0',
    ...options.vars,
  });
  const storage = options.storage ?? new LocalStorage(tempDir('files'));
  const app = await startTestApp({
    config,
    database: options.database,
    temporal: temporalHandle(options.env, options.taskQueue),
    storage,
  });
  return { ...app, storage, config };
}

/** A small product photo as a browser would send it: a bottle on a plain light background. */
export async function productPhotoDataUrl(width = 360, height = 480): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f2f2f0"/>
<rect x="${width * 0.3}" y="${height * 0.15}" width="${width * 0.4}" height="${height * 0.7}" rx="24" fill="#2d6a4f"/>
<rect x="${width * 0.3}" y="${height * 0.4}" width="${width * 0.4}" height="${height * 0.25}" fill="#ffffff"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export const generateBody = async (overrides: Record<string, unknown> = {}) => ({
  selectedStyles: [3],
  productInfo: {
    productName: 'Calm Nights Magnesium',
    productDescription: 'Magnesium glycinate with L-theanine for deeper sleep. 90 capsules, vegan.',
  },
  productImages: [await productPhotoDataUrl()],
  ...overrides,
});

type AppFetch = { fetch: (p: string, i?: RequestInit) => Promise<Response> };

/** The session's samples as the generating page waits for them: until every one is ready or failed. */
export async function waitForSamples(app: AppFetch, sessionId: string, timeoutMs = 60_000) {
  return waitFor(
    async () => {
      const session = await (await app.fetch(`/api/sessions/${sessionId}`)).json();
      return session.generation?.isComplete ? session : undefined;
    },
    timeoutMs,
    `the samples of session ${sessionId}`,
  );
}

/** A session with its samples made, as a buyer has it on the results page. */
export async function createSession(app: AppFetch, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await app.fetch('/api/generate', json(await generateBody(overrides)));
  if (res.status !== 200) throw new Error(`generate: ${res.status} ${await res.text()}`);
  const { sessionId } = (await res.json()) as { sessionId: string };
  await waitForSamples(app, sessionId);
  return sessionId;
}

/**
 * The visitor cookie of the browser that "placed" the purchases insertPaidPurchase makes: only it
 * (or an admin) may choose their styles (api/purchases/access.ts). Send it with `asBuyer()`.
 */
export const BUYER_VISITOR_ID = '00000000-0000-4000-8000-00000000b0b0';
export const BUYER_COOKIE = `adforge_visitor=${BUYER_VISITOR_ID}`;
export const asBuyer = (init: RequestInit): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie: BUYER_COOKIE },
});

/** A purchase the payments code would have marked paid, placed by the BUYER_COOKIE browser. */
export async function insertPaidPurchase(
  database: Database,
  sessionId: string,
  quantity: number,
  email = 'buyer@example.com',
): Promise<string> {
  const id = crypto.randomUUID();
  const packageName = quantity === 5 ? 'basic' : quantity === 10 ? 'standard' : 'premium';
  await database.db.insert(purchases).values({
    id,
    sessionId,
    amount: 799,
    completed: true,
    paidAt: new Date(),
    packageName,
    quantity,
    customerEmail: email,
    customerName: 'Ada Buyer',
    visitorId: BUYER_VISITOR_ID,
  });
  return id;
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | false>,
  timeoutMs: number,
  label: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Reads the outbox's .eml files. */
export function outboxMails(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

export { json };

/** Undoes quoted-printable soft line breaks and escapes, enough to search a message's text. */
export function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
