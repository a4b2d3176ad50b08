import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { EditPlanSchema } from '@contract/edit-plan';
import { apiRequest } from '@/lib/api-client';

export type EditPlan = v.InferOutput<typeof EditPlanSchema>;

/** POST /api/edit-plan {prompt, adId} → { changes, unsupported, summary }; spends nothing. */
export const planEdit = (adId: string, prompt: string) =>
  apiRequest('/api/edit-plan', { method: 'POST', body: { prompt, adId }, schema: EditPlanSchema });

export const editPlanQueryOptions = (adId: string, prompt: string) =>
  queryOptions({
    queryKey: ['edit-plan', adId, prompt] as const,
    queryFn: () => planEdit(adId, prompt),
    staleTime: Infinity,
    retry: false,
  });

/** The plan for `prompt`, fetched once the buyer asks for it (prompt not null). */
export function useEditPlan(adId: string | undefined, prompt: string | null) {
  return useQuery({ ...editPlanQueryOptions(adId ?? '', prompt ?? ''), enabled: !!adId && !!prompt });
}
