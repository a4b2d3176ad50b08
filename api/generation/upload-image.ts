import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_REQUIRED_MESSAGE, MAX_UPLOAD_BYTES } from '../../contract/generation.js';
import { badRequest, HttpError } from '../lib/http-error.js';

export type DecodedUpload = { bytes: Buffer; format: 'png' | 'jpeg' | 'webp'; width: number; height: number };

const DATA_URL = /^data:([\w/+.-]+)?(;[\w=.-]+)*;base64,/i;
const MIN_SIDE = 64;
const MAX_SIDE = 8000;
const FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Base64 decoded 1 MiB of text at a time (a multiple of 4 characters), yielding in between. */
const BASE64_SLICE = 1024 * 1024;
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

/**
 * The product photo arrives as a data URL. Anything but a PNG/JPEG/WebP that fully decodes, of at
 * most 10 MB and of sane dimensions, is a 4xx with a message (never a 500).
 *
 * What is stored is re-encoded without EXIF, XMP or IPTC metadata (a phone photo's GPS position,
 * the camera's serial number), turned upright by its EXIF orientation first; the colour profile is
 * kept. None of the work holds the event loop for long: base64 is decoded in slices with a yield
 * between them, and every pixel is decoded and encoded by sharp on libuv's thread pool.
 */
export async function decodeUpload(dataUrl: string): Promise<DecodedUpload> {
  const head = DATA_URL.exec(dataUrl);
  if (!head) throw badRequest(IMAGE_REQUIRED_MESSAGE);
  const base64Length = dataUrl.length - head[0].length;
  if (base64Length * 0.75 > MAX_UPLOAD_BYTES + 4) throw new HttpError(413, 'The product image is larger than 10 MB');
  const bytes = await decodeBase64(dataUrl, head[0].length);
  if (bytes.length === 0) throw badRequest('The product image is empty');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'The product image is larger than 10 MB');
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest('The product image could not be read; please upload a PNG, JPG or WebP photo');
  }
  if (!meta.format || !FORMATS.has(meta.format))
    throw badRequest('Only PNG, JPG and WebP product images are supported');
  const format = meta.format as DecodedUpload['format'];
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (Math.min(width, height) < MIN_SIDE)
    throw badRequest(`The product image is too small (at least ${MIN_SIDE}×${MIN_SIDE} pixels)`);
  if (Math.max(width, height) > MAX_SIDE)
    throw badRequest(`The product image is too large (at most ${MAX_SIDE} pixels per side)`);
  let clean: Buffer;
  try {
    // Headers can lie: re-encoding decodes every pixel, and a truncated file fails here.
    clean = await withoutMetadata(
      sharp(bytes, { failOn: 'truncated' }).autoOrient().keepIccProfile(),
      format,
    ).toBuffer();
  } catch {
    throw badRequest('The product image is damaged and could not be decoded');
  }
  return { bytes: clean, format, width, height };
}

/** Same format, near-lossless; sharp writes no metadata unless asked (only the ICC profile is kept). */
function withoutMetadata(image: Sharp, format: DecodedUpload['format']): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: 95, chromaSubsampling: '4:4:4' });
  if (format === 'webp') return image.webp({ quality: 95 });
  return image.png({ compressionLevel: 6 });
}

async function decodeBase64(text: string, from: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let at = from; at < text.length; at += BASE64_SLICE) {
    const slice = text.slice(at, Math.min(at + BASE64_SLICE, text.length));
    // Slices stay aligned only without stray characters (browsers never put any in a data URL).
    if (NOT_BASE64.test(slice))
      throw badRequest('The product image could not be read; please upload a PNG, JPG or WebP photo');
    parts.push(Buffer.from(slice, 'base64'));
    if (at + BASE64_SLICE < text.length) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return Buffer.concat(parts);
}
