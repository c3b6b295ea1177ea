import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isReferencePage } from '../reference-pages';
import { vclusterPlugin } from '../../plugin';

test('reference pages: one per CLI command or API resource, by their source path', () => {
  assert.ok(isReferencePage('cli/vcluster_platform_backup.mdx'));
  assert.ok(isReferencePage('cli/vcluster_certs_rotate-ca.mdx'));
  assert.ok(isReferencePage('api/resources/project/members.mdx'));
  assert.ok(!isReferencePage('cli/0-20-cli-changes.mdx'), 'a hand-written page among the commands is a guide');
  assert.ok(!isReferencePage('api/use-api.mdx'));
  assert.ok(!isReferencePage('manage/backup-restore/index.mdx'));
  assert.equal(vclusterPlugin.referencePage, isReferencePage, 'the plugin tells the engine');
});
