import { EditAdRequestSchema, GenerateRequestSchema } from '@contract/generation';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxLengthOf } from './schema-limits';

describe('maxLengthOf', () => {
  it("reads the contract's own limits", () => {
    expect(maxLengthOf(EditAdRequestSchema.entries.userPrompt)).toBe(500);
    expect(maxLengthOf(GenerateRequestSchema.entries.productInfo.entries.productName)).toBe(120);
  });
  it('is undefined for a schema without a length limit', () => {
    expect(maxLengthOf(v.string())).toBeUndefined();
  });
});
