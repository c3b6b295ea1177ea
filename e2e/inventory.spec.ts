import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

// Every URL of the stable versions of the site this one replaces must exist at the same path.
const inventory = fs
  .readFileSync('test/fixtures/page-inventory.txt', 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('/'));

test('every path of the old site exists in out/', () => {
  const missing = inventory.filter((p) => {
    const dir = path.join('out', decodeURIComponent(p));
    return !fs.existsSync(path.join(dir, 'index.html'));
  });
  expect(missing, `missing paths:\n${missing.join('\n')}`).toEqual([]);
  expect(inventory.length).toBeGreaterThan(400);
});

test('old URLs without a trailing slash still reach the page', async ({ request }) => {
  for (const p of ['/docs/vcluster/cli/vcluster_create', '/docs/platform/api/resources/clusters/', '/docs/vcluster/vcluster/configure/vcluster-yaml/control-plane/components/backing-store/database']) {
    const res = await request.get(p);
    expect(res.status(), p).toBe(200);
  }
});
