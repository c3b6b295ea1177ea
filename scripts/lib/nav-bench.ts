/**
 * What following a link costs a reader: ten "Next page" clicks in a row in Chromium with the CPU
 * slowed four times (a mid-range phone), from the click until the new page's title is on screen
 * (the time), and the bytes (gzip) downloaded for it until the network is idle.
 */
import type { Browser } from '@playwright/test';
import { gz } from './page-weight';

export interface NavFigures {
  navigations: number;
  medianMs: number;
  p90Ms: number;
  medianKB: number;
  /** Navigations that loaded a new document (the rest were client-side). */
  documentLoads: number;
}

export async function measureNavigation(browser: Browser, origin: string, start: string, steps = 10): Promise<NavFigures> {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  page.on('response', async (r) => {
    try {
      bytes += gz(await r.body());
    } catch {
      // redirects and aborted requests have no body
    }
  });
  await page.goto(origin + start, { waitUntil: 'networkidle' });
  let documentLoads = 0;
  const times: number[] = [];
  const sizes: number[] = [];
  for (let i = 0; i < steps; i++) {
    const next = page.locator('a.pagination-next').first();
    if (!(await next.count())) break;
    const href = new URL((await next.getAttribute('href')) ?? '', origin).pathname;
    const before = await page.title();
    await page.evaluate('window.__samePage = true');
    bytes = 0;
    const t = Date.now();
    await next.click();
    // The new page is on screen: its address, its title and its h1.
    await page.waitForFunction(
      ([path, old]) => location.pathname === path && document.title !== old && !!document.querySelector('h1'),
      [href, before] as const,
      {
        polling: 'raf',
      },
    );
    times.push(Date.now() - t);
    if (!(await page.evaluate('window.__samePage === true'))) documentLoads++;
    await page.waitForLoadState('networkidle');
    sizes.push(bytes);
  }
  await page.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    navigations: times.length,
    medianMs: median(times),
    p90Ms: sorted[Math.floor(sorted.length * 0.9)] ?? 0,
    medianKB: +(median(sizes) / 1024).toFixed(1),
    documentLoads,
  };
}
