import { GenerateResponseSchema, type GenerateRequest } from '@contract/generation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/generate: makes the sample ads and answers with the new session id. */
export const generate = (input: GenerateRequest) =>
  apiRequest('/api/generate', { body: input, schema: GenerateResponseSchema });

export function useGenerate() {
  return useMutation({ mutationFn: generate });
}
