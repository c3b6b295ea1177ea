/**
 * The field cards of the vcluster.yaml reference and the API pages, as a reader meets them: the
 * link and copy controls centre on the field's name, a card nested in another draws no second right
 * edge beside its parent's, a field that unfolds and one that does not are one kind of card, and
 * opening a field leaves the address as the reader would share it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

const PODS = '/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/';
const PROJECT = '/docs/platform/api/resources/project/';

/** The vertical centre of a box, in page pixels. */
async function middle(locator: Locator): Promise<number> {
  const box = (await locator.boundingBox())!;
  return box.y + box.height / 2;
}

async function open(page: Page, url: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

for (const width of [390, 1280]) {
  test(`at ${width} px a field's controls centre on its name's line`, async ({ page }) => {
    for (const url of [PODS, PROJECT]) {
      await open(page, url, width);
      const wraps = page.locator('.config-field-wrap');
      const count = Math.min(await wraps.count(), 6);
      expect(count, url).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const wrap = wraps.nth(i);
        await wrap.scrollIntoViewIfNeeded();
        // (The card's own name and controls, not those of the fields nested in it.)
        const name = wrap.locator(':scope > .config-field > summary .config-name, :scope > .config-field > .api-field-head .config-name').first();
        const controls = wrap.locator(':scope > .config-actions > *');
        for (const control of [controls.first(), controls.last()])
          expect(Math.abs((await middle(control)) - (await middle(name))), `${url} field ${i}`).toBeLessThanOrEqual(1.5);
      }
    }
  });

  test(`at ${width} px nested API cards draw one right edge, and every card is the same kind`, async ({ page }) => {
    await open(page, PROJECT, width);
    const spec = page
      .locator('.api-fields details.config-field')
      .filter({ has: page.locator('> summary .config-name', { hasText: /^spec$/ }) })
      .first();
    if (!(await spec.evaluate((el) => (el as HTMLDetailsElement).open))) await spec.locator('> summary').click();
    const nested = spec.locator('.config-body .config-field').first();
    await expect(nested).toBeVisible();
    const [outer, inner] = await Promise.all([spec.boundingBox(), nested.boundingBox()]);
    const innerRightBorder = await nested.evaluate((el) => getComputedStyle(el).borderInlineEndWidth);
    // Either the nested card stops clear of its parent's edge, or it draws no edge of its own there.
    expect(
      innerRightBorder === '0px' || outer!.x + outer!.width - (inner!.x + inner!.width) >= 6,
      `right edges ${outer!.x + outer!.width} / ${inner!.x + inner!.width}`,
    ).toBe(true);
    // A leaf and a field with fields of its own: the same background, the type in the same place relative to the name.
    const leaf = page.locator('.api-field-leaf').first();
    const backgrounds = await Promise.all([leaf, spec].map((card) => card.evaluate((el) => getComputedStyle(el).backgroundColor)));
    expect(backgrounds[0]).toBe(backgrounds[1]);
    const typeBelowName = async (card: Locator) => {
      const [name, type] = await Promise.all([card.locator('.config-name').first().boundingBox(), card.locator('.config-type').first().boundingBox()]);
      return type!.y >= name!.y + name!.height - 2;
    };
    expect(await typeBelowName(leaf)).toBe(await typeBelowName(spec));
  });
}

test('opening and closing a field leaves the address as the reader would share it', async ({ page }) => {
  await open(page, PODS, 1280);
  const field = page.locator('details.config-field').nth(1);
  await field.locator('> summary').click();
  await expect(field).toHaveAttribute('open', '');
  expect(new URL(page.url()).search).toBe('');
  await field.locator('> summary').click();
  expect(new URL(page.url()).search).toBe('');
});

test("a link to a field's old id lands with the whole card below the sticky navbar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${PODS}#pods-enabled`);
  await page.waitForLoadState('networkidle');
  const card = page.locator('[id="pods-enabled"]').locator('xpath=ancestor::div[contains(@class, "config-field-wrap")][1]');
  const navbar = (await page.locator('.navbar').first().boundingBox())!;
  await expect(async () => {
    const box = (await card.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
    expect(box.y).toBeLessThan(navbar.y + navbar.height + 40);
  }).toPass({ timeout: 5000 });
});
