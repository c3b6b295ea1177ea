import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

// Every URL the site this one replaces published must exist at the same path: the stable versions
// (page-inventory.txt) and every version it still built (page-inventory-all-versions.txt).
const read = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('/'));

for (const [file, min] of [
  ['test/fixtures/page-inventory.txt', 400],
  ['test/fixtures/page-inventory-all-versions.txt', 1400],
] as const) {
  test(`every path of ${path.basename(file)} exists in out/`, () => {
    const inventory = read(file);
    const missing = inventory.filter((p) => !fs.existsSync(path.join('out', decodeURIComponent(p), 'index.html')));
    expect(missing, `missing paths:\n${missing.join('\n')}`).toEqual([]);
    expect(inventory.length).toBeGreaterThan(min);
  });
}

test('old URLs without a trailing slash still reach the page', async ({ request }) => {
  for (const p of [
    '/docs/vcluster/cli/vcluster_create',
    '/docs/platform/api/resources/clusters/',
    '/docs/vcluster/vcluster/configure/vcluster-yaml/control-plane/components/backing-store/database',
  ]) {
    const res = await request.get(p);
    expect(res.status(), p).toBe(200);
  }
});
