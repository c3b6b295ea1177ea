import { test } from 'node:test';
import assert from 'node:assert/strict';
import { authorSocials } from '../author-socials';

test("author socials by Docusaurus' rules: handles become profile URLs, URLs stay, ids may be numbers", () => {
  assert.deepEqual(authorSocials({ github: 'mira', X: 'mira_x', stackoverflow: 82609, mastodon: 'https://hachyderm.io/@mira', matrix: 'mira:matrix.org' }), [
    { platform: 'github', url: 'https://github.com/mira' },
    { platform: 'x', url: 'https://x.com/mira_x' },
    { platform: 'stackoverflow', url: 'https://stackoverflow.com/users/82609' },
    { platform: 'mastodon', url: 'https://hachyderm.io/@mira' },
    { platform: 'matrix', url: 'mira:matrix.org' },
  ]);
  assert.throws(() => authorSocials({ github: 'github.com/mira' }), /socials\.github must be a handle or a full http\(s\) URL/);
});
