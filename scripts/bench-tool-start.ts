/**
 * `npm run bench:tool-start -- --site <dir> --file <docs/x.md> --url </docs/x>`: `pagewright start` as
 * a team meets it, in a site's folder where the tool is installed (a copy `npm run bench:tool` left):
 * from the command to the page's heading on screen in Chromium, then five saves of the site's own
 * file, each from the save to its new text on screen in the open page (scripts/lib/text-shown.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { textShown } from './lib/text-shown';
import { chromiumLaunchOptions } from './lib/chromium';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const site = flag('--site') && path.resolve(flag('--site')!);
const rel = flag('--file');
const url = flag('--url');
if (!site || !rel || !url) {
  console.log('usage: npm run bench:tool-start -- --site <dir> --file <docs/x.md> --url </docs/x> [--port 4680]');
  process.exit(2);
}
const port = Number(flag('--port') ?? 4680);
const file = path.join(site, rel);
const original = fs.readFileSync(file, 'utf8');

const started = Date.now();
const child = spawn(path.join(site, 'node_modules/.bin/pagewright'), ['start', '--port', String(port), '--host', '127.0.0.1'], {
  cwd: site,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
child.stdout!.on('data', (d) => (log += d));
child.stderr!.on('data', (d) => (log += d));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const tab = await browser.newPage();
  for (;;) {
    const res = await tab.goto(`http://127.0.0.1:${port}${url}`, { timeout: 600_000, waitUntil: 'commit' }).catch(() => undefined);
    if (res?.ok()) break;
    if (Date.now() - started > 900_000) throw new Error(`${url} did not answer within 15 min`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await tab.locator('article h1, main h1').first().waitFor({ timeout: 600_000 });
  const firstPageMs = Date.now() - started;
  await tab.waitForTimeout(2000);
  const edits: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const text = `Edit number ${i} of the tool's live preview bench.`;
    const t0 = Date.now();
    fs.writeFileSync(file, `${original}\n\n${text}\n`);
    await textShown(tab, text, 60_000);
    edits.push(Date.now() - t0);
    await tab.waitForTimeout(1000);
  }
  const sorted = [...edits].sort((a, b) => a - b);
  console.log(JSON.stringify({ site, file: rel, url, firstPageMs, editMs: edits, medianEditMs: sorted[2] }, null, 2));
} catch (err) {
  console.error(`${(err as Error).message}\n${log.slice(-3000)}`);
  process.exitCode = 1;
} finally {
  fs.writeFileSync(file, original);
  await browser.close();
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already stopped
  }
}
