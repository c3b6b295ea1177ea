/**
 * `pathname:///x`, Docusaurus' escape hatch for a path that is not a route (an HTML file another
 * tool writes into the output): its Link strips the protocol, puts the baseUrl in front, opens the
 * link in a new tab and never collects it for the broken-link check (isInternalUrl is false). The
 * same holds for Markdown links, link definitions and <a href>/<Link to>; a link with a target of
 * its own (target="_blank") is not collected either.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkRehype from 'remark-rehype';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import type { Root as HastRoot } from 'hast';
import remarkLinks, { pathnameLinkUrl } from '../remark-links';
import { checkPage } from '../../check/page-check';

const PAGE = [
  'See [the API](pathname:///api/Thing.html#run) and [the index][api].',
  '',
  '[api]: pathname:///api/',
  '',
  'Also <a href="pathname:///files/report.html">the report</a>, <Link to="pathname:///docs/old/">old docs</Link>,',
  '<a href="pathname:///here.html" target="_self">here</a> and <a href="/docs/nowhere/" target="_blank">a new tab</a>.',
  '',
  '[A page](/docs/real/).',
  '',
].join('\n');

test('the URL: baseUrl in front unless it is there already; a relative path is left as it is', () => {
  assert.equal(pathnameLinkUrl('pathname:///api/Thing.html', '/docs/'), '/docs/api/Thing.html');
  assert.equal(pathnameLinkUrl('pathname:///docs/v6/', '/docs/'), '/docs/v6/');
  assert.equal(pathnameLinkUrl('pathname:///api/v7', '/'), '/api/v7');
  assert.equal(pathnameLinkUrl('pathname://files/a.zip', '/docs/'), 'files/a.zip');
});

test('Markdown links, definitions and <a>/<Link> become the path under the base, in a new tab', () => {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkLinks, { source: 'content/docs/page.mdx', versionDir: 'content/docs', fileToUrl: new Map(), siteBase: '/docs/' });
  const tree = processor.runSync(processor.parse(PAGE)) as Root;
  const hast = unified()
    .use(remarkRehype, { passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement'] })
    .runSync(tree) as HastRoot;
  // (The JSX elements are React's to render: looked at in the tree below.)
  const markup = (n: { type: string; children?: unknown[] }): void => {
    if (n.children) n.children = (n.children as (typeof n)[]).filter((c) => !c.type.startsWith('mdxJsx')).map((c) => (markup(c), c));
  };
  markup(hast as Parameters<typeof markup>[0]);
  const html = toHtml(hast);
  assert.match(html, /<a href="\/docs\/api\/Thing\.html#run" target="_blank" rel="noopener noreferrer">the API<\/a>/);
  assert.match(html, /<a href="\/docs\/api\/" target="_blank" rel="noopener noreferrer">the index<\/a>/);
  assert.match(html, /<a href="\/docs\/real\/">A page<\/a>/);
  const jsx: Record<string, Record<string, unknown>> = {};
  const walk = (n: { type: string; name?: string; attributes?: { name: string; value: unknown }[]; children?: unknown[] }) => {
    if (n.type === 'mdxJsxTextElement' && n.attributes) {
      const attrs = Object.fromEntries(n.attributes.map((a) => [a.name, a.value]));
      jsx[String(attrs.href ?? attrs.to)] = attrs;
    }
    for (const c of (n.children ?? []) as (typeof n)[]) walk(c);
  };
  walk(tree as unknown as Parameters<typeof walk>[0]);
  assert.deepEqual(jsx['/docs/files/report.html'], { href: '/docs/files/report.html', target: '_blank', rel: 'noopener noreferrer' });
  assert.deepEqual(jsx['/docs/old/'], { to: '/docs/old/', target: '_blank', rel: 'noopener noreferrer' });
  assert.deepEqual(jsx['/docs/here.html'], { href: '/docs/here.html', target: '_self' }, 'a target of its own is kept');
});

test('the page pass collects none of them for the link check: only the link that opens in the page’s own tab', async () => {
  const checked = await checkPage(PAGE, 0, {
    source: 'content/docs/page.mdx',
    rootDir: process.cwd(),
    contentRoots: [path.resolve('content')],
    diagramsUrl: '/docs/img/diagrams/',
    versionDir: 'content/docs',
    fileToUrl: new Map(),
    siteBase: '/docs/',
    knownComponents: ['Link'],
    tocMin: 2,
    tocMax: 3,
  });
  assert.deepEqual(checked.problems, []);
  assert.deepEqual(
    checked.facts.links.map((l) => l.url),
    ['/docs/here.html', '/docs/real/'],
  );
});
