import type { GeneratedAdDto } from '../../contract/generation.js';
import type { generatedAds } from '../../db/schema.js';
import { fileUrl } from '../../integrations/storage/ad-files.js';

type AdRow = typeof generatedAds.$inferSelect;

export function toAdDto(ad: AdRow): GeneratedAdDto {
  return {
    id: ad.id,
    imageUrl: fileUrl(ad.imageKey1x1),
    text: ad.text,
    style: ad.style,
    styleId: ad.styleId,
    isEdited: ad.isEdited,
    images: { '1x1': fileUrl(ad.imageKey1x1), '4x5': fileUrl(ad.imageKey4x5), '9x16': fileUrl(ad.imageKey9x16) },
    postCopy: ad.postCopy ?? null,
  };
}

export function imageKeyFor(ad: AdRow, size: '1x1' | '4x5' | '9x16'): string {
  return size === '4x5' ? ad.imageKey4x5 : size === '9x16' ? ad.imageKey9x16 : ad.imageKey1x1;
}

/** docs/product.md section 7: saved file names use letters, digits and underscores only. */
export function safeFileName(...parts: string[]): string {
  const name = parts
    .join('_')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return name || 'ad';
}
