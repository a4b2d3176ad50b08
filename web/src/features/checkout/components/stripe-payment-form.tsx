import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { fullName } from '../customer-schema';
import { PAYMENT_ERROR, PAYMENT_FAILED, type PaymentFormProps } from '../payment-types';
import { PayButton } from './pay-button';

const stripePromises = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is fetched once per key, and only by this (lazily loaded) checkout module. */
const stripeFor = (key: string) => {
  if (!stripePromises.has(key)) stripePromises.set(key, loadStripe(key));
  return stripePromises.get(key)!;
};

/** Stripe's Payment Element in the tabs layout, with the intent created on Pay (deferred intent). */
export function StripePaymentForm({ publishableKey, ...props }: PaymentFormProps & { publishableKey: string }) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        mode: 'payment',
        amount: props.amountCents,
        currency: 'usd',
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: '#5b3fd9', borderRadius: '8px', fontFamily: 'Inter, system-ui, sans-serif' },
        },
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ amountLabel, validateCustomer, setupPurchase, onPaid }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);

  const pay = async () => {
    const customer = await validateCustomer();
    if (!customer) return;
    if (!stripe || !elements) {
      toast({ title: 'Payment Processor is not ready yet...', variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      // Card details are checked by Stripe first; the Element shows its own inline messages.
      const { error: submitError } = await elements.submit();
      if (submitError) return;
      const setup = await setupPurchase(customer);
      if (!setup) return;
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret: setup.clientSecret,
        confirmParams: {
          return_url: `${window.location.origin}/thank-you/${setup.purchaseId}`,
          payment_method_data: { billing_details: { name: fullName(customer), email: customer.email } },
        },
        redirect: 'if_required',
      });
      if (!error) onPaid(setup.purchaseId);
      else if (error.type === 'card_error' || error.type === 'validation_error')
        toast({ ...PAYMENT_FAILED, variant: 'destructive' });
      else toast({ ...PAYMENT_ERROR, variant: 'destructive' });
    } catch {
      toast({ ...PAYMENT_ERROR, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <PaymentElement options={{ layout: 'tabs' }} />
      <PayButton amountLabel={amountLabel} pending={pending} onClick={() => void pay()} />
    </div>
  );
}
