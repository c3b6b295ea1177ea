import { expect, type Page } from '@playwright/test';

/**
 * theme-classic's back-to-top button on a docs route, as its useBackToTopButton shows it: hidden at
 * first and while the reader scrolls down, shown as they scroll back up (short of the page's end,
 * below 300 px), round at the bottom right; a click takes the page to its top. `shownClass`: the
 * class the button carries while shown. A page too short to scroll past 300 px is run in a low window.
 */
export async function expectBackToTop(page: Page, url: string, shownClass: RegExp) {
  await page.setViewportSize({ width: 1280, height: 200 });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: 'Scroll back to top', includeHidden: true });
  await expect(button).toHaveCount(1);
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(400);
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, -100);
  await expect(button).toBeVisible();
  await expect(button).toHaveClass(shownClass);
  // (Once it has grown in: it scales up from nothing as it shows.)
  await expect.poll(async () => Math.round((await button.boundingBox())!.width)).toBe(48);
  const box = (await button.boundingBox())!;
  // (3rem round, 1.3rem from the window's right and bottom edges.)
  expect([Math.round(box.width), Math.round(box.height), Math.round(1280 - box.x - box.width), Math.round(200 - box.y - box.height)]).toEqual([48, 48, 21, 21]);
  expect(await button.evaluate((e) => [getComputedStyle(e).borderRadius, getComputedStyle(e).backgroundColor])).toEqual(['50%', 'rgb(235, 237, 240)']);
  await button.click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
}
