import * as v from 'valibot';
import { PACKAGE_NAMES } from './packages.js';
import { visible } from './visible-text.js';
import { GenerationProgressSchema } from './generation.js';

/**
 * HTTP contract of checkout and purchases (docs/product.md section 7). Amounts are integer cents; the
 * server charges from catalog/packages.ts only — `price` and `quantity` here come from the
 * checkout URL and are checked against the package, never trusted.
 */

/** A number, or the string the checkout URL query carries ("10.99", "10"). */
const numeric = (message: string) =>
  v.pipe(
    v.union(
      [v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d+(\.\d+)?$/, message), v.transform(Number))],
      message,
    ),
    v.finite(message),
  );

export const CreatePaymentIntentSchema = v.object({
  sessionId: v.pipe(
    v.string('sessionId is required'),
    v.minLength(1, 'sessionId is required'),
    v.maxLength(100, 'Session not found'),
  ),
  packageName: v.picklist(PACKAGE_NAMES, 'Unknown package'),
  /** Ads in the package; must equal the package's quantity. */
  quantity: numeric('Quantity does not match the package'),
  /** Dollars, display only; must equal the package's price. */
  price: numeric('Price does not match the package'),
  customerEmail: v.pipe(
    v.string('Please enter a valid email address'),
    v.trim(),
    v.email('Please enter a valid email address'),
    v.maxLength(254),
  ),
  customerName: v.pipe(
    v.string('Customer name is required'),
    visible(),
    v.trim(),
    v.minLength(1, 'Customer name is required'),
    v.maxLength(200),
  ),
});
export const CreatePaymentIntentResponseSchema = v.object({ clientSecret: v.string(), purchaseId: v.string() });

export const UpdateCustomerInfoSchema = v.object({
  email: v.pipe(
    v.string('Please enter a valid email address'),
    v.trim(),
    v.email('Please enter a valid email address'),
    v.maxLength(254),
  ),
  name: v.pipe(
    v.string('Customer name is required'),
    visible(),
    v.trim(),
    v.minLength(1, 'Customer name is required'),
    v.maxLength(200),
  ),
});
export const UpdateCustomerInfoResponseSchema = v.object({ success: v.literal(true) });

/**
 * GET /api/purchase/:purchaseId. `completed` means paid (the thank-you page polls until it is
 * true); `status` is the order status the admin sees; `paymentError` is the last decline, if any.
 * The buyer's e-mail and name (and payment errors) are sent only to the browser that placed the
 * order, its account and admins; anyone else holding the id gets the order without them.
 */
export const PurchaseResponseSchema = v.object({
  id: v.string(),
  completed: v.boolean(),
  packageName: v.string(),
  quantity: v.number(),
  amount: v.number(),
  customerEmail: v.optional(v.string()),
  customerName: v.optional(v.string()),
  sessionId: v.string(),
  status: v.string(),
  paymentError: v.nullable(v.string()),
  /** The ads' progress once the styles are chosen (the read model), else null. */
  generation: v.nullable(GenerationProgressSchema),
  /**
   * Which facts only the buyer can give the session already has (to the browser that placed the
   * order): the style picker asks for the missing ones a chosen style needs.
   */
  givenFacts: v.optional(v.array(v.picklist(['review', 'rating', 'offer']))),
});

/** GET /api/payment-config: which card form the checkout shows. */
export const PaymentConfigSchema = v.variant('provider', [
  v.object({ provider: v.literal('test-mode') }),
  v.object({ provider: v.literal('stripe'), publishableKey: v.string() }),
]);

/**
 * POST /api/test-payments/:purchaseId/confirm — exists only while the built-in test-mode provider
 * is active (no Stripe keys). Card fields as typed: spaces in the number are ignored, expiry is
 * "MM/YY" or "MM/YYYY".
 */
export const TestCardPaymentSchema = v.object({
  cardNumber: v.pipe(
    v.string('Your card number is incomplete.'),
    v.transform((s) => s.replace(/[\s-]/g, '')),
    v.regex(/^\d{12,19}$/, 'Your card number is incomplete.'),
  ),
  expiry: v.pipe(
    v.string("Your card's expiration date is incomplete."),
    v.trim(),
    v.regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, "Your card's expiration date is incomplete."),
  ),
  cvc: v.pipe(
    v.string("Your card's security code is incomplete."),
    v.trim(),
    v.regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  ),
  name: v.pipe(
    v.string('Cardholder name is required'),
    v.trim(),
    v.minLength(1, 'Cardholder name is required'),
    v.maxLength(200),
  ),
  email: v.pipe(
    v.string('Please enter a valid email address'),
    v.trim(),
    v.email('Please enter a valid email address'),
    v.maxLength(254),
  ),
});
/** 200 when paid. A decline is a 402 `{ message, code, declineCode? }` with Stripe's wording. */
export const TestCardPaymentResponseSchema = v.object({ status: v.literal('succeeded'), purchaseId: v.string() });

/** Stripe's documented test cards that the test-mode provider understands (shown on the form). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export type CreatePaymentIntentInput = v.InferInput<typeof CreatePaymentIntentSchema>;
export type PurchaseDto = v.InferOutput<typeof PurchaseResponseSchema>;
export type PaymentConfigDto = v.InferOutput<typeof PaymentConfigSchema>;
export type TestCardPaymentInput = v.InferInput<typeof TestCardPaymentSchema>;
