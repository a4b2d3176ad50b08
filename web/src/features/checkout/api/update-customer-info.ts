import { UpdateCustomerInfoResponseSchema } from '@contract/payments';
import { apiRequest } from '@/lib/api-client';

/** POST /api/update-customer-info/:purchaseId: the buyer corrected their name or e-mail before paying again. */
export const updateCustomerInfo = (purchaseId: string, input: { email: string; name: string }) =>
  apiRequest(`/api/update-customer-info/${encodeURIComponent(purchaseId)}`, {
    body: input,
    schema: UpdateCustomerInfoResponseSchema,
  });
