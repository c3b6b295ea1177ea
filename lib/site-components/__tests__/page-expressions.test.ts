import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { hoistsExpressions, pageModuleCode } from '../page-module';
import { tempDir } from '../../../test/temp-dir';

const page = [
  "import CodeBlock from '@theme/CodeBlock';",
  "import { useRelease } from '@site/src/hooks';",
  "import * as content from '@site/src/data/content';",
  "import Cards from '@site/src/components/Cards';",
  "import Note from './_note.mdx';",
  "import facts from './facts.json';",
  '',
  '<CodeBlock language="bash">{`git checkout ${useRelease(\'tool\')}`}</CodeBlock>',
  '',
  '<Cards {...content.intro}>',
  '',
  'Some **Markdown** the cards wrap.',
  '',
  '</Cards>',
  '',
  "Released {useRelease('tool')} in {facts.year}.",
  '',
  '{props.title} and {content.title} with {frontmatter.x}',
  '',
].join('\n');

test("expressions that use a module's import become components of the page's module, by their line and column", () => {
  const code = pageModuleCode(page);
  // The whole code block: the expression is its child, whose value it needs.
  assert.match(
    code,
    /^export const MdxExpression_8_1 = \(\) => \(<CodeBlock language=\{"bash"\}>\{`git checkout \$\{useRelease\('tool'\)\}`\}<\/CodeBlock>\);$/m,
  );
  // An element whose attribute uses one keeps its Markdown children in the page.
  assert.match(code, /^export const MdxElement_10_1 = \(\{ children \}\) => \(<Cards \{\.\.\.content\.intro\}>\{children\}<\/Cards>\);$/m);
  // An expression in prose: the expression alone.
  assert.match(code, /^export const MdxExpression_16_10 = \(\) => \(<>\{useRelease\('tool'\)\}<\/>\);$/m);
  assert.match(code, /^export const MdxExpression_18_19 = \(\) => \(<>\{content\.title\}<\/>\);$/m);
  // Data imports are the page's own constants; `props` and `frontmatter` are not the module's: those stay.
  assert.doesNotMatch(code, /MdxExpression_16_34|MdxExpression_18_1 |MdxExpression_18_40/);
  // A partial is not a module import.
  assert.doesNotMatch(code, /_note\.mdx/);
  assert.equal(hoistsExpressions(page), true);
  assert.equal(hoistsExpressions("import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock>{'a'}</CodeBlock>\n"), false);
  assert.equal(hoistsExpressions("import data from './x.json';\n\n{data.a}\n"), false);
  // Docusaurus' category index idiom is the engine's (lib/mdx/remark-current-category.ts), and DocCardList no module's.
  assert.equal(
    hoistsExpressions(
      "import DocCardList from '@theme/DocCardList';\nimport { useCurrentSidebarCategory } from '@docusaurus/theme-common';\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n",
    ),
    false,
  );
});

test('a default import the module lacks is undefined, as webpack builds it (with a warning), not a module that fails', async () => {
  const dir = tempDir('page-module');
  fs.writeFileSync(path.join(dir, 'hooks.js'), 'export const useRelease = () => "v1";\n');
  const code = pageModuleCode("import hooks from './hooks.js';\nimport { useRelease } from './hooks.js';\n\n<span>{useRelease()}</span>\n");
  assert.match(code, /^import \* as __pageImport0 from "\.\/hooks\.js"; const hooks = __pageImport0\.default;$/m);
  const out = await build({
    stdin: { contents: code, resolveDir: dir, loader: 'jsx' },
    bundle: true,
    write: false,
    jsx: 'automatic',
    external: ['react/jsx-runtime'],
    logLevel: 'silent',
  });
  assert.match(out.outputFiles[0].text, /MdxExpression_4_1/);
});
