import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { admonitionIconsOf, writeAdmonitionIcons } from '../importer/admonition-icons';
import { readAdmonitionIcons } from '../admonition-icons-file';
import { Admonition } from '../components/Admonition';
import { bundleSiteModule } from '../../../test/site-bundle';

function write(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}

const svg = (d: string) =>
  `import React from 'react';\nexport default function Icon(props) { return <svg viewBox="0 0 8 8" {...props}><path d="${d}" /></svg>; }\n`;

test("the admonitions' icons are the installed theme's icon modules, a site's swizzle of one first; one that imports more than React is named", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'admonition-icons-'));
  const theme = 'node_modules/@docusaurus/theme-classic';
  write(site, {
    'package.json': '{"name":"site"}',
    [`${theme}/package.json`]: '{"name":"@docusaurus/theme-classic","version":"3.9.0"}',
    ...Object.fromEntries(
      ['Note', 'Tip', 'Info', 'Warning', 'Danger'].map((name) => [`${theme}/lib/theme/Admonition/Icon/${name}.js`, svg(`M0 0h${name.length}`)]),
    ),
    'src/theme/Admonition/Icon/Tip.js': svg('M1 1h6'),
    'src/theme/Admonition/Icon/Danger.js': "import shape from '@site/src/shape';\nexport default function Icon() { return shape; }\n",
  });
  const warnings: string[] = [];
  const icons = await admonitionIconsOf(site, (file, message) => warnings.push(`${file}: ${message}`));
  assert.equal(icons.note, '<svg viewBox="0 0 8 8"><path d="M0 0h4"></path></svg>');
  assert.equal(icons.tip, '<svg viewBox="0 0 8 8"><path d="M1 1h6"></path></svg>', "the site's own");
  assert.equal(icons.danger, '<svg viewBox="0 0 8 8"><path d="M0 0h6"></path></svg>', "the installed theme's, where the swizzle does not build alone");
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /^src\/theme\/Admonition\/Icon\/Danger\.js: this swizzled icon imports more than React/);

  // Written beside the content and drawn in each admonition's heading; caution draws warning's; none: the engine's.
  writeAdmonitionIcons(site, icons);
  const html = (type: string, drawn = readAdmonitionIcons(site)) => renderToStaticMarkup(createElement(Admonition, { type, icons: drawn }, 'Body.'));
  assert.match(html('caution'), /<span class="admonitionIcon_Layout"><svg viewBox="0 0 8 8"><path d="M0 0h7"><\/path><\/svg><\/span>caution/);
  assert.match(html('note', {}), /<span class="admonitionIcon_Layout"><i class="icon icon-/);

  // A site component's Markdown, or its code's `@theme/Admonition`, drawn in the components' bundle: the same icons.
  const component = fs.mkdtempSync(path.join(os.tmpdir(), 'admonition-bundle-'));
  writeAdmonitionIcons(component, icons);
  write(component, {
    'src/components/Note.jsx': 'import Admonition from \'@theme/Admonition\';\nexport default () => <Admonition type="tip">Body.</Admonition>;\n',
  });
  const mod = await (await bundleSiteModule(component, 'src/components/Note.jsx')).load<{ default: ComponentType }>();
  assert.match(
    renderToStaticMarkup(createElement(mod.default)),
    /<span class="admonitionIcon_Layout"><svg viewBox="0 0 8 8"><path d="M1 1h6"><\/path><\/svg><\/span>/,
  );
  fs.rmSync(site, { recursive: true, force: true });
  fs.rmSync(component, { recursive: true, force: true });
});
