/**
 * What Docusaurus pages write (test/fixtures/docusaurus-page-code), built as Docusaurus builds it:
 * components and callbacks given as props (written, spread, through a partial's {...props}),
 * components defined on the page (hooks, `import React`, a Docusaurus hook, a site module), images
 * imported or required and files linked beside the docs, a component using the docs client API
 * and theme-common, and Mermaid diagrams the build cannot draw; checked in the exported HTML and
 * in Chromium. The engine's own content still refuses page code unless its config allows it.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { tempProject } from '../lib/temp-project';
import { tempDir } from '../../test/temp-dir';
import { browserErrors, serving } from './helpers/browser-errors';

const project = tempProject('importer-page-code');
after(() => project.remove());

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, { cwd: project.root, encoding: 'utf8', env: { ...process.env, ...env } });

test('page code as Docusaurus builds it: own components, imported and linked files, docs client hooks, browser-drawn diagrams; without content.pageComponents the page code is refused at file:line', async () => {
  const content = tempDir('page-code-imported');
  const imported = run(['scripts/import-docusaurus.mjs', '--from', path.resolve('test/fixtures/docusaurus-page-code'), '--to', content, '--no-install']);
  assert.equal(imported.status, 0, imported.stdout + imported.stderr);
  assert.equal(JSON.parse(fs.readFileSync(path.join(content, 'site.config.json'), 'utf8')).content.pageComponents, true);
  const built = run(['scripts/build.mjs'], { DOCS_CONTENT_DIR: content });
  assert.equal(built.status, 0, built.stdout + built.stderr);
  // Two pages at one URL: a warning under Docusaurus' default onDuplicateRoutes, and the build goes on.
  assert.match(
    built.stdout + built.stderr,
    /URL \/docs\/twin\/ of page .* is already used by .*docs\/twin\.mdx.*; the build serves .*src\/pages\/docs\/twin\.md/,
  );

  const out = path.join(project.root, 'out');
  const html = fs.readFileSync(path.join(out, 'docs/page-components/index.html'), 'utf8');
  // The data export stays with the page's text; the components come from the site bundle.
  assert.match(html, /Components defined on this page<!-- --> render like the site/);
  assert.match(html, /<span class="fixture-where">This page<!-- -->: <!-- -->\/docs\/page-components\/?<\/span>/);
  assert.match(html, /<button type="button" class="fixture-counter">CLICKED<!-- --> <!-- -->3<\/button>/);
  const plain = fs.readFileSync(path.join(out, 'docs/plain/index.html'), 'utf8');
  assert.match(plain, /defines nothing: it renders as any other page/);
  // A site component reads the page's docs plugin, version and doc (@docusaurus/plugin-content-docs/client).
  assert.match(plain, /<span class="facts-plugin">default<\/span>/);
  assert.match(plain, /<span class="facts-version">current<!-- -->\/<!-- -->current<!-- -->\/<!-- -->true<\/span>/);
  assert.match(plain, /<span class="facts-doc">plain<!-- --> at <!-- -->\/docs\/plain\/<\/span>/);
  assert.match(plain, /<span class="facts-count">one version<\/span>/);
  // theme-common/internal: the path without the base URL is the doc's.
  assert.match(plain, /<span class="facts-here">true<\/span>/);
  // `require(\`@site/static/img/${name}\`)`: the static file's URL.
  assert.match(plain, /<img class="facts-icon" src="\/img\/favicon\.svg" alt=""\/>/);
  // A data file by its site path, found in static/ as webpack's resolve.roots find it; @docusaurus/ErrorBoundary.
  assert.match(plain, /The channels file of the static folder lists <!-- -->3<!-- --> channels\./);
  assert.match(plain, /<div class="safe">Text inside an error boundary\.<\/div>/);
  // Plain data imported by name from a site module, read in the page's expressions.
  assert.match(
    plain,
    /Latest release: <!-- -->2\.1<!-- -->, on the <!-- -->stable and beta<!-- --> channels\.|Latest release: 2\.1, on the stable and beta channels\./,
  );

  // Images and files beside the docs, imported, required or linked: served from the content's assets.
  const assets = fs.readFileSync(path.join(out, 'docs/assets-page/index.html'), 'utf8');
  assert.match(assets, /<img src="\/docs\/assets\/docs\/assets\/overview\.png" alt="The overview, imported"\/>/);
  assert.match(assets, /<img src="\/docs\/assets\/docs\/assets\/overview\.png" alt="The overview, required"\/>/);
  assert.match(assets, /<a href="\/docs\/assets\/docs\/assets\/install\.sh">the install script<\/a>/);
  assert.equal(
    fs.readFileSync(path.join(out, 'docs/assets/docs/assets/install.sh'), 'utf8'),
    fs.readFileSync('test/fixtures/docusaurus-page-code/docs/assets/install.sh', 'utf8'),
  );
  assert.ok(fs.existsSync(path.join(out, 'docs/assets/docs/assets/overview.png')));
  // A file outside the docs folder, named by a relative path: copied with the page, which moved.
  assert.equal(
    (assets.match(/<img [^>]*src="\/docs\/assets\/docs\/_site\/shared-media\/arch\.png"/g) ?? []).length,
    2,
    'the Markdown image and the imported one',
  );
  assert.ok(fs.existsSync(path.join(out, 'docs/assets/docs/_site/shared-media/arch.png')));

  // Wrap-swizzles of the parts the layout has places for: the site's wrapper around the engine's part. The fixture
  // has no search theme, so its SearchBar wrapper wraps theme-classic's Noop, as under Docusaurus: its note alone.
  assert.match(plain, /<div class="fixture-search-wrap"><span class="fixture-search-note">Ask the team<\/span><\/div>/);
  assert.match(plain, /<div class="fixture-toc-wrap"><div class="toc-mobile theme-doc-toc-mobile">/);
  assert.match(plain, /<aside class="fixture-doc-feedback">Was this page useful\?<\/aside>/);
  assert.ok(plain.indexOf('class="fixture-doc-feedback"') > plain.indexOf('<article'), 'the feedback line follows the doc');
  const notFound = fs.readFileSync(path.join(out, '404.html'), 'utf8');
  assert.match(notFound, /<h1>Page not found<\/h1>[\s\S]*<p class="fixture-not-found-report">Report the broken link to the docs team\.<\/p>/);
  // (No search form: the site has no search theme, so no search page of the engine's to send it to.)
  assert.doesNotMatch(notFound, /not-found-search/);
  // The sidebar's categories are wrapped too: React renders that site's sidebar (plugins/docusaurus/site-components/theme-parts.ts), no slot is filled.
  const report = JSON.parse(fs.readFileSync(path.join(content, 'import-report.json'), 'utf8'));
  assert.ok(!report.unmappedConfig.some((l: string) => /src\/theme\/(SearchBar|TOCCollapsible|NotFound|DocItem|DocSidebarItem)/.test(l)));
  assert.match(
    assets,
    /<nav class="sidebar-menu menu thin-scrollbar" aria-label="Docs sidebar"><ul class="theme-doc-sidebar-menu menu__list"><li [^>]*theme-doc-sidebar-item-link-level-1[^>]*><a [^>]*aria-current="page" href="\/docs\/assets-page\/">Assets<\/a>/,
  );

  // A replaced Tabs on theme-common's useTabs: the tab list, the first tab's panel shown, the other hidden.
  const tabsPage = fs.readFileSync(path.join(out, 'docs/tabs/index.html'), 'utf8');
  assert.match(
    tabsPage,
    /<li role="tab" aria-selected="true" class="fixture-tab">Bash<\/li><li role="tab" aria-selected="false" class="fixture-tab">Fish<\/li>/,
  );
  assert.match(
    tabsPage,
    /<div role="tabpanel" class="fixture-tab-panel"><p>Run it from Bash\.<\/p><\/div><div role="tabpanel" class="fixture-tab-panel" hidden="">/,
  );
  // @theme/Logo (the navbar logo, as a swizzled Navbar/Logo renders it), @docusaurus/isInternalUrl and Noop; a replaced
  // Layout is every page's frame, placing the engine's navbar and footer, and the site's skip link, where it renders them.
  const brand = fs.readFileSync(path.join(out, 'brand/index.html'), 'utf8');
  // (It links where the navbar's logo does: the site's front page, as theme-classic's Logo links to the baseUrl.)
  const logoHref = /<a class="navbar-logo navbar__brand" href="([^"]+)"/.exec(brand)?.[1];
  assert.equal(logoHref, '/');
  assert.match(
    brand,
    /<a class="fixture-brand" href="\/"><div class="fixture-brand-image"><img src="\/img\/favicon\.svg" alt="Page code logo" class="themedComponent themedComponent--light"\/>[\s\S]*?<\/div><b class="fixture-brand-title">Page code<\/b><\/a>/,
  );
  assert.match(brand, /<p class="fixture-internal">true<!-- -->\/<!-- -->false<\/p>/);
  // require('<image>').default: a static file's URL, another file's data URL (what an import of it gives).
  assert.match(brand, /<img class="fixture-required-static" src="\/img\/badge\.png" alt=""\/>/);
  assert.match(brand, /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 16 16" class="fixture-required-svg" role="img"><rect /);
  assert.match(brand, /<img class="fixture-required-file" src="data:image\/png;base64,[^"]+" alt=""\/>/);
  for (const html of [brand, fs.readFileSync(path.join(out, 'docs/plain/index.html'), 'utf8')]) {
    const frame =
      /<div class="fixture-own-frame"><a class="fixture-skip-link" href="#fixture-frame-main"[^>]*>Jump to the page<\/a><p class="fixture-frame-note">Our own frame<\/p>(<header\b[\s\S]*?<\/header>)[\s\S]*?<main id="fixture-frame-main" class="fixture-frame-main"><div class="page-wrapper[^"]*">[\s\S]*<\/main>(<footer\b[\s\S]*?Page code footer[\s\S]*?<\/footer>)<\/div>/.exec(
        html,
      );
    assert.ok(frame, 'the frame holds the navbar, the page and the footer in its order');
    assert.match(frame[1], /class="[^"]*navbar/);
    // One navbar, one footer and one skip link, the site's own (its SkipToContent): the shell draws none besides the frame's.
    assert.equal(html.match(/<header\b[^>]*class="[^"]*navbar/g)?.length, 1);
    assert.equal(html.match(/<footer\b/g)?.length, 1);
    assert.equal(html.match(/<a [^>]*class="skip-link"/g), null, "the engine's skip link is not a second one");
  }
  assert.ok(!report.unmappedConfig.some((l: string) => l.startsWith('src/theme/Layout:')));

  // Components and callbacks given as props, written, spread or through a partial's {...props}, reach
  // the site's component and a theme component: the server page cannot hand a function to the browser.
  const fnProps = fs.readFileSync(path.join(out, 'docs/function-props/index.html'), 'utf8');
  const badge = (label: string, picked: string, star = true) =>
    new RegExp(`<span class="fixture-badge">${star ? '<svg class="fixture-star" viewBox="0 0 1 1"></svg>' : ''}<b>${label}</b><i>${picked}</i></span>`);
  assert.match(fnProps, badge('From a partial', 'picked in a partial'));
  assert.match(fnProps, badge('Data through a partial', 'no callback', false));
  assert.match(fnProps, badge('Spread', 'picked from a spread'));
  assert.match(fnProps, badge('Page props', 'no callback', false));
  assert.match(fnProps, /<details[^>]*>[\s\S]*?More about badges[\s\S]*?<p>Inside the details\.<\/p>/);

  // Diagrams: each one's source, for Mermaid in the browser with the config's theme and options, as theme-mermaid draws them.
  const diagrams = fs.readFileSync(path.join(out, 'docs/diagrams/index.html'), 'utf8');
  assert.equal((diagrams.match(/<figure class="mermaid-diagram"><svg/g) ?? []).length, 0);
  assert.equal((diagrams.match(/data-mermaid-source="/g) ?? []).length, 3);
  assert.equal(
    (
      diagrams.match(
        /data-mermaid-config="\{&quot;theme&quot;:\{&quot;light&quot;:&quot;forest&quot;,&quot;dark&quot;:&quot;dark&quot;\},&quot;options&quot;:\{&quot;themeCSS&quot;:&quot;.fixture-themed \{ stroke-width: 3px; \}&quot;\}\}"/g,
      ) ?? []
    ).length,
    3,
  );
  assert.match(diagrams, /role="img" aria-label="A release plan that Mermaid draws in the browser"/);

  assert.deepEqual(
    await browserErrors(out, ['/docs/page-components/', '/docs/plain/', '/docs/diagrams/', '/docs/tabs/', '/brand/', '/docs/function-props/']),
    {},
  );
  // The component's state works in the browser: it hydrated.
  await serving(out, async (origin) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const tab = await browser.newPage();
      await tab.goto(`${origin}/docs/page-components/`, { waitUntil: 'networkidle' });
      await tab.locator('.fixture-counter').click();
      await tab.locator('.fixture-counter', { hasText: 'CLICKED 4' }).waitFor({ timeout: 5000 });
      // The replaced Tabs switch, and keep the choice for the group (Docusaurus' storage key).
      await tab.goto(`${origin}/docs/tabs/`, { waitUntil: 'networkidle' });
      await tab.locator('.fixture-tab', { hasText: 'Fish' }).click();
      await tab.getByText('Run it from Fish.').waitFor({ state: 'visible', timeout: 5000 });
      assert.equal(await tab.getByText('Run it from Bash.').isVisible(), false);
      assert.equal(await tab.evaluate(() => localStorage.getItem('docusaurus.tab.shell')), 'fish');
      // theme-common's Collapsible opens on request.
      await tab.goto(`${origin}/docs/plain/`, { waitUntil: 'networkidle' });
      assert.equal(await tab.locator('.facts-more').isVisible(), false);
      await tab.locator('.facts-toggle').click();
      await tab.locator('.facts-more').waitFor({ state: 'visible', timeout: 5000 });
      // Mermaid draws the diagrams, loaded on that page only.
      const scripts: string[] = [];
      tab.on(
        'response',
        (r) =>
          void (
            r.url().endsWith('.js') &&
            r.text().then(
              (t) => scripts.push(t),
              () => undefined,
            )
          ),
      );
      await tab.goto(`${origin}/docs/plain/`, { waitUntil: 'networkidle' });
      assert.ok(!scripts.some((t) => t.includes('gitGraph')), 'a page without such a diagram loads no Mermaid');
      await tab.goto(`${origin}/docs/diagrams/`, { waitUntil: 'networkidle' });
      await tab.locator('figure[data-mermaid-source] svg').nth(2).waitFor({ timeout: 15000 });
      assert.equal(await tab.locator('.mermaid-error').count(), 0);
      // With the light mode's theme (forest's green nodes) and the options (their CSS).
      const style = await tab.locator('figure[data-mermaid-source] svg style').first().textContent();
      assert.match(style ?? '', /\.fixture-themed\s*\{\s*stroke-width:\s*3px;?\s*\}/);
      assert.match(style ?? '', /#cde498/i);
      // Drawn, each is an image named by its alt text that the diagram viewer opens.
      assert.equal(await tab.locator('svg.mermaid-browser-drawing[role="img"][aria-label="A release plan that Mermaid draws in the browser"]').count(), 1);
      await tab.locator('svg.mermaid-browser-drawing').first().click();
      await tab.locator('.diagram-viewer').waitFor({ timeout: 5000 });
    } finally {
      await browser.close();
    }
  });

  // The same site under onDuplicateRoutes "throw": the duplicate fails the build, naming the file.
  const config = path.join(content, 'site.config.json');
  const strict = JSON.parse(fs.readFileSync(config, 'utf8'));
  fs.writeFileSync(config, JSON.stringify({ ...strict, onDuplicateRoutes: 'throw' }, null, 2));
  const duplicate = run(['scripts/build.mjs'], { DOCS_CONTENT_DIR: content });
  assert.notEqual(duplicate.status, 0);
  assert.match(duplicate.stdout + duplicate.stderr, /src\/pages\/docs\/twin\.md: URL \/docs\/twin\/ of page .* is already used by/);
  fs.rmSync(path.join(content, 'src/pages/docs/twin.md'));

  // The same page under a config that does not allow page components: refused where the code is.
  delete strict.content.pageComponents;
  fs.writeFileSync(config, JSON.stringify(strict, null, 2));
  const refused = run(['scripts/build.mjs'], { DOCS_CONTENT_DIR: content });
  assert.notEqual(refused.status, 0);
  assert.match(
    refused.stdout + refused.stderr,
    /docs\/intro\.mdx:11:20: "useLocation" is not defined .* set "content": \{ "pageComponents": true \} in site\.config\.json/,
  );
  assert.doesNotMatch(refused.stdout + refused.stderr, /\n\s+at /, 'no stack trace');
});
