/** Nodes of a page that the engine renders from elsewhere: the expressions its module compiled (lib/site-components/page-expressions.ts), and components of themes it does not run. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { preprocess } from '../preprocess';
import { htmlPlugins } from '../pipeline';
import { pageModuleParts } from '../../site-components/page-module';
import { registryName } from '../../site-components/resolve';
import type { SiteComponentsManifest } from '../../site-components/manifest';
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
  const code = await compile(preprocess(PAGE), {
    ...htmlPlugins({
      source: 'docs/page.mdx',
      rootDir: root,
      versionDir: 'docs',
      fileToUrl: new Map(),
      contentRoots: [root],
      diagramsUrl: '/docs/img/diagrams/',
      knownComponents: ['CodeBlockSource', 'PassThrough', 'PassThroughInline', ...names.map((n) => registryName('7', n))],
      tocMin: 2,
      tocMax: 3,
      siteComponents: { root, manifest },
    }),
    outputFormat: 'function-body',
  });
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

test('when the module does not compile, those nodes are left out, an element keeping its children as a pass-through', async () => {
  const { code } = await compilePage('docs/page.mdx:2: Could not resolve "@site/src/hooks"');
  assert.doesNotMatch(code, /useRelease|MdxExpression/);
  assert.match(code, /_jsx\(PassThrough, \{\s*component: "Cards"[\s\S]*"wrap"/);
});

test("a @theme/ import of another theme the config names renders its elements' children; without one it is refused", async () => {
  const root = tempDir('theme-pass');
  const text = "import Endpoint from '@theme/ApiExplorer/Endpoint';\n\n<Endpoint method=\"get\">\n\nThe endpoint's text.\n\n</Endpoint>\n";
  const run = (themes?: string[]) =>
    compile(preprocess(text), {
      ...htmlPlugins({
        source: 'docs/api.mdx',
        rootDir: root,
        versionDir: 'docs',
        fileToUrl: new Map(),
        contentRoots: [root],
        diagramsUrl: '/docs/img/diagrams/',
        knownComponents: ['PassThrough'],
        tocMin: 2,
        tocMax: 3,
        siteComponents: { root, manifest: { modules: {} }, ...(themes ? { themes } : {}) },
      }),
      outputFormat: 'function-body',
    });
  assert.match(String(await run(['docusaurus-theme-api'])), /_jsx\(PassThrough, \{\s*component: "Endpoint"[\s\S]*The endpoint's text/);
  await assert.rejects(run(), /docs\/api\.mdx:1: cannot import "@theme\/ApiExplorer\/Endpoint"/);
});
