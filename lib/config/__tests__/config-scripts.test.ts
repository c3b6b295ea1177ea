/** The config's links and HTML answer to a page's rules: no script link, and HTML that runs script only by name in content.allowHtml, each refused at its key. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { configScriptProblems } from '../config-scripts';

const base = {
  navbar: {
    logo: { alt: 'x', src: 'data:image/svg+xml;utf8,<svg/>', href: '/docs/' },
    items: [
      { type: 'link', label: 'Home', href: '/docs/' },
      { type: 'dropdown', label: 'More', items: [{ label: 'GitHub', href: 'https://github.com/x' }] },
    ],
  },
  footer: { copyright: 'Copyright © <a href="https://example.com">Example</a>', links: [{ title: 'Docs', items: [{ label: 'Intro', href: '/docs/' }] }] },
  announcement: { id: 'a', html: '<b>New</b> release', href: '/docs/new/' },
  repository: { url: 'https://github.com/x/y', branch: 'main' },
};

test('links and HTML that run no script pass, an image may be data:image/…', () => {
  assert.deepEqual(configScriptProblems(base), []);
});

test('a script link in the navbar, footer, announcement, repository or redirects is refused at its key', () => {
  const cfg = JSON.parse(JSON.stringify(base));
  cfg.navbar.items[0].href = 'javascript:alert(1)';
  cfg.navbar.items[1].items[0].href = ' VBScript:x';
  cfg.footer.links[0].items[0].href = 'data:text/html,<script>alert(1)</script>';
  cfg.announcement.href = 'java\tscript:x';
  cfg.repository.url = 'javascript:x';
  cfg.redirects = [{ from: '/old/', to: 'javascript:x' }];
  cfg.navbar.logo.src = 'data:text/html,x';
  assert.deepEqual(
    configScriptProblems(cfg).map((p) => p.split(' — ')[0]),
    [
      '"navbar.logo.src": a data: link opens a document written into the link, which can run script',
      '"navbar.items[0].href": a javascript: link runs script',
      '"navbar.items[1].items[0].href": a vbscript: link runs script',
      '"footer.links[0].items[0].href": a data: link opens a document written into the link, which can run script',
      '"announcement.href": a javascript: link runs script',
      '"repository.url": a javascript: link runs script',
      '"redirects[0].to": a javascript: link runs script',
    ],
  );
});

test("the config's raw HTML goes through content.allowHtml, as a page's does; its script links are refused", () => {
  const cfg = JSON.parse(JSON.stringify(base));
  cfg.footer.copyright = 'Copyright <script>track()</script>';
  cfg.footer.links[0].items.push({ html: '<img src="x.png" onerror="alert(1)">' });
  cfg.navbar.items.push({ type: 'html', value: '<iframe src="https://example.com"></iframe>' });
  cfg.announcement.html = 'Read <a href="javascript:alert(1)">this</a>';
  assert.deepEqual(configScriptProblems(cfg), [
    '"announcement.html": a javascript: link runs script — link to a page or a URL',
    '"footer.copyright": <script> runs script in the page — remove it, or allow it by adding "script" to "content.allowHtml" in site.config.json',
    '"footer.links[0].items[1].html": the event handler onerror on <img> runs script in the page — remove it, or allow it by adding "onerror" to "content.allowHtml" in site.config.json',
    '"navbar.items[2].value": <iframe> loads another document, which may run script, into the page — remove it, or allow it by adding "iframe" to "content.allowHtml" in site.config.json',
  ]);
  cfg.content = { allowHtml: ['script', 'onerror', 'iframe'] };
  assert.deepEqual(configScriptProblems(cfg), ['"announcement.html": a javascript: link runs script — link to a page or a URL']);
  // "*" allows every name, as on a page; a script link is refused all the same.
  assert.deepEqual(configScriptProblems({ ...cfg, content: { allowHtml: ['*'] } }), [
    '"announcement.html": a javascript: link runs script — link to a page or a URL',
  ]);
  // A data block is no script.
  cfg.announcement.html = '<script type="application/ld+json">{}</script>';
  assert.deepEqual(configScriptProblems({ ...cfg, content: {} }).length, 3);
});
