import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { readAuthorsMap } from '@/lib/blog/authors-tags';
import type { Problem } from '@/lib/errors';
import { BlogAuthorCard } from '../BlogAuthors';

test('authors.yml socials reach the author card as named links; a bad one is a problem of the file', () => {
  const problems: Problem[] = [];
  const map = readAuthorsMap(
    { mira: { name: 'Mira', socials: { github: 'mira', x: 'mira_x' } }, bo: { name: 'Bo', socials: { linkedin: 'in/bo' } } },
    'blog/authors.yml',
    '/blog/authors',
    '/',
    problems,
  );
  assert.deepEqual(problems, [{ file: 'blog/authors.yml', message: 'author "bo": socials.linkedin must be a handle or a full http(s) URL (got "in/bo")' }]);
  const html = renderToStaticMarkup(createElement(BlogAuthorCard, { author: map.mira }));
  assert.match(
    html,
    /<span class="blog-author-socials"><a href="https:\/\/github\.com\/mira" target="_blank" rel="noopener noreferrer" aria-label="Mira on GitHub">GitHub<\/a><a href="https:\/\/x\.com\/mira_x"[^>]*aria-label="Mira on X">X<\/a><\/span>/,
  );
});
