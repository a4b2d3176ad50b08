import { type CutoutHintDto, isEmptyHint } from '@contract/cutout-hint';
import { CutoutPreviewResponseSchema } from '@contract/cutout-preview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/cutout-preview: the mask the ads will use for this photo (with the buyer's box and
 * taps, if any), and warnings in words.
 */
export const getCutoutPreview = (image: string, hint: CutoutHintDto | null, signal?: AbortSignal) =>
  apiRequest('/api/cutout-preview', {
    method: 'POST',
    body: isEmptyHint(hint) ? { image } : { image, hint },
    schema: CutoutPreviewResponseSchema,
    signal,
  });

/**
 * A photo is megabytes of text: the query is keyed by a short fingerprint of it (length and a
 * sample of its characters), not by the data URL itself, which would be hashed on every render.
 */
function fingerprint(image: string): string {
  let h = 2166136261;
  const step = Math.max(1, Math.floor(image.length / 4096));
  for (let i = 0; i < image.length; i += step) h = Math.imul(h ^ image.charCodeAt(i), 16777619);
  for (let i = Math.max(0, image.length - 256); i < image.length; i++) h = Math.imul(h ^ image.charCodeAt(i), 16777619);
  return `${image.length}:${(h >>> 0).toString(36)}`;
}

export const cutoutPreviewQueryOptions = (image: string, hint: CutoutHintDto | null = null) =>
  queryOptions({
    queryKey: ['cutout-preview', fingerprint(image), isEmptyHint(hint) ? null : JSON.stringify(hint)],
    queryFn: ({ signal }) => getCutoutPreview(image, hint, signal),
    // A photo's preview (for one hint) never changes; one failed attempt is enough (the buyer can go on anyway).
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: 1,
  });

/** While a corrected cutout of the same photo is on its way, the last one stays on screen. */
export function useCutoutPreview(image: string | undefined, hint: CutoutHintDto | null = null) {
  const photo = fingerprint(image ?? '');
  return useQuery({
    ...cutoutPreviewQueryOptions(image ?? '', hint),
    enabled: Boolean(image),
    placeholderData: (previous, query) => (query?.queryKey[1] === photo ? previous : undefined),
  });
}
