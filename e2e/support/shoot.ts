import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './build.js';

export const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'screenshots');
const WIDTHS = [390, 1280] as const;

/** Lets images and web fonts settle so a screenshot shows the screen as a person sees it. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((img) => !img.complete).map((img) => new Promise((r) => { img.onload = img.onerror = r; })));
  });
}

/** Saves `test-results/screenshots/<name>-390.png` and `<name>-1280.png`, then restores the viewport. */
export async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await settle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}
