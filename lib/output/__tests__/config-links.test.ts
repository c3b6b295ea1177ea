import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { SiteConfig } from '../../config/site-config';
import { configLinks } from '../config-links';
import { checkLinks, idsOf } from '../link-check';

const base = JSON.parse(fs.readFileSync('site.config.json', 'utf8')) as SiteConfig;
const config: SiteConfig = {
  ...base,
  navbar: {
    ...base.navbar,
    logo: { ...base.navbar.logo, href: '/docs/' },
    items: [
      { type: 'link', label: 'Guide', href: '/docs/guide' },
      { type: 'link', label: 'Changelog', href: '/docs/changelog' },
      { type: 'dropdown', label: 'More', items: [{ type: 'link', label: 'Blog', href: '/docs/blog/' }] },
      { type: 'search' },
    ],
  },
  footer: {
    copyright: 'See <a href="/docs/legal">legal</a>',
    links: [
      {
        items: [
          { label: 'Guide', href: '/docs/guide#setup' },
          { label: '', html: '<a href="https://x.dev">x</a>' },
        ],
      },
    ],
  },
  announcement: { id: 'a', html: 'New: <a href="/docs/whats-new">read</a>' },
  redirects: [{ from: '/docs/old', to: '/docs/gone' }],
};
const text = JSON.stringify(config, null, 2);
const pages = [{ url: '/docs/guide/', source: 'guide.mdx', html: '<h2 id="install">x</h2><a href="/docs/changelog">c</a><a href="/docs/guide">g</a>' }];
const published = new Set(['/docs/', '/docs/guide/', '/docs/blog/']);
const exists = (p: string) => published.has(p) || published.has(`${p}/`);

test('every internal link of the config, named with its config line', () => {
  const links = configLinks(config, text, 'site.config.json');
  assert.deepEqual(
    links.map((l) => [l.source, l.href]),
    [
      [`site.config.json:${text.split('\n').findIndex((l) => l.includes('"href": "/docs/"')) + 1} (navbar logo)`, '/docs/'],
      [`site.config.json:${text.split('\n').findIndex((l) => l.includes('"/docs/guide"')) + 1} (navbar item "Guide")`, '/docs/guide'],
      [`site.config.json:${text.split('\n').findIndex((l) => l.includes('"/docs/changelog"')) + 1} (navbar item "Changelog")`, '/docs/changelog'],
      [`site.config.json:${text.split('\n').findIndex((l) => l.includes('"/docs/blog/"')) + 1} (navbar item "More › Blog")`, '/docs/blog/'],
      [`site.config.json:${text.split('\n').findIndex((l) => l.includes('"/docs/guide#setup"')) + 1} (footer link "Guide")`, '/docs/guide#setup'],
      [`site.config.json:${text.split('\n').findIndex((l) => l.includes('https://x.dev')) + 1} (footer html item)`, 'https://x.dev'],
      [`site.config.json:${text.split('\n').findIndex((l) => l.includes('/docs/legal')) + 1} (footer copyright)`, '/docs/legal'],
      [`site.config.json:${text.split('\n').findIndex((l) => l.includes('/docs/whats-new')) + 1} (announcement)`, '/docs/whats-new'],
      [`site.config.json:${text.split('\n').findIndex((l) => l.includes('"/docs/old"')) + 1} (redirect from /docs/old)`, '/docs/gone'],
    ],
  );
});

test('a broken config link fails once, at the config line, not on every page that shows it', () => {
  const links = configLinks(config, text, 'site.config.json');
  const report = checkLinks(pages, exists, (u) => (u === '/docs/guide/' ? idsOf(pages[0].html) : undefined), ['/docs/'], links);
  const line = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  assert.deepEqual(
    report.errors,
    [
      `site.config.json:${line('"/docs/changelog"')} (navbar item "Changelog"): links to /docs/changelog, which is not a page of the site — point it at a published page, or remove it`,
      `site.config.json:${line('/docs/legal')} (footer copyright): links to /docs/legal, which is not a page of the site — point it at a published page, or remove it`,
      `site.config.json:${line('/docs/whats-new')} (announcement): links to /docs/whats-new, which is not a page of the site — point it at a published page, or remove it`,
      `site.config.json:${line('"/docs/old"')} (redirect from /docs/old): links to /docs/gone, which is not a page of the site — point "to" at a published page, or remove the redirect`,
    ].sort(),
  );
  assert.deepEqual(report.warnings, [`site.config.json:${line('"/docs/guide#setup"')} (footer link "Guide"): anchor "#setup" does not exist on /docs/guide/`]);
});

test('routes the content index gains count as published with no change to the check', () => {
  const links = configLinks(config, text, 'site.config.json');
  const more = new Set([...published, '/docs/changelog/', '/docs/legal/', '/docs/whats-new/', '/docs/gone/']);
  const report = checkLinks(
    [],
    (p) => more.has(p) || more.has(`${p}/`),
    () => undefined,
    ['/docs/'],
    links,
  );
  assert.deepEqual(report.errors, []);
});
