import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lockedVersion } from '../locked-versions';

test('the version a yarn v1, yarn berry or pnpm lock resolves, the newest when there are several', () => {
  const yarnV1 = 'webpack-cli@^4.0.0:\n  version "4.10.0"\n\nwebpack@^5.73.0, webpack@^5.88.1:\n  version "5.95.0"\n  resolved "https://x"\n';
  assert.equal(lockedVersion(yarnV1, 'webpack'), '5.95.0');
  const berry =
    '"webpack@npm:^5.64.4, webpack@npm:^5.98.0":\n  version: 5.105.4\n  resolution: "webpack@npm:5.105.4"\n\n"webpackbar@npm:^6.0.1":\n  version: 6.0.1\n';
  assert.equal(lockedVersion(berry, 'webpack'), '5.105.4');
  assert.equal(lockedVersion(berry, 'webpackbar'), '6.0.1');
  const pnpm =
    'packages:\n\n  webpack@5.107.2:\n    resolution: {}\n\n  webpack@5.109.2:\n    resolution: {}\n\nsnapshots:\n  webpack@5.107.2(esbuild@0.27.7):\n';
  assert.equal(lockedVersion(pnpm, 'webpack'), '5.109.2');
  assert.equal(lockedVersion("  /webpack/5.88.2:\n  '/webpackbar@5.0.2':\n", 'webpackbar'), '5.0.2');
  assert.equal(lockedVersion(yarnV1, 'webpackbar'), undefined);
});
