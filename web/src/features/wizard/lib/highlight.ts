import { paintWithMask } from './apply-mask';

/**
 * The photo with what the cutout keeps at full strength and the rest dimmed, as a PNG object URL:
 * step 2 shows it so the buyer sees what was found and taps to correct it.
 */
export function highlight(photoUrl: string, maskUrl: string): Promise<string> {
  return paintWithMask(photoUrl, maskUrl, (px, i, kept) => {
    // Left out: a quarter of its brightness, tinted towards slate.
    const k = 0.25 + 0.75 * (kept / 255);
    px[i] = px[i] * k + 40 * (1 - k);
    px[i + 1] = px[i + 1] * k + 48 * (1 - k);
    px[i + 2] = px[i + 2] * k + 64 * (1 - k);
  });
}
