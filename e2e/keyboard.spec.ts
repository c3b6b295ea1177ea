/**
 * Keyboard use of the drawers and menus: the mobile navigation drawer traps focus, has a close
 * button and gives focus back to the button that opened it; the version menu follows the WAI-ARIA
 * menu-button pattern (arrows, Home/End, Escape, Tab). axe checks each open state.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';

const PAGE = '/docs/vcluster/introduction/architecture/';

/** Where focus is: inside the drawer, or a description of the element outside it. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (el && document.getElementById('site-sidebar')?.contains(el)) return 'drawer';
    return el ? `${el.tagName.toLowerCase()}.${el.className}` : 'nothing';
  });

async function tabTo(page: Page, selector: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test.describe('mobile navigation drawer', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('opens from the keyboard with focus on its close button, keeps Tab inside, Escape returns focus', async ({ page }) => {
    await page.goto(PAGE);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await tabTo(page, '.navbar-toggle');
    await page.keyboard.press('Enter');
    const drawer = page.locator('#site-sidebar');
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('role', 'dialog');
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    const close = drawer.getByRole('button', { name: 'Close navigation menu' });
    await expect(close).toBeVisible();
    await expect(close).toBeFocused();

    // Tab round the drawer more times than it has stops: focus never leaves it.
    const stops = await drawer.evaluate((d) => [...d.querySelectorAll('a[href], button')].filter((e) => (e as HTMLElement).offsetParent).length);
    expect(stops).toBeGreaterThan(3);
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await focusPlace(page)).toBe('drawer');
    }
    // Backwards from the close button wraps to the drawer's last stop.
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusPlace(page)).toBe('drawer');
    await expect(close).not.toBeFocused();
    // The page behind is out of reach.
    await expect(page.locator('#main-content')).toHaveJSProperty('inert', true);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#main-content')).toHaveJSProperty('inert', false);
  });

  test('the close button closes it and returns focus; axe finds nothing in the open drawer', async ({ page }) => {
    await page.goto(PAGE);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.click();
    const drawer = page.locator('#site-sidebar');
    await expect(drawer).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter'); // focus starts on the close button
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the version menu inside the drawer: Escape closes the menu first, then the drawer', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.locator('#site-sidebar');
    const versions = drawer.locator('.version-button');
    await versions.focus();
    await page.keyboard.press('ArrowDown');
    const menu = drawer.getByRole('menu', { name: 'Versions' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(versions).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test.describe('version menu (WAI-ARIA menu button)', () => {
  test('arrows, Home and End move; Escape closes and returns focus; Tab closes and moves on', async ({ page }) => {
    await page.goto(PAGE);
    const button = page.locator('.navbar .version-button');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator('.navbar').getByRole('menu', { name: 'Versions' });
    const items = page.locator('.navbar [role="menu"] [role="menuitem"]'); // counted while the menu is closed
    const count = await items.count();
    expect(count).toBeGreaterThan(3);

    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp'); // wraps
    await expect(items.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(count - 1)).toBeFocused();
    expect(await axeViolations(page, '.navbar')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // ArrowUp opens on the last item; Enter and Space open on the first.
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Escape');
    for (const key of ['Enter', ' ']) {
      await page.keyboard.press(key);
      await expect(items.nth(0)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
    }

    // Tab leaves the menu closed, on the next control of the navbar.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.querySelector('.navbar')!.contains(document.activeElement))).toBe(true);
    await expect(button).not.toBeFocused();
  });

  test('Enter on an item switches the version', async ({ page }) => {
    await page.goto(PAGE);
    await page.locator('.navbar .version-button').focus();
    await page.keyboard.press('ArrowDown');
    const target = page.locator('.navbar').getByRole('menuitem', { name: 'v0.26' });
    while (!(await target.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/docs/vcluster/0.26.0/introduction/architecture/');
  });

  test('a click outside closes the menu', async ({ page }) => {
    await page.goto(PAGE);
    await page.locator('.navbar .version-button').click();
    const menu = page.locator('.navbar').getByRole('menu', { name: 'Versions' });
    await expect(menu).toBeVisible();
    await page.locator('article h1').click();
    await expect(menu).toBeHidden();
  });
});

test('the mobile "On this page" toggle is a disclosure that reports its state', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(PAGE);
  const toggle = page.locator('.toc-mobile-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#toc-mobile-list')).toBeVisible();
  expect(await axeViolations(page, '.toc-mobile')).toEqual([]);
});
