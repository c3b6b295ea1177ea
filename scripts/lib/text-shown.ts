import type { Page } from '@playwright/test';

/**
 * Resolves once the page shows `text`, checked on every animation frame. A timed wait needs this:
 * Playwright's locator waits poll at growing intervals (up to 500 ms), which would add as much to
 * the time measured.
 */
export async function textShown(tab: Page, text: string, timeout = 30_000): Promise<void> {
  await tab.waitForFunction((t) => document.body?.innerText.includes(t) ?? false, text, { polling: 'raf', timeout });
}
