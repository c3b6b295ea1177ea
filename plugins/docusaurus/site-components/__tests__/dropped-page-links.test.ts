/**
 * A React page that does not compile is left out (lib/pages/compiled-pages.ts); the navbar items
 * and footer links that point at it go with it, each said, instead of failing the link check on a
 * page Docusaurus could not have built either.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dropLinksTo } from '../prepare';
import type { SiteConfig } from '../../../../lib/config/site-config';

test('navbar items, dropdown entries and footer links to a left-out page go with it; the rest stay', () => {
  const config = {
    navbar: {
      logo: { alt: '', src: '', href: '/' },
      items: [
        { type: 'link', label: 'Partners', href: '/partners' },
        { type: 'link', label: 'Docs', href: '/docs/intro' },
        { type: 'dropdown', label: 'More', items: [{ type: 'link', label: 'Partners', href: '/partners/#list' }] },
        {
          type: 'dropdown',
          label: 'Community',
          items: [
            { type: 'link', label: 'Partners', href: '/partners/' },
            { type: 'link', label: 'Blog', href: '/blog' },
          ],
        },
      ],
    },
    footer: {
      copyright: '',
      links: [
        {
          title: 'Site',
          items: [
            { label: 'Partners', href: '/partners?x=1' },
            { label: 'Blog', href: '/blog' },
          ],
        },
      ],
    },
  } as unknown as SiteConfig;
  const said: string[] = [];
  const error = console.error;
  console.error = (line: string) => void said.push(line);
  try {
    dropLinksTo(config, new Set(['/partners']));
  } finally {
    console.error = error;
  }
  assert.deepEqual(
    config.navbar.items.map((i) => (i.type === 'dropdown' ? `${i.label}: ${i.items.map((s) => s.label).join(', ')}` : 'label' in i ? i.label : i.type)),
    ['Docs', 'Community: Blog'],
  );
  assert.deepEqual(
    config.footer.links![0].items.map((l) => l.label),
    ['Blog'],
  );
  assert.equal(said.length, 4);
  assert.match(said[0], /navbar item "Partners" \(to \/partners\) is left out with its page/);
});
