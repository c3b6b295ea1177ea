/** A version's _anchors.yml: read and checked with its lines, and placed in the article as elements links land on. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { VFile } from 'vfile';
import { tempDir } from '../../../test/temp-dir';
import { aliasProblems, attachAnchorAliases, frontmatterAliases, readAnchorAliases, ANCHOR_ALIASES_FILE } from '../anchor-aliases';
import type { DocRecord } from '../types';
import rehypeAnchorAliases from '../../mdx/rehype-anchor-aliases';
import type { PageAnchorAliases } from '../types';
import type { Problem } from '../../errors';

function read(yaml: string, ids = ['guide/setup', 'intro']) {
  const root = tempDir('anchor-aliases');
  const dir = path.join(root, 'content', 'v');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, ANCHOR_ALIASES_FILE), yaml);
  const problems: Problem[] = [];
  return { aliases: readAnchorAliases(dir, root, new Set(ids), problems), problems };
}

test('an alias file maps each page to its old ids, each to a new id or to the top with a reason', () => {
  const { aliases, problems } = read(
    ['guide/setup:', '  install-the-cli: install', '  legacy-mode: { top: the page no longer covers the legacy mode }', '  2024: release-2024', ''].join('\n'),
  );
  assert.deepEqual(problems, []);
  const file = 'content/v/_anchors.yml';
  assert.deepEqual(aliases.get('guide/setup'), {
    'install-the-cli': { to: 'install', file, line: 2 },
    'legacy-mode': { top: 'the page no longer covers the legacy mode', file, line: 3 },
    '2024': { to: 'release-2024', file, line: 4 },
  });
  assert.equal(aliases.has('intro'), false);
});

test("the alias file's mistakes are named at their lines, with what to do", () => {
  const { problems } = read(
    [
      'guide/setup:',
      '  same: same',
      '  "#hash": x',
      '  gone: { top: "" }',
      '  many: [a, b]',
      'no/such/page:',
      '  a: b',
      'intro: just-a-string',
      '',
    ].join('\n'),
  );
  const at = problems.map((p) => `${p.file}:${p.line}: ${p.message.split(' — ')[0]}`);
  assert.deepEqual(at, [
    'content/v/_anchors.yml:2: "guide/setup": "same" names itself',
    'content/v/_anchors.yml:3: "guide/setup": "#hash" is no anchor id',
    'content/v/_anchors.yml:4: "guide/setup": "gone": give the id that now covers its subject, or "{ top: why it is gone }" when nothing does',
    'content/v/_anchors.yml:5: "guide/setup": "many": give the id that now covers its subject, or "{ top: why it is gone }" when nothing does',
    'content/v/_anchors.yml:6: no page "no/such/page" in this version',
    'content/v/_anchors.yml:8: "intro": list its old ids under it, each as "old-id: new-id" or "old-id: { top: why it is gone }"',
  ]);
  const broken = read('guide/setup:\n  a: [\n').problems;
  assert.equal(broken.length > 0 && broken[0].file, 'content/v/_anchors.yml');
  assert.match(broken[0].message, /write the file as YAML/);
  const dup = read('guide/setup:\n  a: b\n  a: c\n').problems;
  assert.equal(dup[0]?.line, 3);
});

const file = 'content/v/_anchors.yml';
const page: PageAnchorAliases = {
  'old-install': { to: 'install', file, line: 2 },
  'old-way': { to: 'install', file, line: 3 },
  removed: { top: 'no longer covered', file, line: 4 },
};

function render(markdown: string, aliases: PageAnchorAliases): string {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeSlug).use(rehypeAnchorAliases, { aliases });
  const file = new VFile({ path: 'content/v/guide/setup.md', value: markdown });
  return toHtml(processor.runSync(processor.parse(file), file) as Root);
}

test('each old id is an empty element right before its section, or at the top when its subject is gone', () => {
  const html = render('Intro text.\n\n## Install\n\nSteps.\n', page);
  assert.equal(
    html,
    '<span id="removed" data-anchor-alias=""></span><p>Intro text.</p>\n<span id="old-install" data-anchor-alias="install"></span><span id="old-way" data-anchor-alias="install"></span><h2 id="install">Install</h2>\n<p>Steps.</p>',
  );
  // Without aliases the article is untouched.
  assert.equal(render('## Install\n', {}), '<h2 id="install">Install</h2>');
});

test('an alias whose target is missing, or whose old id the page still has, fails at its line in the alias file', () => {
  assert.throws(() => render('## Setup\n', page), /^.*content\/v\/_anchors\.yml:2: "old-install" → "install": content\/v\/guide\/setup\.md has no element with id "install"/);
  assert.throws(() => render('## Install\n\n## Removed\n', page), /content\/v\/_anchors\.yml:4: "removed" is already an id of content\/v\/guide\/setup\.md — remove the alias/);
  // The page check asks the same with the ids it read from the page's tree.
  const ids = new Set(['install']);
  assert.deepEqual(aliasProblems(page, (id) => ids.has(id), 'p.md'), []);
  assert.equal(aliasProblems(page, () => false, 'p.md').length, 2);
});

test("a page's own anchor_aliases front matter, each at its line, and one old id named in both places is refused", () => {
  const raw = ['---', 'title: vcluster connect', 'anchor_aliases:', '  global-and-inherited-flags: global-flags', '  "bad id": x', '---', 'Body'].join('\n');
  const problems: Problem[] = [];
  const own = frontmatterAliases({ 'global-and-inherited-flags': 'global-flags', 'bad id': 'x' }, 'content/v/cli/connect.mdx', raw, problems);
  assert.deepEqual(own, { 'global-and-inherited-flags': { to: 'global-flags', file: 'content/v/cli/connect.mdx', line: 4 } });
  assert.deepEqual(problems.map((p) => [p.line, p.message.split(' — ')[0]]), [[5, 'anchor_aliases: "bad id" is no anchor id']]);
  const root = tempDir('anchor-aliases-both');
  const dir = path.join(root, 'content', 'v');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, ANCHOR_ALIASES_FILE), 'cli/connect:\n  global-and-inherited-flags: flags\n  options: flags\n');
  const doc = { id: 'cli/connect', source: 'content/v/cli/connect.mdx', anchorAliases: own } as unknown as DocRecord;
  const both: Problem[] = [];
  attachAnchorAliases([doc], [], dir, root, both);
  assert.deepEqual(
    both.map((p) => `${p.file}:${p.line}: ${p.message}`),
    ['content/v/_anchors.yml:2: "global-and-inherited-flags" is an alias in content/v/cli/connect.mdx:4 too — keep one of them'],
  );
  assert.deepEqual(Object.keys(doc.anchorAliases!).sort(), ['global-and-inherited-flags', 'options']);
});
