/**
 * `<CodeBlock>` of `@theme/CodeBlock` in a page (components/mdx/CodeBlockSource.tsx) takes its
 * language as Docusaurus' CodeBlock does: the `language` prop, else a `language-x` class, else the
 * site's prism.defaultLanguage, else none.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { CodeBlockSource } from '../CodeBlockSource';
import { codeStyleOf } from '../../../lib/code-theme/code-style';

async function html(props: Parameters<typeof CodeBlockSource>[0]): Promise<string> {
  const { prelude } = await prerender(createElement(CodeBlockSource, props));
  return new Response(prelude).text();
}

const lang = (markup: string) => /data-lang="([^"]*)"|language-(\w+)/.exec(markup)?.slice(1).find(Boolean);

test("the language: the prop, else the class, else the site's default, else plain text", async () => {
  const bash = codeStyleOf({ prism: { defaultLanguage: 'bash' } });
  assert.equal(lang(await html({ children: 'x = 1', language: 'python', className: 'language-ruby', codeStyle: bash })), 'python');
  assert.equal(lang(await html({ children: 'x = 1', className: 'language-ruby', codeStyle: bash })), 'ruby');
  assert.equal(lang(await html({ children: 'echo hi', codeStyle: bash })), 'bash');
  assert.equal(lang(await html({ children: 'echo hi' })), 'text');
});
