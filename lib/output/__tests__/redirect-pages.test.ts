import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REDIRECT_MARK, redirectFile, redirectPageHtml, redirectsOverPages } from '../redirect-pages';

test('a redirect page as Docusaurus writes it: refresh, canonical, and a script keeping query and hash', () => {
  const html = redirectPageHtml('/docs/new page');
  assert.ok(html.includes(REDIRECT_MARK));
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/new%20page">/);
  assert.match(html, /<link rel="canonical" href="\/docs\/new%20page" \/>/);
  assert.match(html, /window\.location\.href = "\/docs\/new%20page" \+ window\.location\.search \+ window\.location\.hash;/);
});

test('a target with its own hash or query is not given the reader’s', () => {
  assert.match(redirectPageHtml('/docs/new#part'), /window\.location\.href = "\/docs\/new#part";/);
  assert.match(redirectPageHtml('/docs/new?tab=a'), /window\.location\.href = "\/docs\/new\?tab=a";/);
});

test('a target cannot break out of the attribute or the script', () => {
  const html = redirectPageHtml('https://example.com/"></script><script>alert(1)</script>');
  assert.doesNotMatch(html, /<\/script><script>/);
  assert.doesNotMatch(html, /url=[^"]*"[^>]*><\/script>/);
});

test('the file of a redirect: <from>/index.html, or <from>.html with trailingSlash false and an .html path', () => {
  assert.equal(redirectFile('/docs/old', 'auto'), 'docs/old/index.html');
  assert.equal(redirectFile('/docs/old/', undefined), 'docs/old/index.html');
  assert.equal(redirectFile('/docs/api.html', true), 'docs/api.html/index.html');
  assert.equal(redirectFile('/docs/api.html', false), 'docs/api.html.html');
  assert.equal(redirectFile('/docs/caf%C3%A9', 'auto'), 'docs/café/index.html');
  assert.equal(redirectFile('/docs/%40scope/API/', 'auto'), 'docs/@scope/API/index.html');
  assert.equal(redirectFile('/docs/100%/', 'auto'), 'docs/100%/index.html');
});

test('a redirect over a published page is an error at the config line of its "from"', () => {
  const text = '{\n  "redirects": [\n    { "from": "/docs/old", "to": "/docs/a" },\n    {\n      "from": "/docs/a",\n      "to": "/docs/b"\n    }\n  ]\n}\n';
  const problems = redirectsOverPages(
    [
      { from: '/docs/old', to: '/docs/a' },
      { from: '/docs/a', to: '/docs/b' },
    ],
    (url) => url === '/docs/a/',
    text,
    'site.config.json',
  );
  assert.deepEqual(problems, [
    {
      file: 'site.config.json',
      line: 5,
      message: 'the redirect from "/docs/a" would replace the page /docs/a/ — remove the redirect, or move or delete the page',
    },
  ]);
});
