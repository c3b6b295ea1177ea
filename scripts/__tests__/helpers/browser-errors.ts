/**
 * Visits pages of an exported site in Chromium (served as a static host serves it, scripts/serve.mjs)
 * and returns every console error, uncaught exception, React hydration warning and failed request
 * the pages produce, at 390 and 1280 px: a page that hydrates with an error is not a working page,
 * even when its HTML is right.
 */
import { spawn } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { freePort } from '../../../test/free-port';

/** Serves `dir` for the length of `run`, which gets the site's origin. */
export async function serving<T>(dir: string, run: (origin: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs', dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.once('data', () => resolve());
      server.once('exit', (code) => reject(new Error(`serve.mjs ended (${code})`)));
    });
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    server.kill();
  }
}

/** A Chromium tab on `dir` served (at `width` px), for the length of `run`, which gets it and the site's origin. */
export async function inBrowserTab<T>(dir: string, run: (tab: Page, origin: string) => Promise<T>, width = 1280): Promise<T> {
  return serving(dir, async (origin) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      return await run(await browser.newPage({ viewport: { width, height: 900 } }), origin);
    } finally {
      await browser.close();
    }
  });
}

/** Hydration trouble React reports as warnings in development builds and as errors (#418, #423, #425) in production. */
const HYDRATION = /hydrat|did not match|minified react error #(418|419|423|425)/i;

/** `url → problems` for each of `paths` that has any. */
export async function browserErrors(dir: string, paths: string[]): Promise<Record<string, string[]>> {
  return serving(dir, async (origin) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const found: Record<string, string[]> = {};
    try {
      for (const width of [390, 1280])
        for (const p of paths) {
          const page = await browser.newPage({ viewport: { width, height: 900 } });
          const problems: string[] = [];
          page.on('console', (m) => {
            if (m.type() === 'error' || (m.type() === 'warning' && HYDRATION.test(m.text()))) problems.push(`console ${m.type()}: ${m.text()}`);
          });
          page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
          // A redirect page's refresh can replace the document while Chromium still loads it: that
          // navigation reports ERR_ABORTED, which is no fault when the page then went elsewhere.
          const abortedNavigations: string[] = [];
          page.on('requestfailed', (r) => {
            if (r.isNavigationRequest() && r.failure()?.errorText === 'net::ERR_ABORTED') abortedNavigations.push(r.url());
            else problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
          });
          page.on('response', (r) => {
            if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url().replace(origin, '')}`);
          });
          await page.goto(origin + p, { waitUntil: 'networkidle' });
          // Hydration runs after load; give React's idle work a moment to report.
          await page.waitForTimeout(300);
          const landed = page.url();
          for (const u of abortedNavigations) if (u === landed) problems.push(`request failed: ${u} (net::ERR_ABORTED)`);
          await page.close();
          if (problems.length) (found[`${p} @${width}px`] ??= []).push(...problems);
        }
    } finally {
      await browser.close();
    }
    return found;
  });
}
