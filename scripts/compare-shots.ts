/**
 * `npm run shots:compare`: the same pages of a site built by Docusaurus and by this engine, side by
 * side, at phone (390 px) and desktop (1280 px) width — to see that a migrated site keeps its look.
 * Serves both output folders with scripts/serve.mjs and writes, for each page and width, one PNG
 * holding both shots (Docusaurus left, engine right) to <out>/<page>-<width>.png, and
 * <out>/index.html listing them.
 *
 * usage: npm run shots:compare -- --docusaurus <build dir> --engine <out dir> [--out shots/compare]
 *          [--height 1600] [--base /docs/] <path> …     (paths as the site serves them: / /docs/intro /blog/)
 * --base: the site's baseUrl, where both build folders are served (`docusaurus serve` serves a build there).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from './lib/chromium';

const args = process.argv.slice(2);
const option = (name: string, fallback?: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const docusaurusDir = option('--docusaurus');
const engineDir = option('--engine');
const outDir = path.resolve(option('--out', 'shots/compare')!);
const height = Number(option('--height', '1600'));
const base = option('--base', '/')!.replace(/\/?$/, '/');
const pages = args;
if (!docusaurusDir || !engineDir || !pages.length) {
  console.error('usage: npm run shots:compare -- --docusaurus <build dir> --engine <out dir> [--out dir] [--height px] [--base /docs/] <path> …');
  process.exit(2);
}
const WIDTHS = [390, 1280];
const PORTS = { docusaurus: 4391, engine: 4392 };

async function serve(dir: string, port: number): Promise<ChildProcess> {
  // Both as `docusaurus serve` serves a build: pages at their URLs without `.html`.
  const at = [...(base === '/' ? [] : ['--base', base]), '--clean-urls'];
  const server = spawn(process.execPath, [path.join(import.meta.dirname, 'serve.mjs'), dir, String(port), ...at], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}${base}`);
      return server;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  server.kill();
  throw new Error(`${dir}: the static server did not answer on port ${port}`);
}

async function shot(browser: Browser, url: string, width: number): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width, height }, ...(width < 500 ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  // Hydration of a large bundle runs on after the network is idle, in slices, and what a site draws in
  // its effects (a banner kept in localStorage) comes after it: the shot waits for the page's DOM to
  // stay unchanged, and its main thread free of long tasks, for 1.5 s (at most 15 s).
  // (Passed as text: the TypeScript loader's helpers are not in the page.)
  await page.evaluate(`new Promise((done) => {
    const finish = () => { observer.disconnect(); tasks.disconnect(); clearTimeout(limit); done(); };
    let quiet = setTimeout(finish, 1500);
    const again = () => { clearTimeout(quiet); quiet = setTimeout(finish, 1500); };
    const observer = new MutationObserver(again);
    const tasks = new PerformanceObserver(again);
    const limit = setTimeout(finish, 15000);
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    tasks.observe({ type: 'longtask', buffered: false });
  })`);
  await page.waitForTimeout(300);
  const png = await page.screenshot();
  await context.close();
  return png;
}

/** Both shots in one picture, each under its label. */
async function sideBySide(browser: Browser, left: Buffer, right: Buffer, width: number, title: string): Promise<Buffer> {
  const gap = 24;
  const context = await browser.newContext({ viewport: { width: width * 2 + gap, height: height + 40 } });
  const page = await context.newPage();
  const img = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
  await page.setContent(
    `<body style="margin:0;font:14px system-ui;display:flex;gap:${gap}px;background:#888">` +
      [
        ['Docusaurus', left],
        ['engine', right],
      ]
        .map(
          ([label, png]) =>
            `<figure style="margin:0"><figcaption style="height:40px;line-height:40px;background:#fff;padding:0 8px">${label} — ${title}</figcaption><img src="${img(png as Buffer)}" width="${width}"></figure>`,
        )
        .join('') +
      '</body>',
  );
  const png = await page.screenshot({ fullPage: true });
  await context.close();
  return png;
}

const servers = [await serve(docusaurusDir, PORTS.docusaurus), await serve(engineDir, PORTS.engine)];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  fs.mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const p of pages)
    for (const width of WIDTHS) {
      const left = await shot(browser, `http://127.0.0.1:${PORTS.docusaurus}${p}`, width);
      const right = await shot(browser, `http://127.0.0.1:${PORTS.engine}${p}`, width);
      const name = `${p.replace(/^\/|\/$/g, '').replace(/[^\w.-]+/g, '_') || 'home'}-${width}.png`;
      fs.writeFileSync(path.join(outDir, name), await sideBySide(browser, left, right, width, `${p} at ${width} px`));
      written.push(name);
    }
  fs.writeFileSync(path.join(outDir, 'index.html'), written.map((n) => `<p>${n}</p><img src="${n}" style="max-width:100%">`).join('\n'));
  console.log(`${written.length} side-by-side shots in ${path.relative(process.cwd(), outDir)}/`);
} finally {
  await browser.close();
  for (const s of servers) s.kill();
}
