/** Symbolic links in the content: every walk passes over bad ones, and the content index names each at its own path. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../../test/temp-dir';
import { contentFiles } from '../../source/content-walk';
import { allowedFolders } from '../../source/inside-content';
import { symlinkProblems } from '../symlinks';
import { contentStamp } from '../../cache/stamp';
import { pageFiles } from '../page-files';

/** content/ with every kind of link, and a folder beside it. */
function tree() {
  const root = tempDir('symlinks');
  const content = path.join(root, 'content');
  const write = (rel: string, text = 'x') => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  const link = (rel: string, target: string) => fs.symlinkSync(target, path.join(root, rel));
  write('content/a/page.mdx');
  write('content/c/note.mdx');
  write('content/b/intro.mdx');
  write('outside/shared.mdx');
  link('content/a/loop', '.'); // ln -s . a/loop
  link('content/a/up', '..'); // ln -s .. a/up
  link('content/self.mdx', 'self.mdx');
  link('content/gone.mdx', 'moved.mdx');
  link('content/b/to-c', '../c'); // b → c → b: a loop of two links
  link('content/c/to-b', '../b');
  link('content/shared', 'a'); // a folder of the content, under another name
  link('content/from-outside.mdx', '../outside/shared.mdx');
  return { root, content };
}

test('a walk follows links inside the content, passes over the others, and ends', () => {
  const { content } = tree();
  const files = contentFiles(content, allowedFolders({ contentRoots: [content] }));
  assert.deepEqual(files, ['a/page.mdx', 'b/intro.mdx', 'b/to-c/note.mdx', 'c/note.mdx', 'c/to-b/intro.mdx', 'shared/page.mdx']);
});

test('each bad link is reported once, at its own path, with what it says', () => {
  const { root, content } = tree();
  const problems = symlinkProblems({ contentRoots: [content] }, root);
  const fix = 'remove it or point it at a file in the content folder';
  assert.deepEqual(
    problems.map((p) => `${p.file}: ${p.message}`),
    [
      `content/a/loop: symbolic link loops (.) — ${fix}`,
      `content/a/up: symbolic link loops (..) — ${fix}`,
      `content/c/to-b: symbolic link loops (../b) — ${fix}`,
      `content/b/to-c: symbolic link loops (../c) — ${fix}`,
      `content/from-outside.mdx: symbolic link to "../outside/shared.mdx" resolves outside the content folder, to ${fs.realpathSync(path.join(root, 'outside/shared.mdx'))} — move the file into the content folder, or add a folder that holds it to "content.outsideFolders" in site.config.json (relative to the content folder)`,
      `content/gone.mdx: symbolic link points to nothing (moved.mdx) — ${fix}`,
      `content/self.mdx: symbolic link loops (self.mdx) — ${fix}`,
    ],
  );
});

test('content.outsideFolders lets a link lead outside', () => {
  const { root, content } = tree();
  const bounds = { contentRoots: [content], contentPolicy: { outsideFolders: ['../outside'] } };
  assert.ok(!symlinkProblems(bounds, root).some((p) => p.file === 'content/from-outside.mdx'));
  assert.ok(contentFiles(content, allowedFolders(bounds)).includes('from-outside.mdx'));
});

test('the check stamp and the page list do not hang or crash on bad links', () => {
  const { root, content } = tree();
  assert.match(contentStamp([content], new Set(), root), /^[0-9a-f]{40}$/);
  assert.deepEqual(
    pageFiles(content).map((f) => path.relative(content, f)),
    ['a/page.mdx', 'b/intro.mdx', 'b/to-c/note.mdx', 'c/note.mdx', 'c/to-b/intro.mdx', 'shared/page.mdx'],
  );
});
