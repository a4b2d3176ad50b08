import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EditAdResponseSchema } from '@contract/generation';
import { apiRequest } from '@/lib/api-client';
import { publicResultsQueryKey, type PublicResults } from './get-public-results';

export type EditAdInput = { adId: string; purchaseId: string; userPrompt: string; imageUrl: string };

/** POST /api/edit-ad/:adId {purchaseId, userPrompt, imageUrl} → { editedImageUrl, ad }. */
export const editAd = ({ adId, ...body }: EditAdInput) =>
  apiRequest(`/api/edit-ad/${encodeURIComponent(adId)}`, { method: 'POST', body, schema: EditAdResponseSchema });

/**
 * On success the ad shows its new image and is marked edited (one edit per ad). On an error the
 * results are read again: an edit that is still running (504) shows as such and the page waits
 * for it; one given back shows the ad editable again.
 */
export function useEditAd(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAd,
    onSuccess: ({ editedImageUrl, ad: updated }, { adId }) => {
      queryClient.setQueryData<PublicResults>(
        publicResultsQueryKey(purchaseId),
        (old) =>
          old && {
            ...old,
            ads: old.ads.map((ad) =>
              ad.id === adId ? { ...ad, ...updated, imageUrl: editedImageUrl, isEdited: true } : ad,
            ),
          },
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: publicResultsQueryKey(purchaseId) }),
  });
}
