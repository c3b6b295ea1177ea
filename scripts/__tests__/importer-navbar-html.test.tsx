/**
 * Docusaurus' navbar item `type: 'html'` (HtmlNavbarItem): the site's own markup, set as the item's
 * innerHTML with its className, on the left unless placed. The import carries it as the engine's
 * `html` item, which the navbar renders as it is.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { identityFromConfig } from '../../plugins/docusaurus/importer/identity';
import { parseSiteConfig, type SiteConfig } from '../../lib/config/site-config';
import { Navbar } from '../../components/layout/Navbar';

const ctx = { baseUrl: '/', setOfInstance: () => 'docs', setLabel: () => 'Docs' };
const value = '<a class="gh-button" href="https://github.com/x/y">Star</a>';

test('an html navbar item comes along with its value, className and position; one without a value is not carried', () => {
  const { config, unmapped } = identityFromConfig(
    { themeConfig: { navbar: { items: [{ type: 'html', value, className: 'gh', position: 'right' }, { type: 'html' }] } } },
    ctx,
  );
  // (The engine's search item joins the bar too.)
  assert.deepEqual(
    config.navbar?.items.filter((i) => i.type === 'html'),
    [{ type: 'html', value, position: 'right', className: 'gh' }],
  );
  assert.match(unmapped.join('\n'), /item of type "html"/);
});

test('the engine validates it and renders the HTML in the bar, left by default', () => {
  const base = JSON.parse(fs.readFileSync('test/fixtures/site/site.config.json', 'utf8')) as SiteConfig;
  assert.throws(() => parseSiteConfig({ ...base, navbar: { ...base.navbar, items: [{ type: 'html' }] } }), /an "html" item needs "value"/);
  const config = parseSiteConfig({ ...base, navbar: { ...base.navbar, items: [{ type: 'html', value, className: 'gh' }] } });
  const ctxNav = { docTargets: {}, versionLinks: [], search: { scope: '', otherSets: [], config: undefined } } as unknown as Parameters<
    typeof Navbar
  >[0]['ctx'];
  const html = renderToStaticMarkup(<Navbar config={config} ctx={ctxNav} />);
  assert.match(
    html,
    /<ul class="navbar-items navbar-left[^"]*"><li><div class="navbar-html gh"><a class="gh-button" href="https:\/\/github.com\/x\/y">Star<\/a><\/div><\/li><\/ul>/,
  );
});
