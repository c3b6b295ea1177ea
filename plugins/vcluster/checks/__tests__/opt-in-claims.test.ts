import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { checkOptInClaims } from '../opt-in-claims';
import type { JsonSchema } from '../../shared/config-entries';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    integrations: {
      type: 'object',
      properties: {
        kubeVirt: {
          type: 'object',
          properties: {
            enabled: { type: 'boolean', default: false },
            webhook: { type: 'object', properties: { enabled: { type: 'boolean', default: true } } },
          },
        },
      },
    },
  },
};

const fixture = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/opt-in.mdx'), 'utf8');

test('a switch that defaults to true, presented as one to turn on, is found at its line', () => {
  const issues = checkOptInClaims(fixture, schema, ['integrations.kubeVirt']);
  assert.deepEqual(
    issues.map((i) => `${i.line}: ${i.message.split(' — ')[0]}`),
    ['7: `integrations.kubeVirt.webhook.enabled` is presented as a switch to turn on, but it defaults to `true`'],
  );
});

test('an opt-in switch that is off by default, a sentence that names the default, and code blocks pass', () => {
  const text = [
    'Set `integrations.kubeVirt.enabled: true` to turn on the integration.',
    // Turned on again after it was turned off: the sentence knows it was on.
    'Enable them again with `webhook.enabled` set to `true` if you turned them off.',
    'The webhooks are on by default; keep `integrations.kubeVirt.webhook.enabled: true` as it is.',
    '```yaml',
    'integrations.kubeVirt.webhook.enabled: true # enable',
    '```',
  ].join('\n');
  assert.deepEqual(checkOptInClaims(text, schema, ['integrations.kubeVirt']), []);
  // A path relative to the page's reference is found too.
  assert.equal(checkOptInClaims('Also enable `webhook.enabled: true` here.', schema, ['integrations.kubeVirt']).length, 1);
});
