import express from 'express';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRouter } from './catalog.js';

let base = '';
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use('/api', catalogRouter());
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  close = () => server.close();
});
afterAll(() => close());

describe('catalog routes', () => {
  it('GET /api/styles lists the public styles', async () => {
    const res = await fetch(`${base}/styles`);
    const body = (await res.json()) as Array<{ id: number; imageUrl: string }>;
    expect(res.status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(30);
    const img = await fetch(`${base}${body[0].imageUrl.replace('/api', '')}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    expect(img.headers.get('cache-control')).toMatch(/max-age=2592000/);
  });

  it('GET /api/examples lists the gallery', async () => {
    const body = (await (await fetch(`${base}/examples`)).json()) as Array<{ brand: string }>;
    expect(body.length).toBeGreaterThanOrEqual(16);
    expect(body[0].brand).toBeTruthy();
  });

  it('answers an unknown image with JSON 404', async () => {
    const res = await fetch(`${base}/catalog-assets/nope.webp`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Catalog image not found' });
  });
});
