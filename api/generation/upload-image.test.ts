import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeUpload } from './upload-image.js';

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
const MARKER = 'Home-of-the-buyer-52.5200N-13.4050E';

/** A 200×100 photo taken "rotated" (EXIF orientation 6) with a GPS position and a camera owner in its EXIF. */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 100, channels: 3, background: '#3a7d44' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: MARKER }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1' } })
    .toFormat(format)
    .toBuffer();
}

describe('decodeUpload', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores a %s photo upright and without EXIF (no GPS, no owner)',
    async (format) => {
      const original = await phonePhoto(format);
      expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain(MARKER);

      const upload = await decodeUpload(dataUrl(original, `image/${format}`));
      expect(upload.format).toBe(format);
      expect([upload.width, upload.height]).toEqual([100, 200]); // turned by its orientation
      const stored = await sharp(upload.bytes).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.iptc).toBeUndefined();
      expect([stored.format, stored.width, stored.height, stored.orientation ?? 1]).toEqual([format, 100, 200, 1]);
      expect(upload.bytes.toString('latin1')).not.toContain(MARKER);
    },
  );

  it('refuses stray characters inside the base64 and damaged images with a 400', async () => {
    const good = (await phonePhoto('png')).toString('base64');
    await expect(decodeUpload(`data:image/png;base64,${good.slice(0, 40)}\n${good.slice(40)}`)).rejects.toMatchObject({
      status: 400,
    });
    const truncated = (await phonePhoto('jpeg')).subarray(0, 400);
    await expect(decodeUpload(dataUrl(truncated, 'image/jpeg'))).rejects.toMatchObject({ status: 400 });
  });
});
