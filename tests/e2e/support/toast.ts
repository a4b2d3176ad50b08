import type { Page } from 'playwright-core';
import { seeText } from './browser.js';

/** Waits for a toast with this title (and description) in the notification region. */
export async function seeToast(page: Page, title: string, description?: string): Promise<void> {
  const region = page.getByRole('region', { name: /Notifications/ });
  await seeText(region, title);
  if (description) await seeText(region, description);
}
