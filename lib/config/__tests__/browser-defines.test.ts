import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserDefines } from '../browser-defines';

test('the browser\'s constants are the site\'s values as they are: Next encodes them once itself (a mount of "/docs" is not \'"/docs"\')', () => {
  assert.deepEqual(browserDefines({ mount: '/docs', tabStoragePrefix: 'docusaurus.tab.' }, false), {
    __DOCS_TEST_HOOKS__: false,
    __DOCS_MOUNT__: '/docs',
    __DOCS_TAB_STORAGE_PREFIX__: 'docusaurus.tab.',
  });
  assert.deepEqual(browserDefines({ mount: '' }, true), { __DOCS_TEST_HOOKS__: true });
});
