import type { Package } from '@contract/packages';
import { useStore } from 'jotai';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';
import { checkoutFormAtom } from '@/lib/draft-store';
import { createPaymentIntent } from '../api/create-payment-intent';
import { updateCustomerInfo } from '../api/update-customer-info';
import { fullName, type CustomerForm } from '../customer-schema';

export type PurchaseSetup = { purchaseId: string; clientSecret: string };

/**
 * Creates the purchase (and its payment intent) on the first Pay, and on a later Pay — after a
 * decline — sends the possibly corrected customer details to the same purchase instead.
 * Returns undefined after showing the matching docs/product.md section 8 toast.
 */
export function usePurchaseSetup(sessionId: string, pkg: Package, query: { quantity: string; price: string }) {
  const [, navigate] = useLocation();
  const current = useRef<PurchaseSetup | undefined>(undefined);
  const draft = useStore();

  return async (customer: CustomerForm): Promise<PurchaseSetup | undefined> => {
    const name = fullName(customer);
    if (current.current) {
      try {
        await updateCustomerInfo(current.current.purchaseId, { email: customer.email, name });
      } catch (err) {
        toast({ title: 'Form Error', description: errorMessage(err), variant: 'destructive' });
        return undefined;
      }
    } else {
      try {
        current.current = await createPaymentIntent({
          sessionId,
          packageName: pkg.name,
          quantity: query.quantity || String(pkg.quantity),
          price: query.price || (pkg.amount / 100).toFixed(2),
          customerEmail: customer.email,
          customerName: name,
        });
      } catch (err) {
        toast({ title: 'Payment setup failed', description: errorMessage(err), variant: 'destructive' });
        navigate(`/results/${encodeURIComponent(sessionId)}`);
        return undefined;
      }
    }
    draft.set(checkoutFormAtom(current.current.purchaseId), customer);
    return current.current;
  };
}
