import { test } from 'node:test';
import assert from 'node:assert/strict';
import { settleHelmetTags } from '../helmet-head';
import { helmetKind } from '../shared/helmet-kind';

test("a tag's kind is helmet's: a meta's last primary attribute, a canonical link's rel, a stylesheet's href", () => {
  assert.equal(
    helmetKind('meta', [
      ['name', 'twitter:card'],
      ['content', 'summary'],
    ]),
    'meta\0name\0twitter:card',
  );
  assert.equal(
    helmetKind('meta', [
      ['property', 'OG:Title'],
      ['content', 'x'],
    ]),
    'meta\0property\0og:title',
  );
  assert.equal(helmetKind('meta', [['charSet', 'utf-8']]), 'meta\0charset\0utf-8');
  assert.equal(
    helmetKind('link', [
      ['rel', 'canonical'],
      ['href', 'https://x.dev/a'],
    ]),
    'link\0rel\0canonical',
  );
  assert.equal(
    helmetKind('link', [
      ['rel', 'alternate'],
      ['href', 'https://x.dev/a'],
      ['hrefLang', 'en'],
    ]),
    'link\0href\0https://x.dev/a',
  );
  assert.equal(
    helmetKind('link', [
      ['rel', 'stylesheet'],
      ['href', '/a.css'],
    ]),
    'link\0href\0/a.css',
  );
  assert.equal(helmetKind('meta', [['content', 'x']]), undefined);
});

test("of a page's tags of one kind, the deepest Head's stay: the page's own over its Layout's, the Layout's over the site's", () => {
  const head = [
    '<meta name="twitter:card" content="summary_large_image"/>',
    '<meta property="og:locale:alternate" content="zh_CN"/>',
    '<meta property="og:locale:alternate" content="fr"/>',
    '<link rel="canonical" href="https://x.dev/a"/>',
    '<meta property="og:title" content="A | Site"/>',
    '<meta data-head-depth="2" name="twitter:card" content="summary"/>',
    '<link rel="canonical" href="https://x.dev/b" data-head-depth="2"/>',
    '<meta property="og:title" content="Layout" data-head-depth="1"/>',
    '<meta name="description" content="Own" data-head-depth="1"/>',
  ].join('');
  assert.equal(
    settleHelmetTags(head),
    [
      '<meta property="og:locale:alternate" content="zh_CN"/>',
      '<meta property="og:locale:alternate" content="fr"/>',
      '<meta data-head-depth="2" name="twitter:card" content="summary"/>',
      '<link rel="canonical" href="https://x.dev/b" data-head-depth="2"/>',
      '<meta property="og:title" content="Layout" data-head-depth="1"/>',
      '<meta name="description" content="Own" data-head-depth="1"/>',
    ].join(''),
  );
  // The title: the deepest Head's (a PageMetadata beside the Layout, over SiteMetadataDefaults' site title).
  assert.equal(
    settleHelmetTags('<title>Answer</title><title data-head-depth="1">Blog | Answer</title><title data-head-depth="0">Answer</title><meta name="a"/>'),
    '<title data-head-depth="1">Blog | Answer</title><meta name="a"/>',
  );
  // (Two Heads at one depth keep both tags; a head no Head wrote into is as it was.)
  const tie = '<meta name="a" content="1" data-head-depth="1"/><meta name="a" content="2" data-head-depth="1"/>';
  assert.equal(settleHelmetTags(tie), tie);
  const none = '<meta name="a" content="1"/><meta name="a" content="2"/>';
  assert.equal(settleHelmetTags(none), none);
});
