import { expect, type Page } from '@playwright/test';

/** Loads a page and opens the search dialog with Ctrl+K; returns its input, focused. */
export async function openDialog(page: Page, path = '/docs/vcluster/') {
  await page.goto(path);
  // The shortcut works once the page is hydrated; on a loaded machine that can take a moment,
  // and a key pressed before it is lost (as for a reader), so press again if no dialog came.
  await page.waitForLoadState('networkidle');
  // Named by the set's placeholder ("Search docs"; /docs/ may still say "Search...").
  const input = page.getByRole('dialog').getByRole('searchbox', { name: /^Search/ });
  await expect(async () => {
    if (!(await page.getByRole('dialog').count())) await page.keyboard.press('Control+k');
    await expect(input).toBeFocused({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  return input;
}
