/**
 * A Docusaurus 2 site (test/fixtures/docusaurus2-mdx1) builds with no change to its files, which
 * Docusaurus 3 cannot do without a migration: every page is read by MDX 1's own parser and written
 * so that MDX 3 reads what MDX 1 read (`{…}` and `<=` in text, between a component's tags too, are
 * text; a tab-indented block is code; a block of JSX keeps its expressions); a plain page MDX 3 still
 * refuses (`<br>` left open, a lazy line in a quote) is read as CommonMark; the async config's dynamic import is evaluated, a component's
 * CSS names a static image by its site path, and the pages plugin's Markdown pages are read so too
 * (one imports a package's subpath, which is installed). The report says what was read how, and why.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';
import { tempDir } from '../../test/temp-dir';

const project = tempProject('importer-mdx1');
after(() => project.remove());

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, { cwd: project.root, encoding: 'utf8', env: { ...process.env, ...env } });

test('a Docusaurus 2 site builds unchanged: its pages read as MDX 1 reads them, plain Markdown MDX 3 refuses as CommonMark', () => {
  const content = tempDir('mdx1-imported');
  const imported = run(['scripts/import-docusaurus.mjs', '--from', path.resolve('test/fixtures/docusaurus2-mdx1'), '--to', content, '--no-install']);
  assert.equal(imported.status, 0, imported.stdout + imported.stderr);
  const report = JSON.parse(fs.readFileSync(path.join(content, 'import-report.json'), 'utf8'));
  assert.deepEqual(report.failed, []);
  // (The pages plugin's Markdown pages are MDX 1 too.)
  assert.deepEqual(report.mdx1, {
    reason: 'the site depends on @docusaurus/core 2.x (Docusaurus 2: MDX 1)',
    readAsCommonMark: 2,
    bracesEscaped: 0,
    // (docs/partials/_start-step.mdx among them: its Markdown inside an expression.)
    rewrittenAsRead: 3,
    files: ['docs/release.md', 'src/pages/notes.md'],
  });
  assert.match(
    imported.stdout,
    /read as MDX 1 \(the site depends on @docusaurus\/core 2\.x \(Docusaurus 2: MDX 1\)\): pages MDX 1's parser reads otherwise than MDX 3, written to read the same: 3; plain Markdown pages MDX 3 refuses read as CommonMark: 2 \(docs\/release\.md, src\/pages\/notes\.md\)/,
  );
  // A package a page of src/pages imports is installed as the docs' are.
  assert.equal(report.componentPackages['clip-player'], '^1.0.0');
  assert.match(fs.readFileSync(path.join(content, 'docs/release.md'), 'utf8'), /^mdx:\n {2}format: md$/m);
  const config = JSON.parse(fs.readFileSync(path.join(content, 'site.config.json'), 'utf8'));
  assert.equal(config.customFields.repository, 'https://git.example.com/mdx1');

  buildsAsMdx1Read(content);
});

test('read where it lies (pagewright build), a Docusaurus 2 site reads the same: the page pass reads each page as MDX 1 read it', () => {
  const content = tempDir('mdx1-in-place');
  const imported = run([
    'scripts/import-docusaurus.mjs',
    '--from',
    path.resolve('test/fixtures/docusaurus2-mdx1'),
    '--to',
    content,
    '--no-install',
    '--in-place',
  ]);
  assert.equal(imported.status, 0, imported.stdout + imported.stderr);
  const report = JSON.parse(fs.readFileSync(path.join(content, 'import-report.json'), 'utf8'));
  assert.deepEqual(report.failed, []);
  // (Neither the docs nor the pages plugin's Markdown page are copied: the page pass reads them, as MDX 1 read them.)
  assert.equal(fs.existsSync(path.join(content, 'docs/release.md')), false);
  assert.equal(fs.existsSync(path.join(content, 'src/pages/notes.md')), false);
  assert.deepEqual(report.mdx1, {
    reason: 'the site depends on @docusaurus/core 2.x (Docusaurus 2: MDX 1)',
    docsReadInPlace: true,
    readAsCommonMark: 0,
    bracesEscaped: 0,
    rewrittenAsRead: 0,
    files: [],
  });
  assert.match(
    imported.stdout,
    /read as MDX 1 \(.*\): docs, blog posts and the pages of src\/pages where they lie, as the page pass reads them; of the pages copied, /,
  );
  buildsAsMdx1Read(content);
});

/** Builds the imported site and finds each page read as MDX 1 read it. */
function buildsAsMdx1Read(content: string): void {
  // What the install gives (--no-install here): a package whose subpath only an import resolves.
  const player = path.join(content, 'node_modules/clip-player');
  fs.mkdirSync(player, { recursive: true });
  fs.writeFileSync(path.join(player, 'package.json'), JSON.stringify({ name: 'clip-player', type: 'module', exports: { './lazy': { import: './lazy.js' } } }));
  fs.writeFileSync(
    path.join(player, 'lazy.js'),
    "import { createElement } from 'react';\nexport default function Player({ url }) {\n  return createElement('a', { className: 'fixture-player', href: url }, 'Play');\n}\n",
  );
  const built = run(['scripts/build.mjs'], { DOCS_CONTENT_DIR: content });
  assert.equal(built.status, 0, built.stdout + built.stderr);
  const page = fs.readFileSync(path.join(project.root, 'out/docs/release/index.html'), 'utf8');
  // (Without the line-break hints the engine puts in long inline code.)
  const article = page.slice(page.indexOf('<article'), page.indexOf('</article>')).replaceAll('<wbr/>', '');
  assert.match(article, /Release &lt;version&gt; RC&lt;number&gt;<\/strong>\.<br\/?>/);
  assert.match(article, /<code>https:\/\/dist\.example\.com\/\$\{version\}<\/code>/);
  assert.match(
    article,
    /<blockquote>\s*<p>Artifacts: <a [^>]*>https:\/\/dist\.example\.com\/release\/\$\{release-version\}<\/a>\n\$\{A short summary of the release\.\}<\/p>/,
  );
  assert.match(article, /Sign with \{your key\}; the checksum list follows\./);
  assert.match(article, /<h2 id="publish" class="anchor anchorWithStickyNavbar">Publish/);
  // A page MDX 3 parses, but whose braces MDX 1 showed as text: they are text.
  const setup = fs.readFileSync(path.join(project.root, 'out/docs/setup/index.html'), 'utf8');
  assert.match(setup, /kubeedge-\{VERSION\}-\{OS\}-\{ARCH\}\.tar\.gz/);
  // Docusaurus 2 read an image path's backslashes as slashes (url.parse); a code block keeps them.
  assert.match(setup, /<img src="[^"]*setup-flow[^"]*\.png" alt="The setup flow"/);
  assert.match(setup, /copy \.\\img\\setup-flow\.png/);
  const intro = fs.readFileSync(path.join(project.root, 'out/docs/index.html'), 'utf8');
  assert.match(intro, /<mark class="[^"]*highlight[^"]*">this part is highlighted<\/mark>/);
  // A page with components stays MDX; its braces in Markdown text read as text, as in MDX 1 (which
  // wrote every text node as a string, between a component's tags too), and a block of JSX keeps its expressions.
  assert.match(intro, /Logs go to \/\{user\.home\}\/logs\/ by default, where \{user\.home\} is the home folder/);
  assert.match(intro, /<mark class="[^"]*highlight[^"]*">\{&#x27;shown as written&#x27;\}<\/mark>/);
  assert.match(intro, /<mark class="[^"]*highlight[^"]*">kept as code<\/mark>/);
  assert.match(intro, /Works with client versions &lt;= v1\.22 and servers &gt;= 1\.0\./);
  assert.match(intro, /<pre[^>]*>[\s\S]*const limits = \{ cpu: 2 \};[\s\S]*<\/pre>/);
  const talks = fs.readFileSync(path.join(project.root, 'out/talks/index.html'), 'utf8');
  // (A package's own anchor, made with createElement: not a Link's, so Docusaurus' link check leaves it, and so does the engine's.)
  assert.match(talks, /<a class="fixture-player" href="https:\/\/video\.example\.com\/watch\/1" data-nobrokenlinkcheck="true">Play<\/a>/);
  // MDX 1's JSX that holds Markdown inside an expression (`{props.debug && <div>` … `</div>}` around it): the
  // Markdown renders inside the element where the expression gives one (a partial given `debug`), and nowhere else.
  const running = fs.readFileSync(path.join(project.root, 'out/docs/running/index.html'), 'utf8');
  const shown =
    running.match(/<div class="debug-only">\s*<p>A debug build needs the bundler running first:<\/p>\s*<div class="code-block language-bash/g) ?? [];
  assert.equal(shown.length, 1, running.slice(running.indexOf('<article'), running.indexOf('</article>')));
  assert.equal(running.match(/<p>Then start the build\.<\/p>/g)?.length, 2);
  assert.doesNotMatch(running, /mdx1-part|__mdx1Parts/);
  const notes = fs.readFileSync(path.join(project.root, 'out/notes/index.html'), 'utf8');
  assert.match(notes, /Each entry keeps its own line\.<br\/?>\s*The placeholder \{release\} stays as written/);
}

test("read where it lies, a Docusaurus 2 page that names a component it neither imports nor has gets MDX 1's shortcode: a <div> with the element's props and children, and a warning naming it", () => {
  const site = tempDir('mdx1-shortcode-site');
  fs.cpSync(path.resolve('test/fixtures/docusaurus2-mdx1'), site, { recursive: true });
  fs.writeFileSync(
    path.join(site, 'docs/legacy.mdx'),
    '# Legacy\n\n## <Gauge/>\n\nThe old gauge: <Gauge kind="speed">its **label**</Gauge>.\n\n<Meter className="meter-box">\n\nBlock text.\n\n</Meter>\n',
  );
  const content = tempDir('mdx1-shortcode');
  const imported = run(['scripts/import-docusaurus.mjs', '--from', site, '--to', content, '--no-install', '--in-place']);
  assert.equal(imported.status, 0, imported.stdout + imported.stderr);
  const player = path.join(content, 'node_modules/clip-player');
  fs.mkdirSync(player, { recursive: true });
  fs.writeFileSync(path.join(player, 'package.json'), JSON.stringify({ name: 'clip-player', type: 'module', exports: { './lazy': { import: './lazy.js' } } }));
  fs.writeFileSync(path.join(player, 'lazy.js'), 'export default function Player() { return null; }\n');
  const built = run(['scripts/build.mjs'], { DOCS_CONTENT_DIR: content });
  assert.equal(built.status, 0, built.stdout + built.stderr);
  // Docusaurus 2 warns as each page renders ("Component Gauge was not imported, exported, or provided by MDXProvider as global scope"): once per element here, where it is.
  const warned = built.stdout + built.stderr;
  assert.match(warned, /docs\/legacy\.mdx:3:4: component <Gauge> was not imported, exported, or provided by MDXProvider as global scope: drawn as a <div>/);
  assert.match(warned, /docs\/legacy\.mdx:5:16: component <Gauge>/);
  assert.match(warned, /docs\/legacy\.mdx:7:1: component <Meter>/);
  const page = fs.readFileSync(path.join(project.root, 'out/docs/legacy/index.html'), 'utf8');
  const article = page.slice(page.indexOf('<article'), page.indexOf('</article>'));
  assert.match(article, /<h2[^>]*><div><\/div>/);
  assert.match(article, /The old gauge: <div kind="speed">its <strong>label<\/strong><\/div>\./);
  assert.match(article, /<div class="meter-box">\s*<p>Block text\.<\/p>\s*<\/div>/);
});
