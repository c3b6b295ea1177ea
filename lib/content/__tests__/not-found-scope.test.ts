/** A not-found page's search scope (../not-found-scope.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { notFoundSearchScope } from '../not-found-scope';
import type { ContentIndex } from '../types';

const set = (id: string, paths: Record<string, string>, locale?: { name: string; of: string }) => ({
  id,
  ...(locale ? { locale } : {}),
  versions: Object.entries(paths).map(([name, path]) => ({ name, path })),
});
const index = (...sets: ReturnType<typeof set>[]) => ({ sets }) as unknown as Pick<ContentIndex, 'sets'>;

test("a not-found page under a docs version's path is in its scope, the deepest version's; elsewhere the site's pages'", () => {
  const docsAtBase = index(set('docs', { current: '/docs/next', '2.0': '/docs' }), set('api', { current: '/docs/api' }));
  assert.deepEqual(notFoundSearchScope(docsAtBase, '/docs/404.html'), { tag: 'docs-default-2.0', version: '2.0' });
  assert.deepEqual(notFoundSearchScope(docsAtBase, '/docs/api/404.html'), { tag: 'docs-api-current', version: 'current' });
  // A locale's copy of a set is tagged as the set.
  const fr = index(set('docs.fr', { current: '/fr' }, { name: 'fr', of: 'docs' }));
  assert.deepEqual(notFoundSearchScope(fr, '/fr/404.html'), { tag: 'docs-default-current', version: 'current' });
  assert.deepEqual(notFoundSearchScope(index(set('docs', { current: '/docs' })), '/404.html'), { tag: 'default' });
});
