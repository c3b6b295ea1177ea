/**
 * Comments and the README name the files they point a reader to (`lib/content/store.ts`); a name
 * left behind when a file moves sends the reader nowhere. Every repository path of that form in the
 * code and documentation must exist. In tests, whose strings name made-up files on purpose, only
 * the comments count.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const FOLDERS = ['app', 'components', 'lib', 'plugins', 'scripts', 'e2e', 'eslint'];
const TOP_FILES = ['README.md', 'next.config.ts', 'playwright.config.ts', 'eslint.config.mjs'];
const SKIP = new Set(['node_modules', 'fixtures']);

/** A path from the repository root (optionally written ./x or @/x), ending in a source or data extension. */
const REPO_PATH = /(?:^|[^\w@.\-/])(?:\.\/|@\/)?((?:app|components|lib|plugins|scripts|tools|e2e|test)\/[\w.\-/[\]]*?\.(?:ts|tsx|mjs|json|md|css))(?![\w/])/g;

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) filesUnder(p, out);
    else if (/\.(ts|tsx|mjs|md)$/.test(e.name)) out.push(p);
  }
  return out;
}

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);
/** An import statement: its specifier is relative to its own file, and the compiler checks it. */
const isImport = (line: string) => /^\s*(import|export)\b.*\bfrom\s+['"]/.test(line);

/** "file:line: path …" for every repository path the text of `file` names that does not exist (from the working directory). */
function staleIn(file: string, text: string): string[] {
  const testFile = file.split(path.sep).includes('__tests__');
  return text
    .split('\n')
    .flatMap((line, i) =>
      (testFile && !isComment(line)) || isImport(line)
        ? []
        : [...line.matchAll(REPO_PATH)]
            .filter((m) => !fs.existsSync(m[1]))
            .map((m) => `${file}:${i + 1}: ${m[1]} does not exist — name the file where it is now, or drop the reference`),
    );
}

test('every repository path named in the code and the README exists', () => {
  const files = [...TOP_FILES.filter((f) => fs.existsSync(f)), ...FOLDERS.filter((d) => fs.existsSync(d)).flatMap((d) => filesUnder(d))];
  assert.ok(files.length > 200, `found the project's files (${files.length})`);
  assert.deepEqual(
    files.flatMap((f) => staleIn(f, fs.readFileSync(f, 'utf8'))),
    [],
  );
});

test("the scan finds paths that do not exist, in a test's comments only", () => {
  const found = (file: string, text: string) => staleIn(file, text).map((s) => s.replace(/ does not exist.*/, ''));
  assert.deepEqual(
    found('lib/a.ts', '/** See lib/content/store.ts and lib/content/gone.ts (@/components/nowhere.tsx). */\nconst url = "https://x.dev/lib/remote.ts";\n'),
    ['lib/a.ts:1: lib/content/gone.ts', 'lib/a.ts:1: components/nowhere.tsx'],
  );
  assert.deepEqual(found(path.join('lib', '__tests__', 'b.test.ts'), "// lib/also-gone.ts\nlint('components/made-up.tsx');\n"), [
    `${path.join('lib', '__tests__', 'b.test.ts')}:1: lib/also-gone.ts`,
  ]);
});
