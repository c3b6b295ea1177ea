/**
 * A page that draws its own frame wraps itself in `@theme/Layout/Provider` (Docusaurus' providers of
 * the layout's state) instead of `@theme/Layout`: it builds with Docusaurus, so the components' bundle
 * resolves the module too (plugins/docusaurus/components/LayoutProvider.tsx renders the children), and
 * the `@theme/Navbar` and `@theme/Footer` such a page renders are the shell's (FrameParts.tsx: nothing more).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { tempDir } from '../../test/temp-dir';
import { GENERATED_DIR } from '../../lib/site-modules/manifest';

test('a page wrapped in @theme/Layout/Provider, with its own @theme/Navbar and @theme/Footer, bundles: its children rendered, the bar and footer the shell’s', () => {
  const root = tempDir('layout-provider-root');
  for (const name of ['lib', 'components', 'plugins', 'node_modules', 'tsconfig.json', 'package-lock.json'])
    fs.symlinkSync(path.resolve(name), path.join(root, name));
  const site = tempDir('layout-provider-site');
  fs.mkdirSync(path.join(site, 'src/pages'), { recursive: true });
  const page = path.join(site, 'src/pages/index.jsx');
  fs.writeFileSync(
    page,
    "import LayoutProvider from '@theme/Layout/Provider';\nimport Navbar from '@theme/Navbar';\nimport Footer from '@theme/Footer';\nexport default function Home() { return <LayoutProvider><Navbar /><main>own-frame</main><Footer /></LayoutProvider>; }\n",
  );
  execFileSync(process.execPath, ['--import', 'tsx', path.resolve('test/bundle-components.ts'), site, page], { cwd: root, stdio: 'pipe' });
  const js = fs.readFileSync(path.join(root, GENERATED_DIR, 'bundle.mjs'), 'utf8');
  assert.match(js, /own-frame/);
  assert.match(js, /function LayoutProvider/);
  assert.match(js, /function Navbar\(\)\s*\{\s*return null;?\s*\}/);
  assert.match(js, /function Footer\(\)\s*\{\s*return null;?\s*\}/);
});
