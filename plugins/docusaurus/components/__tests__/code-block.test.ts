import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import CodeBlock from '../CodeBlock';

test('@theme/CodeBlock in a component takes the language from className="language-x" when none is given, as Docusaurus does', () => {
  assert.match(
    renderToString(createElement(CodeBlock, { className: 'language-shell' }, 'git checkout v1')),
    /data-lang="shell"[\s\S]*class="code-lang">shell<[\s\S]*<pre[^>]*><code>git checkout v1<\/code><\/pre>/,
  );
  assert.match(renderToString(createElement(CodeBlock, { language: 'yaml', className: 'language-shell' }, 'a: 1')), /data-lang="yaml"/);
  assert.match(renderToString(createElement(CodeBlock, {}, 'plain')), /data-lang="text"/);
});
