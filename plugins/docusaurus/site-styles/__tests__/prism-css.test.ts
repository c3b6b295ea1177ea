/** A Docusaurus site's prism themes as the engine's code-block CSS: colours as the theme gives them, each readable on its block. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { prismCss } from '../prism-css';

extend([a11yPlugin, mixPlugin]);

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
