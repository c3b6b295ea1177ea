import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import fs from 'node:fs';
import path from 'node:path';
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { bundleSiteModule } from '../../../../test/site-bundle';
import { tempDir } from '../../../../test/temp-dir';
import type { DocusaurusSiteConfig } from '../../site-components/site-config-view';

// The site the components' bundle is compiled for (plugins/docusaurus/site-components/bundle.ts defines it).
const site = {
  title: 'Fixture site',
  tagline: '',
  url: 'https://fixture.example.com',
  baseUrl: '/base/',
  titleDelimiter: '|',
  customFields: {},
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    path: 'i18n',
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
      fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr' },
    },
  },
  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    navbar: { title: 'Fixture', logo: { alt: 'Fixture logo', src: '/base/img/logo.svg', srcDark: '/base/img/logo-dark.svg', href: '/base/', width: 32 } },
  },
};
(globalThis as Record<string, unknown>).__DOCS_SITE__ = site;
const { useTabs, sanitizeTabsChildren, useTabsContextValue } = await import('../theme-common-internal');
const { default: useDocusaurusContext } = await import('../useDocusaurusContext');
const { LocaleMessagesProvider } = await import('../../../../components/layout/locale-messages');

/** The markup without the preload links React 19 puts first for images. */
const markup = (node: ReturnType<typeof createElement>) => renderToStaticMarkup(node).replace(/<link rel="preload"[^>]*>/g, '');

/** `@theme/Logo` bundled as a site's components are, for a site of `config` with `swizzles` (its src/theme files). */
async function bundledLogo(config: typeof site, swizzles: Record<string, string> = {}): Promise<ComponentType<Record<string, unknown>>> {
  const dir = tempDir('logo');
  for (const [file, code] of Object.entries(swizzles)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'src/theme', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src/theme', file), code);
  }
  fs.writeFileSync(path.join(dir, 'entry.js'), `export { default } from ${JSON.stringify(path.resolve('plugins/docusaurus/components/Logo.tsx'))};`);
  return (
    await (
      await bundleSiteModule(dir, 'entry.js', config as unknown as Partial<DocusaurusSiteConfig>)
    ).load<{ default: ComponentType<Record<string, unknown>> }>()
  ).default;
}

test("@theme/Logo: theme-classic's navbar logo, with its class names, light and dark images and the navbar title", async () => {
  const Logo = await bundledLogo(site);
  const html = markup(createElement(Logo, { className: 'navbar__brand', imageClassName: 'navbar__logo', titleClassName: 'navbar__title', target: '_self' }));
  assert.match(html, /^<a class="navbar__brand" target="_self" href="\/base\/">/);
  assert.match(
    html,
    /<div class="navbar__logo"><img src="\/base\/img\/logo\.svg" alt="Fixture logo" class="themedComponent themedComponent--light" width="32"\/>/,
  );
  assert.match(html, /<img src="\/base\/img\/logo-dark\.svg" alt="Fixture logo" class="themedComponent themedComponent--dark" width="32"\/><\/div>/);
  assert.match(html, /<b class="navbar__title">Fixture<\/b><\/a>$/);
  // Without imageClassName the image is not wrapped; without a navbar title there is no <b>.
  const untitled = {
    ...site,
    themeConfig: { ...site.themeConfig, navbar: { logo: { ...site.themeConfig.navbar.logo, srcDark: undefined } } },
  } as unknown as typeof site;
  const bare = markup(createElement(await bundledLogo(untitled)));
  assert.equal(
    bare,
    '<a href="/base/"><img src="/base/img/logo.svg" alt="Fixture logo" class="themedComponent themedComponent--light" width="32"/><img src="/base/img/logo.svg" alt="Fixture logo" class="themedComponent themedComponent--dark" width="32"/></a>',
  );
});

test("@theme/Logo draws the site's ThemedImage where it swizzled one, as theme-classic's Logo renders `@theme/ThemedImage`", async () => {
  const Logo = await bundledLogo(site, {
    'ThemedImage/index.js': 'export default function ThemedImage({ sources, alt }) { return <img className="site-themed" src={sources.dark} alt={alt} />; }',
  });
  assert.match(
    markup(createElement(Logo)),
    /^<a href="\/base\/"><img class="site-themed" src="\/base\/img\/logo-dark\.svg" alt="Fixture logo"\/><b>Fixture<\/b><\/a>$/,
  );
});

type Item = { value: string; label?: string; default?: boolean; children?: ReactNode };
const TabItem = (props: Item) => createElement('div', null, props.children);

