import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { localeMessages } from '../locale-messages';
import { tempDir } from '../../../test/temp-dir';
import type { SiteConfig } from '../../config/site-config';

test("the messages plugins give a locale sit under the site's own code messages; the default locale has them too", () => {
  const content = tempDir('locale-messages');
  fs.mkdirSync(path.join(content, 'i18n/fr'), { recursive: true });
  fs.writeFileSync(path.join(content, 'i18n/fr/code.json'), JSON.stringify({ 'theme.admonition.note': { message: 'Note du site' } }));
  const config = { i18n: { defaultLocale: 'de', locales: ['de', 'fr'] } } as unknown as SiteConfig;
  const given: Record<string, Record<string, string>> = {
    fr: { 'theme.admonition.note': 'remarque', 'theme.admonition.tip': 'astuce' },
    de: { 'theme.admonition.note': 'Hinweis' },
  };
  const got = localeMessages(config, content, content, [], (l) => given[l] ?? {})!;
  assert.deepEqual(got.fr.code, { 'theme.admonition.note': 'Note du site', 'theme.admonition.tip': 'astuce' });
  assert.deepEqual(got.de.code, { 'theme.admonition.note': 'Hinweis' });
  // Without them, the default locale without a folder of its own has none.
  assert.equal(localeMessages(config, content, content, [])!.de, undefined);
});
