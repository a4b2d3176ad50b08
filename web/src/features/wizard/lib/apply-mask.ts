/**
 * The photo recoloured pixel by pixel from the preview's mask (one grey channel at the photo's
 * size), as a PNG object URL. Drawn in a canvas because CSS masks read a mask's alpha.
 */
export async function paintWithMask(
  photoUrl: string,
  maskUrl: string,
  paint: (pixels: Uint8ClampedArray, i: number, kept: number) => void,
): Promise<string> {
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
  for (let i = 0; i < img.data.length; i += 4) paint(img.data, i, kept[i]);
  ctx.putImageData(img, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The preview could not be drawn');
  return URL.createObjectURL(blob);
}

/** The photo with the mask as its alpha: what the ads will cut out. */
export function applyMask(photoUrl: string, maskUrl: string): Promise<string> {
  return paintWithMask(photoUrl, maskUrl, (px, i, kept) => {
    px[i + 3] = kept;
  });
}

function load(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The preview image could not be loaded'));
    img.src = src;
  });
}
