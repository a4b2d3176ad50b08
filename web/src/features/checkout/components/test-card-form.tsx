import { TEST_CARDS, TestCardPaymentSchema } from '@contract/payments';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { CreditCard, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { confirmTestPayment } from '../api/confirm-test-payment';
import { fullName } from '../customer-schema';
import { PAYMENT_ERROR, PAYMENT_FAILED, type PaymentFormProps } from '../payment-types';
import { PayButton } from './pay-button';

const CardFieldsSchema = v.pick(TestCardPaymentSchema, ['cardNumber', 'expiry', 'cvc']);

/** Groups digits as people read them on a card: "4242 4242 4242 4242". */
const formatCardNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (raw: string) => {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/**
 * The built-in test-mode card form (no Stripe keys configured): same tabs look as Stripe's
 * Payment Element, paid through the server's test-mode provider.
 */
export function TestCardForm({ amountLabel, validateCustomer, setupPurchase, onPaid }: PaymentFormProps) {
  const [pending, setPending] = useState(false);
  const [declined, setDeclined] = useState<string>();
  const {
    register,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(CardFieldsSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });

  const pay = async () => {
    setDeclined(undefined);
    const customer = await validateCustomer();
    if (!customer) return;
    if (!(await trigger())) return;
    setPending(true);
    try {
      const setup = await setupPurchase(customer);
      if (!setup) return;
      await confirmTestPayment(setup.purchaseId, { ...getValues(), name: fullName(customer), email: customer.email });
      onPaid(setup.purchaseId);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 402 || err.status === 400)) {
        setDeclined(err.serverMessage ?? err.message);
        toast({ ...PAYMENT_FAILED, variant: 'destructive' });
      } else {
        toast({ ...PAYMENT_ERROR, variant: 'destructive' });
      }
    } finally {
      setPending(false);
    }
  };

  const cardNumber = register('cardNumber');
  const expiry = register('expiry');
  return (
    <div className="flex flex-col gap-4" data-testid="test-card-form">
      <div role="tablist" aria-label="Payment method" className="tabs tabs-border">
        <button type="button" role="tab" aria-selected className="tab tab-active gap-2">
          <CreditCard className="size-4" aria-hidden />
          Card
        </button>
      </div>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.cardNumber?.message}
        {...cardNumber}
        onChange={(e) => {
          e.target.value = formatCardNumber(e.target.value);
          setDeclined(undefined);
          void cardNumber.onChange(e);
        }}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiration date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          error={errors.expiry?.message}
          {...expiry}
          onChange={(e) => {
            e.target.value = formatExpiry(e.target.value);
            void expiry.onChange(e);
          }}
        />
        <TextField
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          error={errors.cvc?.message}
          {...register('cvc')}
        />
      </div>
      {declined && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          {declined}
        </div>
      )}
      <div className="rounded-field border border-info/30 bg-info/5 p-3 text-xs text-base-content/70">
        <p className="flex items-center gap-1.5 font-semibold text-info">
          <FlaskConical className="size-3.5" aria-hidden />
          Test mode — no real charge
        </p>
        <p className="mt-1">
          Use {TEST_CARDS.success} to pay or {TEST_CARDS.declined} for a declined card, any future date and any CVC.
        </p>
      </div>
      <PayButton amountLabel={amountLabel} pending={pending} onClick={() => void pay()} />
    </div>
  );
}
