/**
 * An imported site's pages leave the core's element defaults off (app/styles/base.css), so each of
 * the engine's own buttons keeps the text's font there only through the Docusaurus room's
 * engine-buttons.css. Every button the core's components write with a class of their own must be
 * listed there by one of its classes, or it would take the browser's font on an imported page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const tsxUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : tsxUnder(abs);
    return e.name.endsWith('.tsx') ? [abs] : [];
  });

/** The literal classes of each `<button …>` a file writes (a class built at run time is left out). */
function buttonClasses(text: string): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(/<button\b([^>]*?)>/gs)) {
    const literal = /className=(?:"([^"]+)"|\{`([^`$]+)|\{'([^']+)')/.exec(m[1]);
    const names = (literal?.[1] ?? literal?.[2] ?? literal?.[3])?.trim().split(/\s+/);
    if (names?.length) out.push(names);
  }
  return out;
}

test("every class-named button of the core's components keeps the text's font on an imported site", () => {
  const css = fs.readFileSync(path.join(ROOT, 'plugins/docusaurus/styles/engine-buttons.css'), 'utf8');
  const listed = new Set([...css.matchAll(/\.([a-z][\w-]*)/g)].map((m) => m[1]));
  const buttons = tsxUnder(path.join(ROOT, 'components')).flatMap((file) =>
    buttonClasses(fs.readFileSync(file, 'utf8')).map((names) => ({ file: path.relative(ROOT, file), names })),
  );
  assert.ok(buttons.length >= 10, `found ${buttons.length} buttons`);
  const missing = buttons.filter((b) => !b.names.some((n) => listed.has(n))).map((b) => `${b.file}: ${b.names.join(' ')}`);
  assert.deepEqual(missing, []);
});
