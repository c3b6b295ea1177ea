/**
 * The room's desktop TOC stands for Infima's `.table-of-contents` at Infima's weight: it outweighs the
 * engine's own `.toc-list`, and a site's rule for Infima's classes outweighs it, as that rule outweighs
 * Infima's under Docusaurus (the OpenAPI demo's `.table-of-contents { font-size: .95rem }`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const sheets = ['app/styles/layout.css', 'plugins/docusaurus/styles/doc-item.css', 'plugins/docusaurus/styles/infima.css'].map((f) =>
  fs.readFileSync(f, 'utf8'),
);
const TOC =
  '<nav class="toc-desktop"><ul class="toc-list table-of-contents table-of-contents__left-border"><li class="toc-item toc-level-0"><a href="#a">A</a></li></ul></nav>';

async function tocStyle(siteCss: string): Promise<{ fontSize: string; itemMargin: string; border: string }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  try {
    const page = await browser.newPage();
    // The stylesheets in the order a page loads them: the engine's, then the site's (the room's sheets, Infima, the site's own).
    await page.setContent(`<html><head>${[...sheets, siteCss].map((css) => `<style>${css}</style>`).join('')}</head><body>${TOC}</body></html>`);
    return await page.evaluate(() => {
      const list = getComputedStyle(document.querySelector('.toc-list')!);
      return { fontSize: list.fontSize, border: list.borderInlineStartWidth, itemMargin: getComputedStyle(document.querySelector('.toc-item')!).marginTop };
    });
  } finally {
    await browser.close();
  }
}

test("the desktop TOC has Infima's size, margins and border over the engine's; a site's rule for Infima's classes wins over them", async () => {
  // (Infima's 0.8rem of a 16 px root; its items 0.5rem apart.)
  assert.deepEqual(await tocStyle(''), { fontSize: '12.8px', itemMargin: '8px', border: '1px' });
  const site = '.table-of-contents { font-size: .95rem } .table-of-contents li { margin: 3px 0 }';
  assert.deepEqual(await tocStyle(site), { fontSize: '15.2px', itemMargin: '3px', border: '1px' });
});
