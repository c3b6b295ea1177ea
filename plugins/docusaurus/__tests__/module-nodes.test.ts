/** Nodes of a page that the engine renders from elsewhere: the expressions its module compiled (../site-components/page-expressions.ts), and components of themes it does not run. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { preprocess } from '../../../lib/mdx/preprocess';
import { htmlPlugins } from '../../../lib/mdx/pipeline';
import { pageModuleParts } from '../site-components/page-module';
import { registryName } from '../../../lib/site-modules/registry-name';
import type { SiteComponentsManifest } from '../../../lib/site-modules/manifest';
import type { SiteComponentsContext } from '../../../lib/mdx/page-imports';
import { docusaurusPageImports } from '../page-imports';
import { tempDir } from '../../../test/temp-dir';

const PAGE = [
  "import CodeBlock from '@theme/CodeBlock';",
  "import { useRelease } from '@site/src/hooks';",
  "import Cards from '@site/src/components/Cards';",
  '',
  '<CodeBlock language="bash">{`git checkout ${useRelease(\'tool\')}`}</CodeBlock>',
  '',
  '<Cards items={useRelease.cards}>',
  '',
  'Text the cards **wrap**.',
  '',
  '</Cards>',
  '',
  "Released {useRelease('tool')}.",
  '',
].join('\n');

/** `text` compiled by the engine's HTML pipeline as the page `source` of the site in `root`. */
function compileIn(root: string, source: string, text: string, knownComponents: string[], siteComponents: SiteComponentsContext) {
  return compile(preprocess(text), {
    ...htmlPlugins({
      source,
      rootDir: root,
      versionDir: 'docs',
      fileToUrl: new Map(),
      contentRoots: [root],
      diagramsUrl: '/docs/img/diagrams/',
      knownComponents,
      tocMin: 2,
      tocMax: 3,
      siteComponents,
      pageImports: docusaurusPageImports,
    }),
    outputFormat: 'function-body',
  });
}

async function compilePage(error?: string) {
  const root = tempDir('hoisted');
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  const page = path.join(root, 'docs/page.mdx');
  fs.writeFileSync(page, PAGE);
  fs.mkdirSync(path.join(root, 'src/components'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/hooks.js'), 'export const useRelease = () => "v1";\n');
  fs.writeFileSync(path.join(root, 'src/components/Cards.js'), 'export default () => null;\n');
  const names = pageModuleParts(PAGE).hoists.map((h) => h.name);
  const manifest: SiteComponentsManifest = {
    modules: {
      [page]: { id: '7', file: 'docs/page.mdx', exports: error ? [] : names, ...(error ? { error } : {}) },
      [path.join(root, 'src/hooks.js')]: { id: '8', file: 'src/hooks.js', exports: ['useRelease'] },
      [path.join(root, 'src/components/Cards.js')]: { id: '9', file: 'src/components/Cards.js', exports: ['default'] },
    },
  };
  const code = await compileIn(
    root,
    'docs/page.mdx',
    PAGE,
    ['CodeBlockSource', 'PassThrough', 'PassThroughInline', ...names.map((n) => registryName('7', n))],
    {
      root,
      manifest,
    },
  );
  return { code: String(code), names };
}

test("expressions that use the page's module imports render their module's components, found by line and column", async () => {
  const { code, names } = await compilePage();
  assert.deepEqual(names, ['MdxExpression_5_1', 'MdxElement_7_1', 'MdxExpression_13_10']);
  assert.match(code, /_jsx\(Site7_MdxExpression_5_1, \{\}\)/);
  // The element keeps its Markdown children in the page.
  assert.match(code, /_jsx\(Site7_MdxElement_7_1, \{[\s\S]*"wrap"/);
  assert.match(code, /_jsx\(Site7_MdxExpression_13_10, \{\}\)/);
  assert.doesNotMatch(code, /useRelease/);
});

test('when the module does not compile, the page fails with its error, as a bundler fails the build', async () => {
  await assert.rejects(
    compilePage('docs/page.mdx:2: Could not resolve "@site/src/hooks"'),
    /docs\/page\.mdx:2: Could not resolve "@site\/src\/hooks" — the components docs\/page\.mdx defines do not compile: fix them$/,
  );
});

test("a @theme/ import of another theme the config names renders its elements' children; without one it is refused", async () => {
  const root = tempDir('theme-pass');
  const text = "import Endpoint from '@theme/ApiExplorer/Endpoint';\n\n<Endpoint method=\"get\">\n\nThe endpoint's text.\n\n</Endpoint>\n";
  const run = (themes?: string[]) => compileIn(root, 'docs/api.mdx', text, ['PassThrough'], { root, manifest: { modules: {} }, ...(themes ? { themes } : {}) });
  assert.match(String(await run(['docusaurus-theme-api'])), /_jsx\(PassThrough, \{\s*component: "Endpoint"[\s\S]*The endpoint's text/);
  await assert.rejects(run(), /docs\/api\.mdx:1: cannot import "@theme\/ApiExplorer\/Endpoint"/);
});

test("a file's `export default` is MDX's layout: compiled with its module, it wraps the content, given the including element's props", async () => {
  const root = tempDir('layout');
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  const partial = path.join(root, 'docs/_nav.mdx');
  fs.writeFileSync(
    partial,
    "import Tabs from '@site/src/Tabs';\n\nexport default function Nav({ framework, children }) {\n  return <Tabs pick={framework}>{children}</Tabs>;\n}\n\nThe partial's text.\n",
  );
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src/Tabs.js'), "import missing from 'not-installed';\nexport default () => missing;\n");
  const page = 'import Nav from \'./_nav.mdx\';\n\n<Nav framework="react" />\n';
  fs.writeFileSync(path.join(root, 'docs/page.mdx'), page);
  const manifest: SiteComponentsManifest = { modules: { [partial]: { id: '3', file: 'docs/_nav.mdx', exports: ['default'] } } };
  const run = (m: SiteComponentsManifest) => compileIn(root, 'docs/page.mdx', page, ['PassThrough', registryName('3', 'default')], { root, manifest: m });
  const code = String(await run(manifest));
  assert.match(code, /_jsx\(Site3_default, \{\s*framework: "react",\s*children: _jsx\(_components\.p, \{\s*children: "The partial's text\."/);
  assert.doesNotMatch(code, /function Nav|Tabs/);
  // A module that did not compile fails the page, at the partial's module, as it fails a bundler's build.
  const error = 'src/Tabs.js:1: Could not resolve "not-installed"';
  await assert.rejects(
    run({
      modules: {
        [partial]: { ...manifest.modules[partial], exports: [], error },
        [path.join(root, 'src/Tabs.js')]: { id: '4', file: 'src/Tabs.js', exports: [], error },
      },
    }),
    /src\/Tabs\.js:1: Could not resolve "not-installed" — the components docs\/_nav\.mdx defines do not compile: fix them/,
  );
});
