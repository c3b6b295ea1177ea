import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathMatches } from '../field-tree';

test('a field matches a filter when every word typed is part of its path, in any case', () => {
  assert.ok(pathMatches('spec.argoCD.sso.assignedRoles', 'assignedroles'));
  assert.ok(pathMatches('spec.argoCD.sso.assignedRoles', 'argocd roles'));
  assert.ok(pathMatches('spec.argoCD.sso.assignedRoles', 'sso.assigned'));
  assert.equal(pathMatches('spec.argoCD.sso.assignedRoles', 'argocd team'), false);
  assert.equal(pathMatches('spec.owner', '   '), false);
});
