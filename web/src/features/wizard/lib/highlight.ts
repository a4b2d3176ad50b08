/**
 * The photo with what the cutout keeps at full strength and the rest dimmed, as a PNG object URL:
 * step 2 shows it so the buyer sees what was found and taps to correct it.
 */
export async function highlight(photoUrl: string, maskUrl: string): Promise<string> {
  const [photo, mask] = await Promise.all([load(photoUrl), load(maskUrl)]);
  const w = photo.naturalWidth;
  const h = photo.naturalHeight;
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(mask, 0, 0, w, h);
  const kept = ctx.getImageData(0, 0, w, h).data;
  ctx.clearRect(0, 0, w, h);
  ctx.drawImage(photo, 0, 0);
  const img = ctx.getImageData(0, 0, w, h);
  for (let i = 0; i < img.data.length; i += 4) {
    // Left out: a quarter of its brightness, tinted towards slate.
    const k = 0.25 + 0.75 * (kept[i] / 255);
    img.data[i] = img.data[i] * k + 40 * (1 - k);
    img.data[i + 1] = img.data[i + 1] * k + 48 * (1 - k);
    img.data[i + 2] = img.data[i + 2] * k + 64 * (1 - k);
  }
  ctx.putImageData(img, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The preview could not be drawn');
  return URL.createObjectURL(blob);
}

function load(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The preview image could not be loaded'));
    img.src = src;
  });
}
