import { createHash } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/activity';
import { eq } from 'drizzle-orm';
import { BadEngineInputError, type CutoutHint, type CutoutMeta, type ProductCutout } from '../contract/engine.js';
import { generationSessions, purchases, type ProductImage } from '../db/schema.js';
import type { ActivityDeps } from './deps.js';

/**
 * The product is cut out of its photo once per photo and hint, and the cutout stored beside the
 * photo: `<photo's folder>/cutout-<hint>.png` (the product's pixels, RGBA) and `.json` (its facts).
 * Every render of the session (samples, paid ads, edits, edit drafts; local or Replicate) reads it,
 * so no render thread runs the matting network (docs/decisions/046-cutout-once-per-photo.md).
 */
export function cutoutKeys(photoKey: string, hint: CutoutHint | null | undefined): { image: string; meta: string } {
  const dir = photoKey.slice(0, photoKey.lastIndexOf('/'));
  const name = `cutout-${hintId(hint)}`;
  return { image: `${dir}/${name}.png`, meta: `${dir}/${name}.json` };
}

/** The same box and taps always name the same stored cutout; no hint is `auto`. */
export function hintId(hint: CutoutHint | null | undefined): string {
  const round = (p: { x: number; y: number }) => [Math.round(p.x), Math.round(p.y)];
  const box = hint?.box ? [hint.box.x, hint.box.y, hint.box.w, hint.box.h].map(Math.round) : null;
  const include = (hint?.include ?? []).map(round);
  const exclude = (hint?.exclude ?? []).map(round);
  if (!box && !include.length && !exclude.length) return 'auto';
  return createHash('sha1')
    .update(JSON.stringify([box, include, exclude]))
    .digest('hex')
    .slice(0, 16);
}

/** The stored cutout of a photo, made (and stored) now if it is not there yet. */
export async function productCutout(
  deps: Pick<ActivityDeps, 'storage' | 'engine'>,
  image: ProductImage,
  photo: Buffer,
): Promise<ProductCutout> {
  const keys = cutoutKeys(image.key, image.cutoutHint);
  const stored = await deps.storage.get(keys.meta);
  if (stored) {
    const meta = JSON.parse(stored.body.toString('utf8')) as CutoutMeta;
    if (meta.mode === 'framed') return { meta };
    const png = await deps.storage.get(keys.image);
    if (png) return { image: png.body, meta };
  }
  let cutout: ProductCutout;
  try {
    cutout = await deps.engine.cutOut(photo, image.cutoutHint ?? undefined);
  } catch (err) {
    if (err instanceof BadEngineInputError) throw ApplicationFailure.nonRetryable(err.message, 'BadEngineInputError');
    throw err;
  }
  // The pixels first: a reader that finds the facts finds the pixels too.
  if (cutout.image) await deps.storage.put(keys.image, cutout.image, 'image/png');
  await deps.storage.put(keys.meta, Buffer.from(JSON.stringify(cutout.meta)), 'application/json');
  return cutout;
}

export function createProductCutoutActivities(deps: ActivityDeps) {
  const { db, storage } = deps;
  return {
    /**
     * Cuts a session's product out before its ads are rendered (the sample and purchase workflows
     * call it first), so the ads running at once find it stored instead of each cutting it out.
     */
    async prepareProductCutout(
      of: { sessionId: string } | { purchaseId: string },
    ): Promise<{ mode: string; warnings: string[] }> {
      let sessionId: string;
      if ('sessionId' in of) sessionId = of.sessionId;
      else {
        const [purchase] = await db
          .select({ sessionId: purchases.sessionId })
          .from(purchases)
          .where(eq(purchases.id, of.purchaseId));
        if (!purchase)
          throw ApplicationFailure.nonRetryable(`Purchase ${of.purchaseId} does not exist`, 'MissingPurchase');
        sessionId = purchase.sessionId;
      }
      const [session] = await db
        .select({ productImages: generationSessions.productImages })
        .from(generationSessions)
        .where(eq(generationSessions.id, sessionId));
      if (!session)
        throw ApplicationFailure.nonRetryable(`Generation session ${sessionId} does not exist`, 'MissingSession');
      const image = session.productImages[0];
      if (!image) throw ApplicationFailure.nonRetryable(`Session ${sessionId} has no product photo`, 'MissingPhoto');
      const file = await storage.get(image.key);
      if (!file)
        throw new Error(
          `The product photo ${image.key} of session ${sessionId} is missing from ${storage.kind} storage`,
        );
      const { meta } = await productCutout(deps, image, file.body);
      return { mode: meta.mode, warnings: meta.warnings };
    },
  };
}
