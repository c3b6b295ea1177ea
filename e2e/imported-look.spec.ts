/**
 * An imported Docusaurus site's own components are drawn over Infima's element rules, as under
 * Docusaurus: a plugin theme or React page that writes a bare <pre>, <h2> or <table> gets Infima's
 * look for it, so a long endpoint URL scrolls inside its box instead of widening the page.
 */
import { test, expect } from '@playwright/test';
import { fixtureOrigin } from './fixture-origin';

test.use({ viewport: { width: 390, height: 900 } });

test("a site's React page with bare elements: Infima's element rules draw them, and the page does not scroll sideways", async ({ page }) => {
  await page.goto(`${fixtureOrigin('docusaurus-look')}/endpoints/`);
  const look = await page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    const pre = document.querySelector('.endpoint-url')!;
    return {
      pageWidth: document.documentElement.scrollWidth,
      preOverflow: style('.endpoint-url').overflowX,
      preScrolls: pre.scrollWidth > pre.clientWidth,
      preFont: style('.endpoint-url').fontFamily,
      headingTop: style('.endpoint-title').marginTop,
      paragraphTop: style('.endpoint-title + p').marginTop,
      tableCollapse: style('.endpoint-params').borderCollapse,
    };
  });
  expect(look.pageWidth).toBe(390);
  expect(look).toMatchObject({ preOverflow: 'auto', preScrolls: true, headingTop: '0px', paragraphTop: '0px', tableCollapse: 'collapse' });
  expect(look.preFont).toMatch(/mono/i);
});
