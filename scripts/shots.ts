/**
 * `npm run shots`: screenshots of the main kinds of page at phone (390 px) and desktop (1280 px)
 * width, for a look before a release: twelve kinds of page and three open states (search dialog,
 * search across doc sets, navigation). Serves the built out/ (run `npm run build` first) on
 * SHOTS_PORT (default 4390) and writes shots/<kind>-<width>.png (git-ignored), plus shots/index.html
 * to see them side by side. Each shot is the top SHOT_HEIGHT px of the page; open states (search
 * dialog, navigation drawer) are shots of their own.
 *
 * usage: npm run shots [-- kind …]   (kinds: see KINDS below; none given = all)
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium';

const PORT = Number(process.env.SHOTS_PORT ?? 4390);
const OUT = path.resolve('shots');
const WIDTHS = [390, 1280];
const SHOT_HEIGHT = 2400;

interface Kind {
  name: string;
  url: string;
  /** What to look at on this kind of page. */
  note: string;
  /** Brings the page into the state to show. */
  prepare?: (page: Page, width: number) => Promise<void>;
  /** An open dialog or drawer: the shot is the window, as the reader sees it. */
  overlay?: boolean;
}

const KINDS: Kind[] = [
  { name: 'front-page', url: '/docs/', note: 'both products prominent, one search placeholder, no prev/next' },
  { name: 'product-home', url: '/docs/vcluster/', note: 'quick start: code blocks with their header bar' },
  { name: 'prose-diagram', url: '/docs/vcluster/introduction/architecture/', note: 'diagram legible, TOC, breadcrumbs' },
  { name: 'cli-reference', url: '/docs/vcluster/cli/vcluster_create/', note: 'flag table fits or scrolls; names unbroken' },
  { name: 'config-reference', url: '/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/', note: 'field cards: disclosure marker, copy icon' },
  { name: 'api-resource', url: '/docs/platform/api/resources/clusters/', note: 'generated API page' },
  { name: 'category-index', url: '/docs/vcluster/category/storage/', note: 'cards of a category' },
  { name: 'old-version', url: '/docs/vcluster/0.24.0/configure/vcluster-yaml/sync/to-host/core/pods/', note: 'unmaintained banner, version badge' },
  { name: 'unreleased', url: '/docs/vcluster/next/introduction/architecture/', note: 'unreleased banner' },
  {
    name: 'search-page',
    url: '/docs/search/?q=sleep%20mode',
    note: 'results grouped, count',
    prepare: async (page) => void (await page.locator('.search-page-hit').first().waitFor({ timeout: 15_000 })),
  },
  {
    name: 'search-dialog',
    url: '/docs/vcluster/',
    overlay: true,
    note: 'dialog hits and "See all N"',
    prepare: async (page) => {
      await page.keyboard.press('Control+k');
      const input = page.locator('.search-dialog input, [role="dialog"] input[type="search"]').first();
      await input.waitFor();
      await input.fill('translateImage');
      await page.locator('.search-hit').first().waitFor({ timeout: 15_000 });
    },
  },
  {
    name: 'search-other-sets',
    url: '/docs/vcluster/',
    overlay: true,
    note: '"karpenter" on a vCluster page: the Platform page under "In vCluster Platform"',
    prepare: async (page) => {
      await page.keyboard.press('Control+k');
      const input = page.locator('[role="dialog"] input[type="search"]').first();
      await input.waitFor();
      await input.fill('karpenter');
      await page.locator('.search-set-other .search-hit').first().waitFor({ timeout: 15_000 });
    },
  },
  {
    name: 'navigation-open',
    url: '/docs/vcluster/manage/backup-restore/velero/',
    overlay: true,
    note: 'phone: drawer with close button; desktop: version menu open',
    prepare: async (page, width) => {
      if (width < 997) await page.getByRole('button', { name: 'Open navigation menu' }).click();
      else await page.locator('.navbar .version-button').click();
      await page.waitForTimeout(300);
    },
  },
  { name: 'validator', url: '/docs/devspace-yaml/validate/', note: 'in-browser tool page' },
  { name: 'not-found', url: '/docs/vcluster/no-such-page/', note: 'styled 404' },
];

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the static server did not answer at ${url}`);
}

async function main() {
  if (!fs.existsSync('out/docs/index.html')) {
    console.error('out/docs/index.html is missing — run `npm run build` first.');
    process.exit(1);
  }
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !KINDS.some((k) => k.name === w));
  if (unknown.length) {
    console.error(`unknown kind(s): ${unknown.join(', ')} — known: ${KINDS.map((k) => k.name).join(', ')}`);
    process.exit(1);
  }
  const kinds = wanted.length ? KINDS.filter((k) => wanted.includes(k.name)) : KINDS;
  fs.mkdirSync(OUT, { recursive: true });

  const server = spawn(process.execPath, ['scripts/serve.mjs', 'out', String(PORT)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const problems: string[] = [];
  try {
    await waitForServer(`${base}/docs/`);
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
      const page = await context.newPage();
      page.on('pageerror', (e) => problems.push(`${page.url()} at ${width}px: ${e.message}`));
      for (const kind of kinds) {
        await page.goto(kind.url, { waitUntil: 'networkidle' });
        await kind.prepare?.(page, width);
        // Lazily drawn content (diagrams) near the top gets its chance to appear.
        await page.waitForTimeout(400);
        const height = Math.min(SHOT_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
        const file = path.join(OUT, `${kind.name}-${width}.png`);
        if (kind.overlay) await page.screenshot({ path: file });
        else await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width, height } });
        console.log(`${path.relative(process.cwd(), file)}  ${kind.url}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  const rows = kinds
    .map(
      (k) =>
        `<tr><th>${k.name}<br><small>${k.url}</small><br><small>${k.note}</small></th>${WIDTHS.map((w) => `<td><img src="${k.name}-${w}.png" width="${w === 390 ? 195 : 640}"></td>`).join('')}</tr>`,
    )
    .join('\n');
  fs.writeFileSync(
    path.join(OUT, 'index.html'),
    `<!doctype html><title>Screenshots</title><style>th{text-align:left;vertical-align:top;width:14em}td{vertical-align:top}</style><table>\n${rows}\n</table>\n`,
  );
  console.log(`${kinds.length * WIDTHS.length} screenshots in ${path.relative(process.cwd(), OUT)}/ (index.html shows them side by side)`);
  if (problems.length) {
    console.error(`page errors:\n${problems.join('\n')}`);
    process.exit(1);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
