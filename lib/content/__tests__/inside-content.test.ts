/** Files come from the content folder: partials, data, images and links whose real path is outside are refused alike, unless content.outsideFolders lists their folder. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import remarkImports from '../../mdx/remark-imports';
import remarkImages from '../../mdx/remark-images';
import type { ContentPolicy } from '../../config/site-config';
import { symlinkProblems } from '../symlinks';
import { tempDir } from '../../../test/temp-dir';

/** <root>/content/v/ with a page's folder, and <root>/shared/ beside the content folder. */
function site() {
  const root = tempDir('inside');
  const content = path.join(root, 'content');
  const put = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  put('content/v/_partials/own.mdx', 'Own text.\n');
  put('content/v/img/own.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  put('shared/note.mdx', 'Shared text.\n');
  put('shared/data.json', '{"token": "secret"}');
  put('shared/arch.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  put('package.json', '{"name": "the-project"}');
  fs.symlinkSync('../../../shared/arch.svg', path.join(content, 'v/img/linked.svg'));
  fs.symlinkSync('../../../shared/note.mdx', path.join(content, 'v/_partials/linked.mdx'));
  return { root, content };
}

/** The page's error, or "" when it passes. */
function run(s: ReturnType<typeof site>, text: string, contentPolicy?: ContentPolicy): string {
  const ctx = { source: 'content/v/page.mdx', rootDir: s.root, versionDir: 'content/v', contentRoots: [s.content], contentPolicy, diagramsUrl: '/docs/img/diagrams/' };
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkImports, ctx).use(remarkImages, ctx);
  try {
    processor.runSync(processor.parse(text) as Root, new VFile({ path: ctx.source }));
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}

const RULE = (what: string, real: string) =>
  `${what} resolves outside the content folder, to ${real} — move the file into the content folder, or add a folder that holds it to "content.outsideFolders" in site.config.json (relative to the content folder)`;

test('partials, data and images inside the content folder pass', () => {
  const s = site();
  assert.equal(run(s, "import Own from './_partials/own.mdx';\n\n<Own />\n\n![Own](./img/own.svg)\n"), '');
});

test('a partial, a data file or an image outside is refused at file:line with one message', () => {
  const s = site();
  const real = (rel: string) => fs.realpathSync(path.join(s.root, rel));
  assert.equal(run(s, "import Note from '../../shared/note.mdx';\n\n<Note />\n"), `content/v/page.mdx:1: ${RULE('partial "../../shared/note.mdx"', real('shared/note.mdx'))}`);
  assert.equal(run(s, "import data from '../../shared/data.json';\n\n{data.token}\n"), `content/v/page.mdx:1: ${RULE('data file "../../shared/data.json"', real('shared/data.json'))}`);
  // `@site/` falls back to the project's root: its files are outside the content too.
  assert.equal(run(s, "import pkg from '@site/package.json';\n\n{pkg.name}\n"), `content/v/page.mdx:1: ${RULE('data file "@site/package.json"', real('package.json'))}`);
  // Through a link inside the content, the real path counts.
  assert.equal(run(s, "import Linked from './_partials/linked.mdx';\n\n<Linked />\n"), `content/v/page.mdx:1: ${RULE('partial "./_partials/linked.mdx"', real('shared/note.mdx'))}`);
  assert.equal(run(s, 'Text.\n\n![Arch](./img/linked.svg)\n'), `content/v/page.mdx:3: ${RULE('image "./img/linked.svg"', real('shared/arch.svg'))}`);
  // A link says the same.
  assert.deepEqual(symlinkProblems({ contentRoots: [s.content] }, s.root)[0], {
    file: 'content/v/_partials/linked.mdx',
    message: RULE('symbolic link to "../../../shared/note.mdx"', real('shared/note.mdx')),
  });
});

test('content.outsideFolders lets them in', () => {
  const s = site();
  const policy = { outsideFolders: ['../shared'] };
  assert.equal(run(s, "import Note from '../../shared/note.mdx';\nimport data from '../../shared/data.json';\n\n<Note /> {data.token}\n", policy), '');
  assert.equal(run(s, "import Linked from './_partials/linked.mdx';\n\n<Linked />\n\n![Arch](./img/linked.svg)\n", policy), '');
  assert.deepEqual(symlinkProblems({ contentRoots: [s.content], contentPolicy: policy }, s.root), []);
  // An image outside has no URL, though: it must be under the content folder (a link will do).
  assert.match(run(s, '![Arch](../../shared/arch.svg)\n', policy), /image "\.\.\/\.\.\/shared\/arch\.svg" is not under the content folder, so it has no URL/);
});
