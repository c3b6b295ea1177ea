/** A Docusaurus site's pages import modules of the site's own; the plugin answers those the engine does not. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { docusaurusPageImports } from '../page-imports';
import { compilePage } from './helpers/compile-page';

async function compileText(text: string, source = 'content/v/page.mdx') {
  return String(await compilePage(text, { source, siteComponents: { root: path.resolve('content') }, pageImports: docusaurusPageImports }));
}

test('a module the site does not have is refused, naming the modules it may import', async () => {
  await assert.rejects(
    compileText("import Foo from '@site/src/components/Foo';\n\n# x\n"),
    /cannot import "@site\/src\/components\/Foo"\. .*the Docusaurus modules the engine provides \(.*@theme\/Tabs/,
  );
});
