import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './build.js';

export const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'screenshots');
const WIDTHS = [390, 1280] as const;
/** A sticky header would be painted wherever the page was scrolled to; in a full-page capture it belongs on top. */
const FULL_PAGE_STYLE = 'header.sticky { position: relative !important; }';

/** Lets images and web fonts settle so a screenshot shows the screen as a person sees it. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A full-page shot shows lazy images too: scroll through the page so they load, capped at 10 s.
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await pause(60);
    }
    const pending = [...document.images].filter((img) => !img.complete);
    const loaded = Promise.all(
      pending.map(
        (img) =>
          new Promise((r) => {
            img.addEventListener('load', r, { once: true });
            img.addEventListener('error', r, { once: true });
          }),
      ),
    );
    await Promise.race([loaded, pause(10_000)]);
    // From the top, so the page is captured the way a visitor first sees it.
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/** Saves `test-results/screenshots/<name>-390.png` and `<name>-1280.png`, then restores the viewport. */
export async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await settle(page);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
      style: FULL_PAGE_STYLE,
    });
  }
  await page.setViewportSize(original);
}
