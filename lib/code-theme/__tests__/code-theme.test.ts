import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PRISM_THEMES } from '../../config/prism';
import { DEFAULT_MAGIC_COMMENTS, type CodeStyle } from '../code-style';
import { highlightToHtml } from '../../mdx/highlight-code';
import { parseCodeMeta } from '../../mdx/code-meta';
import { parseSiteConfig } from '../../config/site-config';
import { BuildError } from '../../errors';

const prismStyle: CodeStyle = {
  tokens: 'prism',
  magicComments: [...DEFAULT_MAGIC_COMMENTS, { className: 'code-block-error-line', line: 'this-will-error' }],
};

test('under a prism theme, tokens carry prism classes and no inline colour; the theme is picked by CSS alone', async () => {
  const html = await highlightToHtml('const a = "x"; // note\nfoo(a)', 'js', parseCodeMeta(''), prismStyle);
  assert.match(html, /<span class="token keyword">const<\/span>/);
  assert.match(html, /<span class="token string"> "x"<\/span>/);
  assert.match(html, /class="token comment"/);
  assert.match(html, /class="token function">foo</);
  assert.doesNotMatch(html, /style="color/);
  assert.match(html, /^<pre class="shiki [^"]*prism-code"/);
});

test('magic comments: the default highlight, a custom class, the comment lines removed; a meta range takes the first class', async () => {
  const code = 'a = 1\n// highlight-next-line\nb = 2\n// this-will-error\nc = 3\n# this-will-error\nd = 4';
  const html = await highlightToHtml(code, 'js', parseCodeMeta('{1}'), prismStyle);
  assert.doesNotMatch(html, /highlight-next-line|this-will-error/);
  const lines = [...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(lines, [
    'line token-line hl theme-code-block-highlighted-line',
    'line token-line hl theme-code-block-highlighted-line',
    'line token-line code-block-error-line',
    'line token-line code-block-error-line',
  ]);
  // The engine's own style knows only the default comments: another directive stays as code.
  const plain = await highlightToHtml(code, 'js', parseCodeMeta(''), { tokens: 'engine', magicComments: DEFAULT_MAGIC_COMMENTS });
  assert.match(plain, /this-will-error/);
  assert.doesNotMatch(plain, /highlight-next-line/);
});

test('showLineNumbers=N numbers the lines from N', async () => {
  const html = await highlightToHtml('a\nb', 'bash', parseCodeMeta('showLineNumbers=7'), prismStyle);
  assert.match(html, /^<pre style="--start:6" class="numbered shiki/);
});

test('site.config.json prism: an unknown theme name and a bad magic comment are named', () => {
  const base = { title: 't', url: 'https://x', baseUrl: '/', titleSeparator: '|', sets: [{ id: 'docs', routeBasePath: '/docs' }], navbar: { items: [] } };
  assert.ok(parseSiteConfig({ ...base, prism: { theme: 'github', darkTheme: PRISM_THEMES.dracula } }));
  assert.throws(
    () => parseSiteConfig({ ...base, prism: { theme: 'githbu', magicComments: [{ className: 'x' }] } }),
    (err: unknown) =>
      err instanceof BuildError &&
      /"prism\.theme" names no prism-react-renderer theme \(got "githbu"\) — use one of: dracula/.test(err.message) &&
      /"prism\.magicComments\[0\]" needs a "className" and a "line" or "block"/.test(err.message),
  );
});
