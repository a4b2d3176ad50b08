import { CreatePaymentIntentSchema } from '@contract/payments';
import * as v from 'valibot';

const { customerEmail, customerName } = CreatePaymentIntentSchema.entries;
const namePart = (message: string) => v.pipe(v.string(), v.trim(), v.minLength(2, message));

export const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;

/**
 * Checkout's customer form (docs/product.md section 5): each name part at least 2 characters,
 * the e-mail and the joined name under the API's own rules and limits (POST /api/create-payment-intent).
 */
export const CustomerFormSchema = v.pipe(
  v.object({
    firstName: namePart('First name is required'),
    lastName: namePart('Last name is required'),
    email: customerEmail,
  }),
  v.forward(
    v.partialCheck([['firstName'], ['lastName']], (c) => v.is(customerName, fullName(c)), 'The name is too long'),
    ['lastName'],
  ),
);
export type CustomerForm = v.InferOutput<typeof CustomerFormSchema>;
