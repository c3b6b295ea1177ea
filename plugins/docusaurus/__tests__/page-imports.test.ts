/** A Docusaurus site's pages import modules of the site's own; the plugin answers those the engine does not. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { preprocess } from '../../../lib/mdx/preprocess';
import { htmlPlugins } from '../../../lib/mdx/pipeline';
import { KNOWN_COMPONENTS } from '../../../lib/mdx/known-components';
import { docusaurusPageImports } from '../page-imports';

async function compileText(text: string, source = 'content/v/page.mdx') {
  const plugins = htmlPlugins({
    source,
    rootDir: process.cwd(),
    versionDir: path.posix.dirname(source),
    fileToUrl: new Map(),
    contentRoots: [path.resolve('content')],
    diagramsUrl: '/docs/img/diagrams/',
    knownComponents: KNOWN_COMPONENTS,
    tocMin: 2,
    tocMax: 4,
    siteComponents: { root: path.resolve('content') },
    pageImports: docusaurusPageImports,
  });
  return String(await compile(preprocess(text), { ...plugins, outputFormat: 'function-body' }));
}

test('a module the site does not have is refused, naming the modules it may import', async () => {
  await assert.rejects(
    compileText("import Foo from '@site/src/components/Foo';\n\n# x\n"),
    /cannot import "@site\/src\/components\/Foo"\. .*the Docusaurus modules the engine provides \(.*@theme\/Tabs/,
  );
});
