import { randomUUID } from 'node:crypto';
import { asc, eq, isNull, and } from 'drizzle-orm';
import { Router } from 'express';
import { getStyle } from '../../engine/index.js';
import { isEmptyHint } from '../../contract/cutout-hint.js';
import { GenerateRequestSchema } from '../../contract/generation.js';
import { generatedAds, generationSessions } from '../../db/schema.js';
import { fileUrl, uploadKey } from '../../integrations/storage/ad-files.js';
import { SESSION_ID } from '../../integrations/temporal/search-attributes.js';
import { sampleGenerationWorkflow, sampleWorkflowId } from '../../workflows/sample-generation.js';
import type { AppDeps } from '../deps.js';
import { toAdDto } from '../generation/ad-dto.js';
import { claimWarnings, withoutEmpty } from '../generation/extras.js';
import { sessionProgress } from '../generation/progress.js';
import { createSessionWithinQuota, releaseSession } from '../generation/sample-quota.js';
import { planSamples } from '../generation/start-samples.js';
import { decodeUpload } from '../generation/upload-image.js';
import { badRequest, HttpError, notFound, unavailable } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';
import { clientAddress } from '../rate-limits/client-address.js';
import { LimiterStore } from '../rate-limits/store.js';

/**
 * POST /generate starts the samples and answers with the session id at once; GET /sessions/:id
 * carries their progress (the read model), which the generating page waits on (decision 026).
 */
export function generateRouter(deps: AppDeps) {
  const router = Router();
  const { db } = deps.database;
  // Anonymous sample sessions per client address and day, shared by every API process.
  const anonymousPerAddress = new LimiterStore(db).limiter({
    prefix: 'anon-samples',
    points: deps.config.ANON_SAMPLE_SESSIONS_PER_IP,
    durationSeconds: 24 * 60 * 60,
  });

  router.post('/generate', async (req, res) => {
    const input = parseInput(GenerateRequestSchema, req.body);
    const unknown = input.selectedStyles.find((id) => !getStyle(id));
    if (unknown !== undefined) throw badRequest(`Unknown style ${unknown}; please choose a style from the list`);
    if ((input.cutoutHints?.length ?? 0) > input.productImages.length)
      throw badRequest('cutoutHints must have one entry per product image');
    const upload = await decodeUpload(input.productImages[0]);
    const info = input.productInfo;
    const sessionId = randomUUID();
    const key = uploadKey(sessionId, upload.format);
    const user = res.locals.user;
    const visitorId = res.locals.visitorId ?? `ip:${req.ip}`;
    const who = {
      user,
      visitorId,
      address: user ? undefined : { key: clientAddress(req), allowance: anonymousPerAddress },
    };
    const jobs = await createSessionWithinQuota(
      db,
      deps.config,
      who,
      {
        id: sessionId,
        productName: info.productName,
        productDescription: info.productDescription,
        productBrand: info.productBrand || null,
        productCategory: info.productCategory || null,
        productUrl: info.productUrl || null,
        productExtras: withoutEmpty(info.extras),
        productLanguage: info.language ?? null,
        selectedStyles: input.selectedStyles,
        productImages: [
          {
            key,
            contentType: `image/${upload.format}`,
            width: upload.width,
            height: upload.height,
            // The buyer's correction of the cutout on step 2: every ad of the session uses it.
            cutoutHint: isEmptyHint(input.cutoutHints?.[0]) ? null : input.cutoutHints![0],
          },
        ],
        warnings: claimWarnings([
          info.productName,
          info.productDescription,
          info.extras?.offer ?? '',
          info.extras?.review?.quote ?? '',
        ]),
      },
      planSamples(sessionId, input.selectedStyles),
    );
    try {
      await deps.storage.put(key, upload.bytes, `image/${upload.format}`);
      await deps.temporal.client.workflow.start(sampleGenerationWorkflow, {
        workflowId: sampleWorkflowId(sessionId),
        taskQueue: deps.temporal.taskQueue,
        args: [
          {
            sessionId,
            jobs,
            engineTimeoutSeconds: deps.config.ENGINE_TIMEOUT_SECONDS,
            requestId: String(req.id ?? ''),
          },
        ],
        typedSearchAttributes: [{ key: SESSION_ID, value: sessionId }],
      });
    } catch (err) {
      await releaseSession(db, sessionId, who).catch((e: unknown) =>
        req.log.error({ err: e }, 'could not release session'),
      );
      if (err instanceof HttpError) throw err;
      // Temporal or storage unreachable: say so instead of a bare 500.
      req.log.error({ err, sessionId }, 'could not run sample generation');
      throw unavailable('The ad generator is unavailable right now. Please try again in a minute.');
    }
    res.json({ sessionId });
  });

  router.get('/sessions/:id', async (req, res) => {
    const [session] = await db.select().from(generationSessions).where(eq(generationSessions.id, req.params.id));
    if (!session) throw notFound('Session not found');
    // Progress first: an ad is stored in the same transaction that marks its job ready, so ads read
    // after the progress include every ad it counts as ready (never "4 ready" beside 3 ads).
    const generation = await sessionProgress(db, session.id);
    const ads = await db
      .select()
      .from(generatedAds)
      .where(and(eq(generatedAds.sessionId, session.id), isNull(generatedAds.purchaseId)))
      .orderBy(asc(generatedAds.variation), asc(generatedAds.createdAt));
    res.set('Cache-Control', 'no-store').json({
      id: session.id,
      productName: session.productName,
      productDescription: session.productDescription,
      productImages: session.productImages.map((img) => fileUrl(img.key)),
      productBrand: session.productBrand,
      productCategory: session.productCategory,
      selectedStyles: session.selectedStyles,
      generatedAds: ads.map(toAdDto),
      warnings: session.warnings,
      createdAt: session.createdAt.toISOString(),
      generation,
    });
  });
  return router;
}
