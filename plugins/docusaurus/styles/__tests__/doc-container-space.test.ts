/**
 * A doc page a site's layout arranges stands in Docusaurus' container (`container padding-top--md
 * padding-bottom--lg`): the space above the page is the container's own, so a site's rule for that
 * container moves the page as under Docusaurus (open-webui/docs' `padding-top: 0`), and without one
 * the page stands where Infima's 1rem puts it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const sheets = ['app/styles/base.css', 'app/styles/layout.css', 'plugins/docusaurus/styles/doc-item.css', 'plugins/docusaurus/styles/infima.css'].map((f) =>
  fs.readFileSync(f, 'utf8'),
);
const PAGE =
  '<div class="doc-item-page container padding-top--md padding-bottom--lg"><div class="doc-layout with-toc docItemCol"><div class="doc-column">' +
  '<article class="doc-markdown"><h1 style="margin: 0">Getting started</h1></article></div></div></div>';

async function spaceAbove(siteCss: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.setContent(
      `<html><head>${[...sheets, siteCss].map((css) => `<style>${css}</style>`).join('')}</head><body style="margin: 0">${PAGE}</body></html>`,
    );
    return await page.evaluate(
      () => document.querySelector('h1')!.getBoundingClientRect().top - document.querySelector('.doc-item-page')!.getBoundingClientRect().top,
    );
  } finally {
    await browser.close();
  }
}

test("the space above a site-arranged doc page is its container's: Infima's 1rem, or what the site's rule for the container says", async () => {
  assert.equal(await spaceAbove(''), 16);
  assert.equal(await spaceAbove('.container.padding-top--md.padding-bottom--lg { padding-top: 0 !important; }'), 0);
});
