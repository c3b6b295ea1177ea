/** What the checks after the export keep of a page: its links and ids, one copy each across the pages read together. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportedPage } from '../exported-page';
import { idsOf, linksOf } from '../link-check';

const page = (url: string, body: string) =>
  `<html><head><link rel="canonical" href="https://x.dev${url}"/></head><body><nav><a href="/docs/intro/">Intro</a><a href="/docs/guide/">Guide</a></nav>${body}</body></html>`;

test("a page's links and ids as the link check reads them, each string kept once for all pages", () => {
  const strings = new Map<string, string>();
  const a = page('/docs/a/', '<h2 id="set-up">Set up</h2><a href="#set-up">here</a>');
  const b = page('/docs/b/', '<h2 id="set-up">Set up</h2><a href="/docs/a/#set-up">there</a>');
  const first = exportedPage(a, strings);
  const second = exportedPage(b, strings);
  assert.deepEqual(first, { ownPage: true, links: linksOf(a), ids: idsOf(a) });
  assert.deepEqual(second, { ownPage: true, links: linksOf(b), ids: idsOf(b) });
  // The shared sidebar links and the id both pages hold are remembered once.
  assert.deepEqual([...strings.keys()].sort(), ['#set-up', '/docs/a/#set-up', '/docs/guide/', '/docs/intro/', 'set-up']);
});

test('the not-found page exported in place of a route is not its own page', () => {
  assert.equal(exportedPage(page('/404/', '<script data-not-found="">/* redirect */</script>')).ownPage, false);
});
