import { describe, expect, it } from 'vitest';
import { unitAsk } from './comparison.js';

/** Their cell asks for their amount in our unit (docs/decisions/225-comparison-and-call-outs-read-on-a-phone.md). */
describe('the "Yours?" cell', () => {
  it('asks "? unit" beside an amount and a bare "?" beside anything else', () => {
    expect(unitAsk('100 mg')).toBe('? mg');
    expect(unitAsk('5.5 g')).toBe('? g');
    expect(unitAsk('3,2 g')).toBe('? g');
    expect(unitAsk('Biotin 2500 µg')).toBe('? µg');
    expect(unitAsk('Magnesium bisglycinate')).toBe('?');
    expect(unitAsk('Yes')).toBe('?');
    expect(unitAsk('120 gélules')).toBe('?');
    expect(unitAsk('Type I and III')).toBe('?');
  });
});
