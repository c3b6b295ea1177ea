/**
 * A case of `npm run test:dev` (scripts/dev-recovery.ts): in the live preview of an imported Docusaurus
 * site (test/fixtures/docusaurus-render-error), a page whose own component throws as it renders shows
 * the sentence the build stops with (file:line, the component, its message, no stack) in place of
 * its content, and the server stays up: the site's other page, whose components render, loads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Browser } from '@playwright/test';
import { startDevServer } from './dev-server';

const SENTENCE =
  "docs/guide.mdx:13: <Badge> threw while rendering: Cannot read properties of undefined (reading 'toUpperCase') — fix the component or the props the page passes";

/** True when the page showed the sentence and the server went on serving the other page. */
export async function siteComponentErrorShows(browser: Browser, port: number): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-render-error-'));
  const imported = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/import-docusaurus.ts', '--from', 'test/fixtures/docusaurus-render-error', '--to', dir, '--no-install'],
    { encoding: 'utf8' },
  );
  if (imported.status !== 0) {
    console.log(`✖ site component error: the fixture did not import\n${imported.stderr}`);
    return false;
  }
  const server = startDevServer(port, { DOCS_CONTENT_DIR: dir, DOCS_EXTRA_CONTENT: '' });
  const tab = await browser.newPage();
  try {
    const base = `http://127.0.0.1:${port}/docs`;
    const started = Date.now();
    // The page that fails answers all the same (its content is the error), once the first compile is done.
    while (!(await tab.goto(`${base}/guide/`, { timeout: 300_000 }).catch(() => undefined))?.ok()) {
      if (Date.now() - started > 300_000) throw new Error(`${base}/guide/ did not answer within 5 min`);
      await tab.waitForTimeout(1000);
    }
    const shown = tab.locator('[data-dev-error]');
    await shown.waitFor({ timeout: 60_000 });
    const text = await shown.innerText();
    if (!text.includes(SENTENCE)) throw new Error(`the page shows "${text.slice(0, 400)}", not the sentence`);
    if (/^\s+at /m.test(text)) throw new Error('the page shows a stack');
    const other = await tab.goto(`${base}/intro/`, { timeout: 120_000 });
    if (!other?.ok()) throw new Error(`the server did not serve ${base}/intro/ afterwards (${other?.status()})`);
    await tab.getByText('A page whose components all render').first().waitFor({ timeout: 60_000 });
    console.log("✔ site component error: the page shows file:line, the component and its message, and the server serves the site's other page");
    return true;
  } catch (err) {
    console.log(`✖ site component error: ${(err as Error).message.split('\n')[0]}\n  server:\n${server.log().slice(-3000)}`);
    return false;
  } finally {
    await tab.close();
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
