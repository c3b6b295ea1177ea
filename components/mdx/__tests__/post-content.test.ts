/** A post's compiled content cut as the page pass cuts its HTML (components/blog/post-content.ts, lib/blog/truncate.ts splitExcerpt). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { postParts } from '../../blog/post-content';

const Heading = (props: { id?: string; children?: string }) => createElement('h1', props);
const html = (nodes: unknown[]) => renderToStaticMarkup(createElement(Fragment, null, ...(nodes as never[])));

test('the post without its h1 and the mark, and the excerpt above the mark', () => {
  const content = createElement(
    Fragment,
    null,
    '\n',
    createElement(Heading, { id: 't' }, 'T'),
    '\n',
    createElement('p', null, 'a'),
    createElement('hr', { 'data-blog-truncate': '' }),
    createElement('p', null, 'b'),
  );
  const parts = postParts(content, Heading);
  assert.equal(html(parts.full), '\n\n<p>a</p><p>b</p>');
  assert.equal(html(parts.excerpt), '\n\n<p>a</p>');
  // Without a mark: the excerpt is all of it; an h1 later in the post stays.
  const plain = postParts(createElement(Fragment, null, createElement('p', null, 'a'), createElement('h1', null, 'later')));
  assert.equal(html(plain.excerpt), '<p>a</p><h1>later</h1>');
});