/** A swizzled Tabs of Docusaurus 3.0–3.7's shape: the selected value and the tab list from useTabs. */
function SwizzledTabs(props: { children?: ReactNode; defaultValue?: string | null; groupId?: string; queryString?: boolean | string; values?: Item[] }) {
  const { selectedValue, tabValues } = useTabs(props as Parameters<typeof useTabs>[0]);
  const children = sanitizeTabsChildren(props.children);
  return createElement(
    Fragment,
    null,
    tabValues.map((t) => createElement('b', { key: t.value, 'aria-selected': t.value === selectedValue }, t.label ?? t.value)),
    children.map((c) => createElement('i', { key: c.props.value, hidden: c.props.value !== selectedValue }, c)),
  );
}
const tabs = (props: Record<string, unknown>, ...items: Item[]) =>
  renderToStaticMarkup(createElement(SwizzledTabs, props, ...items.flatMap((i) => ['\n', createElement(TabItem, { key: i.value, ...i })])));

test('useTabs: the tab values from the children (newlines dropped), the default one selected as Docusaurus picks it', () => {
  const a = { value: 'a', label: 'Apt', children: 'A' };
  const b = { value: 'b', children: 'B' };
  assert.equal(tabs({}, a, b), '<b aria-selected="true">Apt</b><b aria-selected="false">b</b><i><div>A</div></i><i hidden=""><div>B</div></i>');
  assert.match(tabs({}, a, { ...b, default: true }), /^<b aria-selected="false">Apt<\/b><b aria-selected="true">b<\/b>/);
  assert.match(tabs({ defaultValue: 'b' }, a, b), /^<b aria-selected="false">Apt<\/b><b aria-selected="true">b<\/b>/);
  // The `values` prop names the tabs; the group and query string change nothing in the static HTML.
  assert.match(
    tabs(
      {
        values: [
          { value: 'a', label: 'One' },
          { value: 'b', label: 'Two' },
        ],
        groupId: 'os',
        queryString: true,
      },
      a,
      b,
    ),
    /^<b aria-selected="true">One<\/b><b aria-selected="false">Two<\/b>/,
  );
});

test('useTabs: what Docusaurus refuses throws its error, so the page fails to build', () => {
  assert.throws(
    () => tabs({ defaultValue: 'c' }, { value: 'a' }, { value: 'b' }),
    /The <Tabs> has a defaultValue "c" but none of its children has the corresponding value\. Available values are: a, b/,
  );
  assert.throws(() => tabs({}, { value: 'a' }, { value: 'a' }), /Duplicate values "'a'" found in <Tabs>/);
  assert.throws(() => tabs({ queryString: true }, { value: 'a' }), /groupId prop is required if queryString=true/);
  assert.throws(
    () => renderToStaticMarkup(createElement(SwizzledTabs, null, createElement('p', null, 'text'))),
    /Bad <Tabs> child <p>: all children of the <Tabs> component should be <TabItem>/,
  );
  assert.throws(() => tabs({}), /requires at least one <TabItem>/);
});

test('useTabsContextValue (Docusaurus 3.8+): useTabs with lazy and block', () => {
  const Probe = () => {
    const { selectedValue, lazy, block } = useTabsContextValue({ lazy: true, children: [createElement(TabItem, { key: 'x', value: 'x' })] });
    return createElement('p', null, JSON.stringify({ selectedValue, lazy, block }));
  };
  assert.equal(
    renderToStaticMarkup(createElement(Probe)),
    `<p>${JSON.stringify({ selectedValue: 'x', lazy: true, block: false }).replace(/"/g, '&quot;')}</p>`,
  );
});

test("useDocusaurusContext: siteConfig.i18n is the site's, i18n.currentLocale the page's (one context per locale)", () => {
  const seen: ReturnType<typeof useDocusaurusContext>[] = [];
  const Probe = () => {
    const context = useDocusaurusContext();
    return createElement('p', null, `${context.i18n.currentLocale}|${context.siteConfig.i18n.locales.join(',')}|${context.i18n.localeConfigs.fr.label}`);
  };
  const Keep = () => {
    seen.push(useDocusaurusContext());
    return null;
  };
  assert.equal(renderToStaticMarkup(createElement(Probe)), '<p>en|en,fr|Français</p>');
  const fr = { name: 'fr', path: 'fr', messages: {} };
  assert.equal(renderToStaticMarkup(createElement(LocaleMessagesProvider, { locale: fr, children: createElement(Probe) })), '<p>fr|en,fr|Français</p>');
  renderToStaticMarkup(createElement(Fragment, null, createElement(Keep), createElement(Keep)));
  assert.equal(seen[0], seen[1]);
});
