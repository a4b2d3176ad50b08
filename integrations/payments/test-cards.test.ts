import { describe, expect, it } from 'vitest';
import { chargeTestCard, luhnValid } from './test-cards.js';

const now = new Date('2026-11-22T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') => chargeTestCard({ cardNumber, expiry, cvc }, now);

describe('test-mode cards', () => {
  it("pays with Stripe's success cards and declines the decline cards with Stripe's wording", () => {
    expect(card('4242424242424242')).toEqual({ ok: true });
    expect(card('5555555555554444')).toEqual({ ok: true });
    expect(card('378282246310005', '12/30', '1234')).toEqual({ ok: true });
    expect(card('4000000000000002')).toEqual({
      ok: false,
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
    expect(card('4000000000009995')).toMatchObject({ ok: false, message: 'Your card has insufficient funds.' });
    expect(card('4000000000000069')).toMatchObject({ ok: false, code: 'expired_card' });
  });

  it('checks the number, the expiry (this month still valid) and the CVC length', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(card('4242424242424241')).toMatchObject({ ok: false, code: 'invalid_number' });
    expect(card('4242424242424242', '11/26')).toEqual({ ok: true });
    expect(card('4242424242424242', '11/2026')).toEqual({ ok: true });
    expect(card('4242424242424242', '10/26')).toMatchObject({
      ok: false,
      message: "Your card's expiration date is in the past.",
    });
    expect(card('4242424242424242', '12/25')).toMatchObject({
      ok: false,
      message: "Your card's expiration year is in the past.",
    });
    expect(card('4242424242424242', '12/30', '1234')).toMatchObject({ ok: false, code: 'invalid_cvc' });
    expect(card('378282246310005', '12/30', '123')).toMatchObject({ ok: false, code: 'invalid_cvc' });
  });

  it('declines any other valid number as a live card used in test mode', () => {
    expect(card('4111111111111111')).toMatchObject({
      ok: false,
      code: 'card_declined',
      message: expect.stringContaining('non test (live) card'),
    });
  });
});
