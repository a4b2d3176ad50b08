import { queryOptions, useQuery } from '@tanstack/react-query';
import { EditPreviewResponseSchema } from '@contract/edit-plan';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * POST /api/edit-preview/:adId {purchaseId, prompt} → { image } (a data URL), drawn by the
 * embedded renderer; null where the engine has no preview (404). Nothing is saved or spent.
 */
export const previewEdit = async (adId: string, purchaseId: string, prompt: string): Promise<string | null> => {
  try {
    const { image } = await apiRequest(`/api/edit-preview/${encodeURIComponent(adId)}`, {
      method: 'POST',
      body: { purchaseId, prompt },
      schema: EditPreviewResponseSchema,
    });
    return image;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
};

export const editPreviewQueryOptions = (adId: string, purchaseId: string, prompt: string) =>
  queryOptions({
    queryKey: ['edit-preview', adId, prompt] as const,
    queryFn: () => previewEdit(adId, purchaseId, prompt),
    staleTime: Infinity,
    retry: false,
  });

/** Only once a plan with changes is shown (`enabled`). */
export function useEditPreview(adId: string | undefined, purchaseId: string, prompt: string | null, enabled: boolean) {
  return useQuery({
    ...editPreviewQueryOptions(adId ?? '', purchaseId, prompt ?? ''),
    enabled: enabled && !!adId && !!prompt,
  });
}
