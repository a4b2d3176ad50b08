import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ExamplesResponseSchema, StylesResponseSchema } from '../../contract/catalog.js';
import { EXAMPLES, exampleFile } from './examples.js';
import { COPY_VOICES, PUBLIC_STYLES, STYLES, STYLE_CATEGORIES, getStyle, styleThumbnailFile } from './styles.js';

const ASSETS = join(import.meta.dirname, 'assets');

describe('style catalog', () => {
  it('has at least 30 styles, 8 or more per category, unique numeric ids', () => {
    expect(STYLES.length).toBeGreaterThanOrEqual(30);
    for (const c of STYLE_CATEGORIES) expect(STYLES.filter((s) => s.category === c).length).toBeGreaterThanOrEqual(8);
    expect(new Set(STYLES.map((s) => s.id)).size).toBe(STYLES.length);
    expect(getStyle(STYLES[0].id)).toBe(STYLES[0]);
    expect(getStyle(-1)).toBeUndefined();
  });

  it('gives every style its data and a committed thumbnail made by the renderer', () => {
    for (const s of STYLES) {
      expect(s.name && s.description && s.prompt && s.layout && s.scene).toBeTruthy();
      expect(COPY_VOICES).toContain(s.copy.voice);
      expect(existsSync(join(ASSETS, styleThumbnailFile(s.id)))).toBe(true);
    }
  });

  it('projects the public shape the API serves', () => {
    expect(v.safeParse(StylesResponseSchema, PUBLIC_STYLES).success).toBe(true);
    expect(Object.keys(PUBLIC_STYLES[0]).sort()).toEqual(['category', 'description', 'id', 'imageUrl', 'name']);
  });
});

describe('example gallery', () => {
  it('has at least 16 examples over at least 3 categories, each with its image', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(16);
    expect(new Set(EXAMPLES.map((e) => e.category)).size).toBeGreaterThanOrEqual(3);
    expect(v.safeParse(ExamplesResponseSchema, EXAMPLES).success).toBe(true);
    for (const e of EXAMPLES) expect(existsSync(join(ASSETS, exampleFile(e.id)))).toBe(true);
  });
});
