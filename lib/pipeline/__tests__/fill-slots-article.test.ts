/** The build fills the article's empty slot (lib/pipeline/fill-slots.ts), whatever classes a theme layer adds to it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withArticle } from '../fill-slots';

test("the article's slot is found with the engine's class alone and with a theme layer's after it", () => {
  for (const tag of ['<div class="article-body" data-slot="article">', '<div class="article-body markdown" data-slot="article">'])
    assert.equal(withArticle(`<main><article>${tag}</div></article></main>`, '', '<p>Hi.</p>'), `<main><article>${tag}<p>Hi.</p></div></article></main>`);
  assert.equal(withArticle('<div class="article-bodyx" data-slot="article"></div>', '', '<p>Hi.</p>'), undefined, 'another class is not the slot');
  assert.equal(withArticle('<div class="article-body" data-slot="article"><p>Old.</p></div>', '', '<p>Hi.</p>'), undefined, 'a slot that holds something else');
});
