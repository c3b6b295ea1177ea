import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RUN_SETTINGS_CONSTANT, runSettingsDefine, runSettingsOf } from '../run-settings';
import { linkPolicies } from '../link-policy';

test('an environment gives the run settings its variables name, and no more', () => {
  assert.deepEqual(runSettingsOf({}), { preview: false, brokenLinksWarn: false });
  assert.deepEqual(
    runSettingsOf({
      NODE_ENV: 'development',
      DOCS_CONTENT_DIR: 'site',
      DOCS_EXTRA_CONTENT: 'test/x',
      DOCS_BUILD_CONTEXT: '/p/.docs-cache/build-context.json',
      DOCS_DEV_CHANGES_FILE: '/p/.docs-cache/dev-changes.json',
      NEXT_PUBLIC_DOCS_DEV_EVENTS: 'http://127.0.0.1:3001/',
      DOCS_ON_BROKEN_LINKS: 'warn',
      DOCS_CHECK_THREADS: '3',
      DOCS_BUILD_WORKERS: '2',
      HOME: '/root',
    }),
    {
      preview: true,
      contentDir: 'site',
      extraContent: 'test/x',
      buildContextFile: '/p/.docs-cache/build-context.json',
      devChangesFile: '/p/.docs-cache/dev-changes.json',
      devEventsUrl: 'http://127.0.0.1:3001/',
      brokenLinksWarn: true,
      checkThreads: 3,
      buildWorkers: 2,
    },
  );
  // A thread count that is not a positive whole number is no setting.
  assert.equal(runSettingsOf({ DOCS_CHECK_THREADS: 'many' }).checkThreads, undefined);
  assert.equal(runSettingsOf({ DOCS_CHECK_THREADS: '0' }).checkThreads, undefined);
  for (const workers of ['two', '0', '1.5', '']) assert.equal(runSettingsOf({ DOCS_BUILD_WORKERS: workers }).buildWorkers, undefined);
});

test('Next gets the settings as one string constant holding their JSON', () => {
  const run = runSettingsOf({ DOCS_BUILD_CONTEXT: '/p/ctx.json' });
  const define = runSettingsDefine(run);
  assert.deepEqual(Object.keys(define), [RUN_SETTINGS_CONSTANT]);
  assert.deepEqual(JSON.parse(define[RUN_SETTINGS_CONSTANT]), run);
});

test('the live preview and DOCS_ON_BROKEN_LINKS=warn soften "throw" link policies; a build keeps them', () => {
  const configured = { onBrokenLinks: 'throw' as const, onBrokenAnchors: 'throw' as const };
  assert.equal(linkPolicies(configured, { preview: false, brokenLinksWarn: false }).onBrokenLinks, 'throw');
  assert.equal(linkPolicies(configured, { preview: true, brokenLinksWarn: false }).onBrokenLinks, 'warn');
  assert.equal(linkPolicies(configured, { preview: false, brokenLinksWarn: true }).onBrokenAnchors, 'warn');
});
