/**
 * postBuild's legacy `head` (./plugins/docusaurus/importer/legacy-head.ts): each page's Helmet state
 * read from its HTML, and whether the config keeps it (future.v4 removes it, as Docusaurus' core does).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { helmetOf, wantsLegacyHead } from '../../plugins/docusaurus/importer/legacy-head';

const PAGE =
  '<html lang="fr" dir="ltr"><head><meta charset="UTF-8"/><title>Intro | Site</title><meta name="robots" content="noindex"/>' +
  '<link rel="canonical" href="https://x.test/intro"/><script>window.a=1</script></head><body class="docs-page">';

test("a page's Helmet state: each kind of head tag as HTML and as elements, and the html and body attributes", () => {
  const helmet = helmetOf(PAGE, createElement as never) as Record<string, { toString(): string; toComponent(): unknown }>;
  assert.equal(helmet.title.toString(), '<title>Intro | Site</title>');
  assert.equal(helmet.meta.toString(), '<meta charset="UTF-8"/><meta name="robots" content="noindex"/>');
  assert.equal(helmet.link.toString(), '<link rel="canonical" href="https://x.test/intro"/>');
  assert.equal(helmet.script.toString(), '<script>window.a=1</script>');
  assert.equal(helmet.style.toString(), '');
  assert.equal(helmet.htmlAttributes.toString(), 'lang="fr" dir="ltr"');
  assert.deepEqual(helmet.bodyAttributes.toComponent(), { className: 'docs-page' });
  // (The body's id of Docusaurus' root element is the engine's place for core's <div id="__docusaurus">, no Helmet attribute.)
  const rooted = helmetOf(PAGE.replace('<body class', '<body id="__docusaurus" class'), createElement as never) as typeof helmet;
  assert.equal(rooted.bodyAttributes.toString(), 'class="docs-page"');
  const [charset, robots] = helmet.meta.toComponent() as { props: Record<string, unknown> }[];
  assert.deepEqual(charset.props, { charSet: 'UTF-8' });
  assert.deepEqual(robots.props, { name: 'robots', content: 'noindex' });
  const [title] = helmet.title.toComponent() as { props: { children: string } }[];
  assert.equal(title.props.children, 'Intro | Site');
});

test('future.v4, whole or its removeLegacyPostBuildHeadAttribute, hands postBuild no head', () => {
  assert.equal(wantsLegacyHead({}), true);
  assert.equal(wantsLegacyHead({ future: { v4: false } }), true);
  assert.equal(wantsLegacyHead({ future: { v4: { removeLegacyPostBuildHeadAttribute: false } } }), true);
  assert.equal(wantsLegacyHead({ future: { v4: true } }), false);
  assert.equal(wantsLegacyHead({ future: { v4: { removeLegacyPostBuildHeadAttribute: true } } }), false);
});
