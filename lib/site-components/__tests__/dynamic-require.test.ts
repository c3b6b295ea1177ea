import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rewriteSiteTemplateRequires } from '../dynamic-require';

test('a template require of a static file is its URL under the base; other @site prefixes become relative for the bundler', () => {
  const file = '/site/src/components/Card.js';
  const code = [
    'const a = require(`@site/static/img/blog/${cover}`).default;',
    'const b = import(`@site/static/img/${x}.png`);',
    'const c = require(`@site/src/data/${name}.json`);',
    "const d = require('@site/static/img/fixed.png');",
  ].join('\n');
  const out = rewriteSiteTemplateRequires(code, file, '/site', '/docs/');
  assert.match(out, /const a = \(\{ default: `\/docs\/img\/blog\/\$\{cover\}`, __esModule: true \}\)\.default;/);
  assert.match(out, /const b = Promise\.resolve\(\{ default: `\/docs\/img\/\$\{x\}\.png`, __esModule: true \}\);/);
  assert.match(out, /const c = require\(`\.\.\/data\/\$\{name\}\.json`\);/);
  // A plain string is the bundler's to resolve, as before.
  assert.match(out, /require\('@site\/static\/img\/fixed\.png'\)/);
});
