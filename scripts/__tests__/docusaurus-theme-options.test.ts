/**
 * Every option of the classic theme's themeConfig applies, as its own validation schema lists them
 * (theme-classic's ThemeConfigSchema, read from the registry's package at the newest 3.x and at 2.4:
 * test/schema-keys.ts): set alone in a site's config, none is reported "not carried over" by the
 * import (plugins/docusaurus/importer/unmapped-config.ts), but those still listed here. The list only
 * shrinks: an option the engine comes to apply fails here until it leaves the list, and a new option
 * of a new Docusaurus that the engine ignores fails here until it is applied.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { tempDir } from '../../test/temp-dir';
import { schemaKeys } from '../../test/schema-keys';
import { unpackPackage } from '../lib/create-docusaurus';
import { unmappedConfig } from '../../plugins/docusaurus/importer/unmapped-config';

/** Options the engine does not apply yet (issue #72, item 3). */
const NOT_YET: readonly string[] = [];

const work = tempDir('theme-options');

/** A config with `key` (a dotted path) set, alone. */
function withKey(key: string): Record<string, unknown> {
  return key
    .split('.')
    .reverse()
    .reduce<unknown>((value, part) => ({ [part]: value }), true) as Record<string, unknown>;
}

const reported = (key: string) =>
  unmappedConfig(withKey(key)).some((line) => {
    const at = line.split(/[ :]/)[0];
    return key === at || key.startsWith(`${at}.`);
  });

for (const version of ['3.10.2', '2.4.3'])
  test(`the classic theme's options (Docusaurus ${version}) all apply, but those not yet`, { timeout: 120_000 }, () => {
    const theme = unpackPackage(work, version, '@docusaurus/theme-classic');
    const { accepted, forbidden } = schemaKeys(path.join(theme, 'lib/options.js'), 'ThemeConfigSchema', 'themeConfig');
    // (The schema is read whole: its navbar, footer, colour mode, prism and announcement bar options.)
    for (const key of [
      'themeConfig.navbar.items',
      'themeConfig.footer.links',
      'themeConfig.colorMode.defaultMode',
      'themeConfig.prism.additionalLanguages',
      'themeConfig.announcementBar.id',
    ])
      assert.ok(accepted.includes(key), `${key} in ${accepted.join(', ')}`);
    assert.ok(forbidden.length > 0, 'the options it refuses are told apart');
    assert.deepEqual(
      accepted.filter(reported),
      NOT_YET.filter((key) => accepted.includes(key)),
    );
  });
