/**
 * The engine's stylesheets style its own elements, not a site's: a class name a site's own markup
 * commonly uses too (an imported site's `<img class="icon">`, `<div class="sidebar">`) is qualified
 * by the engine's element (`:where(i).icon`, specificity unchanged), so a site's element of that
 * class keeps its own look. Found on infracost/docs, whose navbar's `<img class="icon">` the
 * engine's icon mask drew as a black square.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

/** Class names of the engine's own elements that sites use for theirs: the element each is on. */
const GENERIC = { icon: 'i', sidebar: 'aside', main: '#main-content', highlight: 'mark', caret: 'span' } as const;

const STYLESHEETS = ['app/styles', 'plugins/docusaurus/styles'].flatMap((dir) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => path.join(dir, f)),
);

/** Where a stylesheet selects one of those classes without its element. */
function bareGenericClasses(file: string, css: string): string[] {
  const found: string[] = [];
  css.split('\n').forEach((line, i) => {
    if (/^\s*(\/\*|\*)/.test(line) || !/[{,]\s*$/.test(line)) return;
    for (const [name, element] of Object.entries(GENERIC))
      for (const m of line.matchAll(new RegExp(`(^|[^\\w-])\\.${name}(?![\\w-])`, 'g')))
        if (!line.slice(0, m.index + m[1].length).endsWith(`:where(${element})`)) found.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  return found;
}

test("the engine's stylesheets select the generic class names of its own elements by their element too", () => {
  assert.deepEqual(
    STYLESHEETS.flatMap((file) => bareGenericClasses(file, fs.readFileSync(file, 'utf8'))),
    [],
  );
  // (Seen: a bare one, alone or in a list; not one qualified by its element, nor a longer name.)
  assert.deepEqual(bareGenericClasses('x.css', '.icon {\n.a, .sidebar .b {\n:where(i).icon {\n.icon-copy {\n/* .main { */\n'), [
    'x.css:1: .icon {',
    'x.css:2: .a, .sidebar .b {',
  ]);
});
