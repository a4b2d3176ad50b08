import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seeText, waitForPath } from './support/browser.js';
import { SCREENSHOT_DIR, shoot } from './support/shoot.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const galleryColumns = (p: Page) =>
  p.locator('#gallery ul').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);

describe('landing page', () => {
  it('shows the hero, bullets, gallery, How It Works and pricing', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Scroll-stopping ads/ }).waitFor();
    for (const text of [
      'No subscriptions',
      'Affordable',
      'Generated in minutes',
      'Supplement Ad Inspiration Gallery',
      'Copy 100+ Winning Supplement Ads',
      'How It Works',
      'Choose Your Ad Style',
      'Upload Your Product',
      'Get Winning Ads',
      'Best Value',
    ]) {
      await seeText(page, text);
    }
    // Every example ad names its brand in the alt text.
    const images = page.locator('#gallery img');
    await images.first().waitFor();
    const alts = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
    const examples = (await (await page.request.get('/api/examples')).json()) as Array<{ brand: string }>;
    expect(alts.length).toBe(Math.min(12, examples.length)); // whole rows at 2, 3 and 4 columns
    alts.forEach((alt, i) => expect(alt).toContain(examples[i].brand));
    await shoot(page, 'landing');
  });

  it('lays the gallery out in 2, 3 and 4 columns', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await galleryColumns(page)).toBe(2);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await galleryColumns(page)).toBe(3);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await galleryColumns(page)).toBe(4);
  });

  it('does not load Stripe.js or the admin code on the landing page, and reports its initial JavaScript size', async () => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Supplement Ad Inspiration Gallery' }).waitFor();
    expect(scripts.some((url) => url.includes('stripe'))).toBe(false);
    const bodies = await Promise.all(
      scripts
        .filter((u) => u.startsWith(new URL(page.url()).origin))
        .map(async (u) => (await page.request.get(u)).text()),
    );
    expect(bodies.some((js) => js.includes('js.stripe.com'))).toBe(false);
    expect(bodies.some((js) => js.includes('/api/admin/orders'))).toBe(false);
    // Initial JavaScript of the landing page, gzip-compressed as a server would send it.
    const gzipBytes = bodies.reduce((sum, js) => sum + gzipSync(js, { level: 9 }).length, 0);
    const rawBytes = bodies.reduce((sum, js) => sum + Buffer.byteLength(js), 0);
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(SCREENSHOT_DIR, '..', 'landing-js.json'),
      JSON.stringify({ files: bodies.length, rawBytes, gzipBytes }, null, 2),
    );
    console.log(
      `landing initial JS: ${bodies.length} files, ${(rawBytes / 1024).toFixed(1)} KiB raw, ${(gzipBytes / 1024).toFixed(1)} KiB gzip`,
    );
    expect(gzipBytes).toBeLessThan(160 * 1024);
  });

  it('Start Generating and Try It Now go to /select-style', async () => {
    await page
      .getByRole('main')
      .getByRole('link', { name: /Start Generating/ })
      .first()
      .click();
    await waitForPath(page, '/select-style');
    await page.goto('/');
    await page.getByRole('link', { name: 'Try It Now' }).click();
    await waitForPath(page, '/select-style');
  });
});
