/**
 * A site's SkipToContent that wraps the original (`@theme-original/SkipToContent`), in a site without a
 * frame of its own: the shell hands its skip link to the place, and the original renders it inside the
 * site's wrapper (plugins/docusaurus/components/FrameParts.tsx), so the page keeps its one skip link.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, type Context } from 'react';
import { renderToString } from 'react-dom/server';
import { bundledSiteModule } from '../../test/bundled-site-module';

test("a site's SkipToContent wrapping the original renders the shell's skip link inside its own markup", async () => {
  const Wrapped = await bundledSiteModule(
    'skip-link',
    'src/theme/SkipToContent/index.js',
    'import SkipToContent from \'@theme-original/SkipToContent\';\nexport default function Wrapped() { return <div className="own-skip"><SkipToContent /></div>; }\n',
  );
  const Context = (globalThis as Record<symbol, Context<unknown>>)[Symbol.for('docs-engine.layout-part')];
  const shells = createElement('a', { className: 'skip-link', href: '#main-content' }, 'Skip to main content');
  // In the skip link's place: the shell's link, inside the site's wrapper.
  assert.equal(
    renderToString(createElement(Context.Provider, { value: { part: 'SkipToContent', original: shells, versionLinks: [] } }, createElement(Wrapped))),
    '<div class="own-skip"><a class="skip-link" href="#main-content">Skip to main content</a></div>',
  );
  // Rendered by a page elsewhere (no place): nothing of the original, the shell's link being first in the page already.
  assert.equal(renderToString(createElement(Wrapped)), '<div class="own-skip"></div>');
});
