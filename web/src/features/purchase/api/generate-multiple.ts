import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type GenerateMultipleInput = { sessionId: string; purchaseId: string; styleIds: number[] };

/** POST /api/generate-multiple {sessionId, purchaseId, styleIds}: starts the paid batch; the answer is not used. */
export const generateMultiple = (input: GenerateMultipleInput) =>
  apiRequest('/api/generate-multiple', { method: 'POST', body: input });

export function useGenerateMultiple() {
  return useMutation({ mutationFn: generateMultiple });
}
