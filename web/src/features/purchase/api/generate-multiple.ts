import { GenerateMultipleResponseSchema, type ProductExtrasDto } from '@contract/generation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type GenerateMultipleInput = {
  sessionId: string;
  purchaseId: string;
  styleIds: number[];
  /** Facts a chosen style needs that the buyer adds here (a review, an offer). */
  extras?: ProductExtrasDto;
};

/** POST /api/generate-multiple {sessionId, purchaseId, styleIds, extras?}: starts the paid batch. */
export const generateMultiple = (input: GenerateMultipleInput) =>
  apiRequest('/api/generate-multiple', { method: 'POST', body: input, schema: GenerateMultipleResponseSchema });

export function useGenerateMultiple() {
  return useMutation({ mutationFn: generateMultiple });
}
