import sharp, { type Metadata } from 'sharp';
import { IMAGE_REQUIRED_MESSAGE, MAX_UPLOAD_BYTES } from '../contract/generation.js';
import { badRequest, HttpError } from '../lib/http-error.js';

export type DecodedUpload = { bytes: Buffer; format: 'png' | 'jpeg' | 'webp'; width: number; height: number };

const DATA_URL = /^data:([\w/+.-]+)?(;[\w=.-]+)*;base64,/i;
const MIN_SIDE = 64;
const MAX_SIDE = 8000;
const FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * The product photo arrives as a data URL. Anything but a PNG/JPEG/WebP that fully decodes, of at
 * most 10 MB and of sane dimensions, is a 4xx with a message (never a 500).
 */
export async function decodeUpload(dataUrl: string): Promise<DecodedUpload> {
  const head = DATA_URL.exec(dataUrl);
  if (!head) throw badRequest(IMAGE_REQUIRED_MESSAGE);
  const base64 = dataUrl.slice(head[0].length);
  if (base64.length * 0.75 > MAX_UPLOAD_BYTES + 4) throw new HttpError(413, 'The product image is larger than 10 MB');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badRequest('The product image is empty');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'The product image is larger than 10 MB');
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest('The product image could not be read; please upload a PNG, JPG or WebP photo');
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw badRequest('Only PNG, JPG and WebP product images are supported');
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (Math.min(width, height) < MIN_SIDE) throw badRequest(`The product image is too small (at least ${MIN_SIDE}×${MIN_SIDE} pixels)`);
  if (Math.max(width, height) > MAX_SIDE) throw badRequest(`The product image is too large (at most ${MAX_SIDE} pixels per side)`);
  try {
    // Headers can lie: decode every pixel (a small resize forces a full decode).
    await sharp(bytes, { failOn: 'truncated' }).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw badRequest('The product image is damaged and could not be decoded');
  }
  return { bytes, format: meta.format as DecodedUpload['format'], width, height };
}
