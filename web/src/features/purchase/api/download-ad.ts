import { ApiError } from '@/lib/api-client';
import { filenameFromDisposition, sanitizeFileName } from '../lib/file-names';

export const AD_SIZES = [
  { value: '1x1', label: '1:1' },
  { value: '4x5', label: '4:5' },
  { value: '9x16', label: '9:16' },
] as const;
export type AdSize = (typeof AD_SIZES)[number]['value'];

export type DownloadedFile = { blob: Blob; fileName: string };

/**
 * GET /api/download-ad/:adId?purchaseId=&size= → the image, named by its content-disposition.
 * Not a query: a file is fetched on demand and saved, never cached.
 */
export async function downloadAd(adId: string, purchaseId: string, size: AdSize = '1x1'): Promise<DownloadedFile> {
  const params = new URLSearchParams({ purchaseId, size });
  const response = await fetch(`/api/download-ad/${encodeURIComponent(adId)}?${params}`, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, (await response.text()).trim(), response.statusText);
  const fallback = `ad_${adId}_${size}.png`;
  const name = filenameFromDisposition(response.headers.get('content-disposition')) ?? fallback;
  return { blob: await response.blob(), fileName: sanitizeFileName(name) };
}
