/**
 * A page that draws its own frame wraps itself in `@theme/Layout/Provider` (Docusaurus' providers of
 * the layout's state) instead of `@theme/Layout`: it builds with Docusaurus, so the components' bundle
 * resolves the module too (plugins/docusaurus/components/LayoutProvider.tsx renders the children).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { tempDir } from '../../test/temp-dir';
import { GENERATED_DIR } from '../../lib/site-modules/manifest';

test('a page wrapped in @theme/Layout/Provider bundles, its children rendered', () => {
  const root = tempDir('layout-provider-root');
  for (const name of ['lib', 'components', 'plugins', 'node_modules', 'tsconfig.json', 'package-lock.json'])
    fs.symlinkSync(path.resolve(name), path.join(root, name));
  const site = tempDir('layout-provider-site');
  fs.mkdirSync(path.join(site, 'src/pages'), { recursive: true });
  const page = path.join(site, 'src/pages/index.jsx');
  fs.writeFileSync(
    page,
    "import LayoutProvider from '@theme/Layout/Provider';\nexport default function Home() { return <LayoutProvider><main>own-frame</main></LayoutProvider>; }\n",
  );
  execFileSync(process.execPath, ['--import', 'tsx', path.resolve('test/bundle-components.ts'), site, page], { cwd: root, stdio: 'pipe' });
  const js = fs.readFileSync(path.join(root, GENERATED_DIR, 'bundle.mjs'), 'utf8');
  assert.match(js, /own-frame/);
  assert.match(js, /function LayoutProvider/);
});
