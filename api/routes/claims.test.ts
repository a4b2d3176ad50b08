import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp } from '../../tests/support/app-harness.js';

describe('POST /api/claims/check', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the clean text and a warning per flagged phrase', async () => {
    const res = await app.fetch(
      '/api/claims/check',
      json({ text: 'Supports restful sleep. Cures insomnia in seven nights.' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      clean: 'Supports restful sleep.',
      warnings: [{ phrase: 'Cures insomnia', reason: expect.stringMatching(/disease/) }],
    });
  });

  it('answers lawful text unchanged, in any of the four languages', async () => {
    for (const text of [
      'Unterstützt einen erholsamen Schlaf.',
      'Favorise un sommeil réparateur.',
      'Favorece un sueño reparador.',
    ]) {
      expect(await (await app.fetch('/api/claims/check', json({ text }))).json()).toEqual({
        clean: text,
        warnings: [],
      });
    }
  });

  it('refuses a missing or oversized text with a JSON message', async () => {
    const missing = await app.fetch('/api/claims/check', json({}));
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/text/);
    const long = await app.fetch('/api/claims/check', json({ text: 'a'.repeat(4001) }));
    expect([long.status, (await long.json()).message]).toEqual([400, 'Must be at most 4000 characters']);
  });
});
