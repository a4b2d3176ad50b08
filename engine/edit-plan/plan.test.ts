import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EditPlanSchema } from '../../contract/edit-plan.js';
import { planEdit } from './plan.js';

describe('planEdit', () => {
  it('gives a valid plan for anything typed, never throwing', () => {
    let seed = 11;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const alphabet = 'abcdefghijklmnopqrstuvwxyz ÄÖÜßéèàçñ"\'“”«»:;,.!?#%$€0123456789-→&/()<>\n🔥💜';
    const inputs = [
      '',
      ' ',
      '"',
      "'",
      '""',
      ':',
      '#',
      '#12',
      'rgb(',
      '->',
      '%',
      '-20 %',
      '<script>alert(1)</script>',
      'a'.repeat(600),
      '🔥🔥🔥',
      'headline:',
      'headline: ""',
      'replace with',
      'add badge:',
      'make the',
      'and and and',
      '. . .',
      'change X to',
      "don't",
    ];
    for (let n = 0; n < 300; n++)
      inputs.push(
        Array.from({ length: 1 + Math.floor(rnd() * 60) }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join(
          '',
        ),
      );
    for (const input of inputs) {
      const plan = planEdit(input);
      expect(v.safeParse(EditPlanSchema, plan).success, input).toBe(true);
    }
  });

  it('answers a prompt with nothing to do with one unsupported part that says what can be asked', () => {
    const plan = planEdit('add a cat riding a unicorn');
    expect(plan.changes).toEqual([]);
    expect(plan.unsupported).toHaveLength(1);
    expect(plan.unsupported[0].reason).toMatch(/navy background/);
    expect(plan.summary).toBe('Nothing to change');
  });

  it('offers the scene to the image-model engine and a colour instead to the embedded one', () => {
    expect(planEdit('put it on a beach', { scenes: true }).changes).toEqual([
      { target: 'background', scene: 'put it on a beach' },
    ]);
    expect(planEdit('put it on a beach').unsupported[0].reason).toMatch(/make the background sand/);
  });

  it('summarises in plain words, per style family for moods', () => {
    expect(planEdit('navy background and gold button').summary).toBe('Background \u2192 navy; button \u2192 gold');
    expect(planEdit('make it more premium', { family: 'ugc' }).summary).toBe(
      'Mood \u2192 more premium (cream backdrop, muted gold accents, serif headline)',
    );
  });

  it("checks a typo fix against the ad's copy", () => {
    const copy = { headline: 'Sleap better', subline: 'Magnesium', cta: 'Shop now' };
    expect(planEdit("'Sleap' → 'Sleep'", { copy }).changes).toEqual([
      { target: 'headline', replace: { from: 'Sleap', to: 'Sleep' } },
    ]);
    const missing = planEdit("'Slep' → 'Sleep'", { copy });
    expect(missing.changes).toEqual([]);
    expect(missing.unsupported[0].reason).toMatch(/can't find "Slep"/);
  });
});
