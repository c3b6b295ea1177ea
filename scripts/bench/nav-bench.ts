/**
 * What following a link costs a reader: ten "Next page" clicks in a row in Chromium with the CPU
 * slowed four times (a mid-range phone), from the click until the new page's title is on screen
 * (the time), and the bytes (gzip) downloaded over the network for it until the network is idle
 * (not what the browser's cache served).
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
  // Bytes that came over the network: a response the browser had cached (the framework's chunks,
  // a page the hover prefetched) costs nothing at the click.
  let bytes = 0;
  const cached = new Set<string>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) cached.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', async (e) => {
    if (cached.has(e.requestId)) return;
    try {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: e.requestId });
      bytes += gz(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'));
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
