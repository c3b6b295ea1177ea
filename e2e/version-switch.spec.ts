/**
 * The version dropdown keeps the page: whenever another version has a page with the same doc id
 * or the same path inside the version (a folder index in one version may be a plain file in
 * another), the dropdown entry for that version links to it; otherwise to that version's front
 * page. Checked for every page of every version against every other version of its set, in the
 * exported HTML (both menus: navbar and mobile drawer), then with a few clicks in the browser.
 */
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { builtVersions, type BuiltVersion } from './built-site';

/** The version menus of an exported page: label → href, per menu. Reads only the page's head. */
function versionMenus(url: string): Map<string, string>[] {
  const file = path.join('out', decodeURIComponent(url), 'index.html');
  const fd = fs.openSync(file, 'r');
  const buf = Buffer.alloc(64 * 1024);
  const html = buf.subarray(0, fs.readSync(fd, buf, 0, buf.length, 0)).toString('utf8');
  fs.closeSync(fd);
  return [...html.matchAll(/<ul\b[^>]*role="menu"[^>]*aria-label="Versions"[^>]*>(.*?)<\/ul>/gs)].map(
    ([, items]) => new Map([...items.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => [label, href])),
  );
}

const inVersion = (url: string, v: BuiltVersion) => (url.startsWith(`${v.path}/`) ? url.slice(v.path.length + 1) : url);

test('every page links each other version to the same page when that version has it', () => {
  const bySet = new Map<string, BuiltVersion[]>();
  for (const v of builtVersions()) bySet.set(v.set, [...(bySet.get(v.set) ?? []), v]);
  const problems: string[] = [];
  let checked = 0;
  let kept = 0;
  for (const versions of bySet.values()) {
    if (versions.length < 2) continue;
    const urlsOf = new Map(versions.map((v) => [v, new Set(v.pages.map((p) => p.url))]));
    for (const from of versions)
      for (const page of from.pages) {
        const menus = versionMenus(page.url);
        if (menus.length === 0) problems.push(`${page.url}: no version menu in the HTML`);
        for (const menu of menus)
          for (const to of versions) {
            const href = menu.get(to.label);
            checked++;
            if (!href) {
              problems.push(`${page.url}: no entry for ${to.label}`);
              continue;
            }
            if (to === from) {
              if (href !== page.url) problems.push(`${page.url}: its own version links to ${href}`);
              continue;
            }
            const same = to.pages.filter((p) => p.id === page.id || p.url === `${to.path}/${inVersion(page.url, from)}`).map((p) => p.url);
            if (same.length) {
              if (same.includes(href)) kept++;
              else problems.push(`${page.url}: ${to.label} links to ${href}, but that version has ${same.join(' / ')}`);
            } else if (href !== to.mainUrl)
              problems.push(`${page.url}: ${to.label} links to ${href}; the page is not in that version, so its front page ${to.mainUrl} is expected`);
            if (!urlsOf.get(to)!.has(href)) problems.push(`${page.url}: ${to.label} links to ${href}, which is not a page of that version`);
          }
      }
  }
  expect(problems.slice(0, 50), `${problems.length} problems:\n${problems.slice(0, 50).join('\n')}`).toEqual([]);
  expect(checked).toBeGreaterThan(20_000);
  expect(kept).toBeGreaterThan(checked / 2);
});

test.describe('in the browser', () => {
  const PODS = 'configure/vcluster-yaml/sync/to-host/core/pods/';

  test('a page that is a folder index in one version and a file in another keeps the page', async ({ page }) => {
    await page.goto(`/docs/vcluster/${PODS}`);
    for (const [label, version] of [
      ['v0.26', '0.26.0'],
      ['v0.24 EOS', '0.24.0'],
      ['v0.20 EOL', '0.20.0'],
    ]) {
      await page.locator('.navbar .version-button').click();
      await page.locator('.navbar .nav-dropdown-menu a', { hasText: label }).click();
      await expect(page).toHaveURL(`/docs/vcluster/${version}/${PODS}`);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('.navbar .version-button')).toContainText(label);
    }
    // And back to the stable version from an old one.
    await page.locator('.navbar .version-button').click();
    await page.locator('.navbar .nav-dropdown-menu a', { hasText: 'v0.27 Stable' }).click();
    await expect(page).toHaveURL(`/docs/vcluster/${PODS}`);
  });

  test("a page missing in the target version leads to that version's front page", async ({ page }) => {
    const missing = builtVersions().find((v) => v.set === 'vcluster' && v.name === '0.20.0')!;
    await page.goto('/docs/vcluster/cli/vcluster_node/');
    expect(missing.pages.some((p) => p.url.endsWith('/cli/vcluster_node/'))).toBe(false);
    await page.locator('.navbar .version-button').click();
    await page.locator('.navbar .nav-dropdown-menu a', { hasText: 'v0.20 EOL' }).click();
    await expect(page).toHaveURL(missing.mainUrl);
  });

  test('the platform switch keeps the page too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/docs/platform/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.locator('#site-sidebar');
    await drawer.locator('.version-button').click();
    await drawer.locator('.nav-dropdown-menu a', { hasText: 'v4.2' }).click();
    await expect(page).toHaveURL('/docs/platform/4.2.0/');
  });
});
