import type { CustomerForm } from './customer-schema';
import type { PurchaseSetup } from './hooks/use-purchase-setup';

/** What every card form gets from the checkout page. */
export type PaymentFormProps = {
  amountCents: number;
  amountLabel: string;
  /** Validates the customer form; shows "Form Validation Error" and returns undefined when invalid. */
  validateCustomer: () => Promise<CustomerForm | undefined>;
  /** Creates (or updates) the purchase; undefined after a toast when that failed. */
  setupPurchase: (customer: CustomerForm) => Promise<PurchaseSetup | undefined>;
  /** Called once the payment went through. */
  onPaid: (purchaseId: string) => void;
};

export const PAYMENT_FAILED = {
  title: 'Payment Failed',
  description: 'Your payment could not be processed. Please try again.',
} as const;
export const PAYMENT_ERROR = { title: 'Payment Error', description: 'An unexpected error occurred' } as const;
