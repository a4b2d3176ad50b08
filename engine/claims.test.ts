import { describe, expect, it } from 'vitest';
import { checkClaims, hasDiseaseClaim } from './claims.js';
import { buildCopy } from './copy.js';
import { getStyle } from './catalog/styles.js';

describe('checkClaims', () => {
  it('drops disease claims and reports each one', () => {
    const r = checkClaims('Magnesium glycinate for deep sleep. Cures insomnia and treats anxiety disorders.');
    expect(r.clean).toBe('Magnesium glycinate for deep sleep.');
    expect(r.warnings).toHaveLength(2);
    expect(r.warnings[0]).toMatch(/Cures insomnia/);
  });

  it('keeps the rest of a sentence around a claim', () => {
    const r = checkClaims('Supports immune health, prevents the flu, and tastes great.');
    expect(r.clean).toContain('Supports immune health');
    expect(r.clean).not.toMatch(/flu/);
    expect(r.warnings).toHaveLength(1);
  });

  it.each(['Helps prevent cancer', 'Treats diabetes naturally', 'An anti-cancer blend', 'Reverses Alzheimer\'s', 'Heals arthritis fast'])('flags %s', (text) => {
    expect(hasDiseaseClaim(text)).toBe(true);
    expect(checkClaims(text).warnings.length).toBeGreaterThan(0);
  });

  it.each(['Supports healthy blood sugar levels', 'Supports calm and relaxation. 60 capsules, clinically studied.', 'Helps you fall asleep faster'])('allows structure/function copy: %s', (text) => {
    expect(checkClaims(text)).toEqual({ clean: text, warnings: [] });
  });

  it('keeps claims out of the copy the engine writes, including edits', () => {
    const formula = getStyle(1)!.copy;
    const r = buildCopy(formula, 'Calm Caps', 'Ashwagandha that cures depression. Supports a calm mood.', 1, { headline: 'Cures cancer fast' });
    const all = [r.copy.headline, r.copy.subline, r.copy.cta].join(' ');
    expect(all).not.toMatch(/cure/i);
    expect(r.warnings.length).toBe(2);
  });
});
