/**
 * A code block is highlighted only in a language the site's Prism knows, as theme-classic's
 * CodeBlock asks prism-react-renderer for it: the languages read from the site's own install
 * (plugins/docusaurus/importer/prism-languages.ts) become site.config.json `prism.languages`, and a
 * block in another language is plain text (a ```bash block without `additionalLanguages: ['bash']`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CLASSIC_SITE, docusaurusInstall } from '../../test/docusaurus-install';
import { tempDir } from '../../test/temp-dir';
import { prismLanguages } from '../../plugins/docusaurus/importer/prism-languages';
import { highlightToHtml } from '../../lib/mdx/highlight-code';
import { parseCodeMeta } from '../../lib/mdx/code-meta';
import { codeStyleOf } from '../../lib/code-theme/code-style';
import { prismProblems } from '../../lib/config/prism';

test("the site's Prism languages: its prism-react-renderer's, then its additionalLanguages with their aliases", { timeout: 240_000 }, () => {
  const site = docusaurusInstall('3.10.2', CLASSIC_SITE);
  // (In this order: the second call teaches the site's Prism bash, for good, as the theme does.)
  const bundled = prismLanguages(site, undefined)!;
  for (const name of ['javascript', 'js', 'jsx', 'tsx', 'yaml', 'json', 'python', 'go']) assert.ok(bundled.includes(name), name);
  for (const name of ['bash', 'sh', 'hcl', 'docker']) assert.ok(!bundled.includes(name), name);
  const taught = prismLanguages(site, ['bash', 'hcl'])!;
  for (const name of ['bash', 'sh', 'shell', 'hcl', 'javascript']) assert.ok(taught.includes(name), name);
  assert.equal(prismLanguages(tempDir('no-theme'), ['bash']), undefined, 'no classic theme installed: no list, every language highlighted');
});

test('a block in a language outside prism.languages is plain text; one inside is highlighted', async () => {
  assert.deepEqual(prismProblems({ languages: ['yaml'] }), []);
  assert.match(prismProblems({ languages: 'yaml' })[0], /"prism\.languages" must be a list/);
  const style = codeStyleOf({ prism: { theme: 'github', languages: ['yaml', 'json'] } });
  const plain = await highlightToHtml('npm install x', 'bash', parseCodeMeta(''), style);
  assert.doesNotMatch(plain, /class="token/, plain);
  assert.match(plain, /npm install x/);
  assert.match(await highlightToHtml('npm install x', 'bash', parseCodeMeta(''), codeStyleOf({ prism: { theme: 'github' } })), /class="token/);
  assert.match(await highlightToHtml('a: 1', 'yaml', parseCodeMeta(''), style), /class="token/);
});
