import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { NOT_FOUND_REDIRECT_SCRIPT } from '../head-script';

/**
 * Where the not-found page's script sends a browser at `href` (null: it stays). The script runs as
 * exported, against a `location` made by Node's WHATWG URL parser, which reads addresses as
 * browsers do (tabs and newlines dropped, `\` as `/`, `/./` removed).
 */
function redirectOf(href: string): string | null {
  const url = new URL(href);
  let target: string | null = null;
  const location = {
    href: url.href,
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => (target = new URL(to, url.href).href),
  };
  vm.runInNewContext(NOT_FOUND_REDIRECT_SCRIPT, { location, URL });
  return target;
}

test('not-found redirect: /x.html and /x/index.html go to the bare path, query and hash kept', () => {
  assert.equal(redirectOf('http://site.test/docs/x.html'), 'http://site.test/docs/x/');
  assert.equal(redirectOf('http://site.test/docs/x/index.html?tab=a#part'), 'http://site.test/docs/x/?tab=a#part');
  assert.equal(redirectOf('http://site.test/index.html'), null);
  assert.equal(redirectOf('http://site.test/docs/missing/'), null);
});

test('not-found redirect: never leaves the site, however the path is written', () => {
  const hostile = [
    'http://site.test//example.org/x.html',
    'http://site.test///example.org/x.html',
    'http://site.test/\\example.org/z.html',
    'http://site.test/\\/example.org/z.html',
    'http://site.test/%2F%2Fexample.org/x.html',
    'http://site.test/%5Cexample.org/x.html',
    'http://site.test/%5C%5Cexample.org/x.html',
    'http://site.test/\t/example.org/x.html',
    'http://site.test/\n/example.org/x/index.html',
    'http://site.test/.//example.org/x.html',
    'http://site.test/./\\example.org/x.html',
    'http://site.test/a/..//example.org/x.html',
    'http://site.test//example.org/index.html',
    'http://site.test//index.html',
    'http://site.test/%09/example.org/x.html',
  ];
  for (const href of hostile) {
    const target = redirectOf(href);
    if (target !== null) assert.equal(new URL(target).origin, 'http://site.test', `${JSON.stringify(href)} → ${target}`);
  }
  // (It still drops .html: the page it goes to is on this site.)
  assert.equal(redirectOf('http://site.test//example.org/x.html'), 'http://site.test/example.org/x/');
});
