import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { themeWrappers } from '../theme-wrappers';

test('a src/theme part that imports its @theme-original is a wrapper; one that replaces the part is not', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-wrappers-'));
  const dir = path.join(site, 'src/theme/DocSidebar/Desktop/Content');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.js'), 'export default function Mine() { return null; }\n');
  assert.deepEqual(themeWrappers(site), {});
  fs.writeFileSync(path.join(dir, 'index.js'), "import Content from '@theme-original/DocSidebar/Desktop/Content';\nexport default Content;\n");
  assert.deepEqual(themeWrappers(site), { 'DocSidebar/Desktop/Content': path.join(dir, 'index.js') });
  fs.rmSync(site, { recursive: true, force: true });
});
