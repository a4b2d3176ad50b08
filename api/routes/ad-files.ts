import { asc, eq } from 'drizzle-orm';
import { Router, type Response } from 'express';
import { AD_SIZES } from '../../contract/generation.js';
import { generatedAds, generationSessions, purchases } from '../../db/schema.js';
import { isValidKey, type StoredFile } from '../../integrations/storage/types.js';
import type { AppDeps } from '../deps.js';
import { imageKeyFor, safeFileName } from '../generation/ad-dto.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { postCopyCsv, type PostCopyRow } from '../generation/post-copy-csv.js';

type Size = (typeof AD_SIZES)[number];

function parseSize(raw: unknown): Size {
  if (raw === undefined || raw === '') return '1x1';
  if (typeof raw === 'string' && (AD_SIZES as readonly string[]).includes(raw)) return raw as Size;
  throw badRequest('size must be one of 1x1, 4x5, 9x16');
}

/**
 * Ads are made to be shown elsewhere: the ready e-mail's previews load them in mail clients that
 * fetch images from the message's own page, and buyers embed or hot-link them. helmet's default
 * `Cross-Origin-Resource-Policy: same-origin` would block every such load, so an ad's image (and
 * only an ad's: not a buyer's uploaded photo, not any JSON) says `cross-origin`. The other
 * security headers stay as helmet sets them (docs/security.md).
 */
const SHARED_AD = { 'Cross-Origin-Resource-Policy': 'cross-origin' };

function sendFile(res: Response, file: StoredFile, cacheControl: string, shared: boolean) {
  res
    .set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      'Cache-Control': cacheControl,
      ...(shared ? SHARED_AD : {}),
    })
    .end(file.body);
}

/** Stored images and downloads: /files/<key>, /images/:adId, /download-ad/:adId, /download-all/:purchaseId. */
export function adFilesRouter(deps: AppDeps) {
  const router = Router();
  const { db } = deps.database;

  const productNameOf = async (sessionId: string) =>
    (
      await db
        .select({ name: generationSessions.productName })
        .from(generationSessions)
        .where(eq(generationSessions.id, sessionId))
    )[0]?.name ?? 'ad';

  // Keys hold random UUIDs and are never rewritten (edits get new keys): cache for a year.
  router.get('/files/*key', async (req, res) => {
    const key = (req.params as { key: string[] }).key.join('/');
    if (!isValidKey(key)) throw notFound('File not found');
    const file = await deps.storage.get(key);
    if (!file) throw notFound('File not found');
    sendFile(res, file, 'public, max-age=31536000, immutable', key.startsWith('ads/'));
  });

  // The web's fallback when an image URL fails: by ad id, always the ad's current image.
  router.get('/images/:adId', async (req, res) => {
    const size = parseSize(req.query.size);
    const [ad] = await db.select().from(generatedAds).where(eq(generatedAds.id, req.params.adId));
    if (!ad) throw notFound('Image not found');
    const file = await deps.storage.get(imageKeyFor(ad, size));
    if (!file) throw notFound('Image not found');
    sendFile(res, file, 'public, max-age=60', true);
  });

  router.get('/download-ad/:adId', async (req, res) => {
    const size = parseSize(req.query.size);
    const purchaseId = typeof req.query.purchaseId === 'string' ? req.query.purchaseId : '';
    const [ad] = await db.select().from(generatedAds).where(eq(generatedAds.id, req.params.adId));
    // An ad of another purchase is indistinguishable from a missing one.
    if (!ad || !purchaseId || ad.purchaseId !== purchaseId) throw notFound('Ad not found for this purchase');
    const [purchase] = await db
      .select({ sessionId: purchases.sessionId })
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    const file = await deps.storage.get(imageKeyFor(ad, size));
    if (!file || !purchase) throw notFound('Ad image not found');
    const name = `${safeFileName(await productNameOf(purchase.sessionId), ad.style, size)}.png`;
    res.set('Content-Disposition', `attachment; filename="${name}"`);
    sendFile(res, file, 'private, no-cache', true);
  });

  router.get('/download-all/:purchaseId', async (req, res) => {
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, req.params.purchaseId));
    if (!purchase) throw notFound('Purchase not found');
    const ads = await db
      .select()
      .from(generatedAds)
      .where(eq(generatedAds.purchaseId, purchase.id))
      .orderBy(asc(generatedAds.createdAt), asc(generatedAds.styleId));
    if (!ads.length) throw notFound('No ads have been generated for this purchase yet');
    const product = await productNameOf(purchase.sessionId);
    // Read everything first, so a missing file is a clean 404 instead of a truncated ZIP.
    const entries: Array<{ name: string; body: Buffer }> = [];
    const rows: PostCopyRow[] = [];
    for (const [i, ad] of ads.entries()) {
      const adName = safeFileName(String(i + 1).padStart(2, '0'), product, ad.style);
      for (const size of AD_SIZES) {
        const file = await deps.storage.get(imageKeyFor(ad, size));
        if (!file) throw notFound(`An image of ad ${ad.id} is missing`);
        const name = `${safeFileName(adName, size)}.png`;
        entries.push({ name, body: file.body });
        rows.push({ adName, fileName: name, size: size.replace('x', ':'), post: ad.postCopy });
      }
    }
    // The texts for the ad platform, one row per ad and size (docs/product.md section 11).
    entries.push({ name: `${safeFileName(product, 'post_copy')}.csv`, body: postCopyCsv(rows) });
    // Loaded on the first download of a zip, not by every process that serves the API.
    const { default: yazl } = await import('yazl');
    const zip = new yazl.ZipFile();
    // PNGs are already compressed; storing them is as small and much faster.
    for (const e of entries) zip.addBuffer(e.body, e.name, { compress: false });
    zip.end();
    res.set('Content-Disposition', `attachment; filename="${safeFileName(product, 'ads')}.zip"`);
    res.set({ 'Content-Type': 'application/zip', 'Cache-Control': 'private, no-cache', ...SHARED_AD });
    zip.outputStream.pipe(res);
  });
  return router;
}
