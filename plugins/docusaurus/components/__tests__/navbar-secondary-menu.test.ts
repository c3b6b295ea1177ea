import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';

// The site's config, which the bundle of the site's components defines (plugins/docusaurus/site-components/bundle.ts).
(globalThis as { __DOCS_SITE__?: object }).__DOCS_SITE__ = {};
const { NavbarSecondaryMenuFiller } = await import('../theme-common');

test('NavbarSecondaryMenuFiller renders nothing where it stands, as in Docusaurus (its menu is the phone drawer’s)', () => {
  const Menu = ({ label }: { label: string }) => createElement('nav', null, label);
  const page = createElement(
    Fragment,
    null,
    createElement(NavbarSecondaryMenuFiller<{ label: string }>, { component: Menu, props: { label: 'Options' } }),
    createElement('main', null, 'Editor'),
  );
  assert.equal(renderToStaticMarkup(page), '<main>Editor</main>');
});

test("useNavbarMobileSidebar is disabled, as theme-common's, where the config names no navbar item and the page fills no second menu", async () => {
  const { useNavbarMobileSidebar } = await import('../theme-common-internal');
  const site = (globalThis as unknown as { __DOCS_SITE__: { themeConfig?: unknown } }).__DOCS_SITE__;
  const disabled = (items: unknown[]) => {
    site.themeConfig = { navbar: { items } };
    let seen: boolean | undefined;
    const Probe = () => {
      seen = useNavbarMobileSidebar().disabled;
      return null;
    };
    renderToStaticMarkup(createElement(Probe));
    return seen;
  };
  assert.equal(disabled([]), true);
  assert.equal(disabled([{ type: 'doc', docId: 'intro' }]), false);
});
