/** The checker's list of tags (lib/mdx/known-components.ts) is the registry's, so the check accepts what renders. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mdxComponents } from '../registry';
import { REGISTRY_COMPONENT_NAMES } from '../../../lib/mdx/known-components';

test('known components: the checker knows exactly the registry components (capitalised names)', () => {
  const registry = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name));
  assert.deepEqual([...REGISTRY_COMPONENT_NAMES].sort(), registry.sort());
});
