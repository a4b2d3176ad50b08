/**
 * The built-in test-mode card check. It answers the way Stripe's test mode does for its documented
 * test cards (https://docs.stripe.com/testing), with Stripe's own decline wording, so the checkout
 * behaves the same before and after Stripe keys are configured.
 */
export type CardResult = { ok: true } | { ok: false; message: string; code: string; declineCode?: string };

const DECLINED = 'Your card was declined.';

const OUTCOMES: Record<string, CardResult> = {
  '4242424242424242': { ok: true },
  '4000056655665556': { ok: true },
  '5555555555554444': { ok: true },
  '378282246310005': { ok: true },
  '4000000000000002': { ok: false, message: DECLINED, code: 'card_declined', declineCode: 'generic_decline' },
  '4000000000009995': {
    ok: false,
    message: 'Your card has insufficient funds.',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
  },
  '4000000000009987': { ok: false, message: DECLINED, code: 'card_declined', declineCode: 'lost_card' },
  '4000000000009979': { ok: false, message: DECLINED, code: 'card_declined', declineCode: 'stolen_card' },
  '4000000000000069': { ok: false, message: 'Your card has expired.', code: 'expired_card' },
  '4000000000000127': { ok: false, message: "Your card's security code is incorrect.", code: 'incorrect_cvc' },
  '4000000000000119': {
    ok: false,
    message: 'An error occurred while processing your card. Try again in a little bit.',
    code: 'processing_error',
  },
};

const LIVE_CARD = `${DECLINED} Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.`;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `cardNumber` holds digits only; `expiry` is "MM/YY" or "MM/YYYY" (already shape-checked). */
export function chargeTestCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): CardResult {
  if (!luhnValid(card.cardNumber))
    return { ok: false, message: 'Your card number is invalid.', code: 'invalid_number' };
  const [monthText, yearText] = card.expiry.split('/').map((s) => s.trim());
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (year < now.getUTCFullYear())
    return { ok: false, message: "Your card's expiration year is in the past.", code: 'invalid_expiry_year' };
  if (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1) {
    return { ok: false, message: "Your card's expiration date is in the past.", code: 'invalid_expiry_month' };
  }
  const isAmex = card.cardNumber.startsWith('34') || card.cardNumber.startsWith('37');
  if (card.cvc.length !== (isAmex ? 4 : 3))
    return { ok: false, message: "Your card's security code is invalid.", code: 'invalid_cvc' };
  return (
    OUTCOMES[card.cardNumber] ?? {
      ok: false,
      message: LIVE_CARD,
      code: 'card_declined',
      declineCode: 'live_mode_test_card',
    }
  );
}
