import { test } from 'node:test';
import assert from 'node:assert/strict';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { prismCss } from '../prism-css';
import { PRISM_THEMES } from '../../config/prism';
import { DEFAULT_MAGIC_COMMENTS, type CodeStyle } from '../code-style';
import { highlightToHtml } from '../../mdx/highlight-code';
import { parseCodeMeta } from '../../mdx/code-meta';
import { parseSiteConfig } from '../../config/site-config';
import { BuildError } from '../../errors';

extend([a11yPlugin, mixPlugin]);

const prismStyle: CodeStyle = {
  tokens: 'prism',
  magicComments: [...DEFAULT_MAGIC_COMMENTS, { className: 'code-block-error-line', line: 'this-will-error' }],
};

test('a prism theme becomes CSS: plain colours on the block, token colours on .token.*, the dark theme under [data-theme=dark]', () => {
  const css = prismCss({ theme: 'github', darkTheme: 'dracula' }, true);
  assert.match(css, /^\.code-block\{--prism-color:#393A34;--prism-background-color:#f6f8fa;/m);
  assert.match(css, /^\[data-theme='dark'\] \.code-block\{--prism-color:#F8F8F2;--prism-background-color:#282a36;/m);
  // github's keyword (#00009f) and dracula's (rgb(189, 147, 249), italic) are readable as they are.
  assert.match(css, /^\.shiki \.token\.keyword\{color:#00009f/m);
  assert.match(css, /^\[data-theme='dark'\] \.shiki \.token\.keyword\{color:rgb\(189, 147, 249\);font-style:italic\}/m);
  // A type only one theme styles is undone in the other mode.
  assert.match(css, /^\.shiki \.token\.keyword\{color:#00009f;font-style:normal\}/m);
});

test('every token colour reaches 4.5:1 on its block and on a highlighted line (too light ones are moved)', () => {
  for (const [light, dark] of [
    ['github', 'dracula'],
    ['vsLight', 'vsDark'],
    ['oneLight', 'oneDark'],
    ['duotoneLight', 'nightOwl'],
  ]) {
    const css = prismCss({ theme: light, darkTheme: dark }, true);
    for (const [theme, prefix] of [
      [light, '^'],
      [dark, "^\\[data-theme='dark'\\] "],
    ]) {
      const bg = colord(new RegExp(`${prefix}\\.code-block\\{--prism-color:[^;]+;--prism-background-color:([^;]+);`, 'm').exec(css)![1]);
      // A highlighted line lays 10% black over a light block.
      const shaded = bg.isDark() ? bg : bg.mix('#000000', 0.1);
      for (const m of css.matchAll(new RegExp(`${prefix}\\.shiki \\.token\\.[\\w-]+\\{color:([^;}]+)`, 'gm'))) {
        if (m[1] === 'inherit') continue;
        assert.ok(colord(m[1]).contrast(shaded) >= 4.5, `${theme}: ${m[0]} on ${bg.toHex()}`);
      }
    }
  }
  // github's comment colour (#999988) is too light on #f6f8fa: it is darkened, not kept.
  assert.doesNotMatch(prismCss({ theme: 'github' }, false), /#999988/);
});

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
