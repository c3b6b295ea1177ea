/**
 * theme-common's index `require`s the docs plugin's client inside its legacy hooks, to break the
 * cycle between the two packages. Left a `require`, esbuild wraps the required module and all it
 * imports in its lazy-init form (`__esm`), and nothing of theme-common is tree-shaken from a page's
 * script. The ported packages' plugin imports the required namespace instead.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from 'esbuild';
import { tempFiles } from '../../../../test/temp-dir';
import { portedPackagesPlugin } from '../ported-packages';

const pkg = (name: string, exports: Record<string, string>) => JSON.stringify({ name, type: 'module', sideEffects: false, exports });

function fakeSite() {
  return tempFiles('ported-packages', {
    'package.json': '{}',
    'node_modules/@docusaurus/theme-common/package.json': pkg('@docusaurus/theme-common', { '.': './lib/index.js', './internal': './lib/internal.js' }),
    'node_modules/@docusaurus/theme-common/lib/index.js': [
      "export { useThemeConfig } from './config.js';",
      '// A legacy re-export, lazily required to break the cycle with the docs plugin.',
      "export function useDocsPreferredVersion(...args) { return require('@docusaurus/plugin-content-docs/client').useDocsPreferredVersion(...args); }",
      "export const unusedHeavyThing = /* @__PURE__ */ new Array(10).fill('theme-common-heavy-unused');",
    ].join('\n'),
    'node_modules/@docusaurus/theme-common/lib/config.js': "export function useThemeConfig() { return 'theme-config'; }\n",
    'node_modules/@docusaurus/theme-common/lib/internal.js': "export function useCollapsible() { return 'collapsible'; }\n",
    'node_modules/@docusaurus/plugin-content-docs/package.json': pkg('@docusaurus/plugin-content-docs', { './client': './lib/client/index.js' }),
    'node_modules/@docusaurus/plugin-content-docs/lib/client/index.js': [
      "import { useThemeConfig } from '@docusaurus/theme-common';",
      "export function useDocsPreferredVersion() { return ['docs-preferred', useThemeConfig()]; }",
    ].join('\n'),
    // The engine's ports (their names shadow the installed packages').
    'ports/internal.ts': "export function useCollapsible() { return 'engine-collapsible'; }\n",
    'ports/docs-client.ts': "export function useActivePlugin() { return 'engine-active-plugin'; }\n",
    'src/Page.jsx':
      "import { useDocsPreferredVersion } from '@docusaurus/theme-common';\nexport default function Page() { return useDocsPreferredVersion(); }\n",
  });
}

async function bundle(site: string) {
  const ports = {
    '@docusaurus/theme-common': path.join(site, 'ports/internal.ts'),
    '@docusaurus/theme-common/internal': path.join(site, 'ports/internal.ts'),
    '@docusaurus/plugin-content-docs/client': path.join(site, 'ports/docs-client.ts'),
  };
  const result = await build({
    entryPoints: [path.join(site, 'src/Page.jsx')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime'],
    loader: { '.js': 'jsx' },
    logLevel: 'silent',
    plugins: [portedPackagesPlugin(site, ports)],
  });
  return result.outputFiles[0].text;
}

test("a ported package's lazy require of another is an import: nothing is wrapped, what no page uses is shaken off", async () => {
  const site = fakeSite();
  const code = await bundle(site);
  assert.doesNotMatch(code, /__esm\(|__toCommonJS|require\(/);
  assert.doesNotMatch(code, /theme-common-heavy-unused/);
  // The cycle still answers: the legacy hook calls the docs client, which reads theme-common.
  const run = new Function(`${code.replace(/export\s*\{[^}]*\};?\s*$/, '')}\nreturn Page();`);
  assert.deepEqual(run(), ['docs-preferred', 'theme-config']);
});
