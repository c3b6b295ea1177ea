/**
 * A page served by its file's URL (a host without clean URLs: `/x.html`, `/x/index.html`) is the
 * page at its own path for the components that read the location, as Docusaurus' normalizeLocation
 * gives them: the static HTML was rendered for that path, and a route match on the file's URL draws
 * another page (ory/docs' DocRoot drew its not-found content on every `.html` URL).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedPagePath } from '../site-pathname';

test('a page’s file URL is the page’s own path; any other path stays as it is', () => {
  assert.equal(servedPagePath('/kratos/configuring.html'), '/kratos/configuring');
  assert.equal(servedPagePath('/guides/setup/index.html'), '/guides/setup/');
  assert.equal(servedPagePath('/index.html'), '/');
  for (const same of ['/', '/guides/setup/', '/guides/setup', '/files/report.html.txt', '/html']) assert.equal(servedPagePath(same), same);
});
