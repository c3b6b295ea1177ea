/**
 * The code blocks a site's swizzles change: under Docusaurus every fenced block of a page renders
 * `@theme/CodeBlock` (MDXComponents/Pre, /Code), whose tree holds `CodeBlock/Content/String`,
 * `CodeBlock/Line`, `CodeBlock/Buttons/CopyButton`, `Icon/Copy`… A site that swizzles `CodeBlock`
 * has its own draw each block; one that swizzles a module in its tree has the installed theme's
 * there, which renders the swizzle (./theme-graph.ts). Any other site's fenced blocks are drawn at build
 * time, tokenized by its Prism (./prism-grammars.ts); what its components draw with `@theme/CodeBlock`
 * is the installed theme's CodeBlock (installedCodeBlockPlugin).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { ThemeAliases } from './theme-aliases';
import type { DocusaurusSiteConfig } from './site-config-view';
import { swizzlesReachedFrom } from './theme-graph';
import { isSwizzledIn, swizzledThemeModule } from './resolve';

export { CODE_BLOCK_MODULE } from '../code-block-element';

/** The site's swizzles a code block renders: `CodeBlock` itself, else those the installed theme's CodeBlock reaches. `live`: the config loads the live code blocks' theme, whose CodeBlock the engine draws (../live-codeblock.ts). */
export function codeBlockSwizzles(siteRoot: string, aliases: ThemeAliases, live: boolean): string[] {
  if (live) return [];
  const isSwizzled = isSwizzledIn(siteRoot);
  if (isSwizzled('CodeBlock')) return ['CodeBlock'];
  return aliases.last.has('CodeBlock') ? swizzlesReachedFrom('CodeBlock', aliases, isSwizzled) : [];
}

const TAUGHT = 'docs-engine-taught-code-block';

/** Whether the site has a `@theme/prism-include-languages`: its swizzle, or the installed theme's. */
export function teachesPrism(siteRoot: string, aliases: ThemeAliases): boolean {
  return swizzledThemeModule(siteRoot, 'prism-include-languages') !== undefined || aliases.last.has('prism-include-languages');
}

/**
 * A module's lines that make `Prism` the Prism of the prism-react-renderer `renderer` names (2.x
 * `Prism`, 1.x `defaultProps.Prism`), taught by `@theme/prism-include-languages` as theme-classic's
 * client module teaches it on every Docusaurus page.
 */
export const taughtPrism = (renderer: string): string[] => [
  `import * as renderer from ${JSON.stringify(renderer)};`,
  "import prismIncludeLanguages from '@theme/prism-include-languages';",
  'const Prism = renderer.Prism ?? renderer.defaultProps?.Prism ?? renderer.default?.defaultProps?.Prism;',
  'prismIncludeLanguages(Prism);',
];

/**
 * Resolves `@theme/CodeBlock` to the installed theme's where the site has none of its own (where it
 * has one, a wrapper's `@theme-original/CodeBlock`), before the engine's own CodeBlock answers it: a site component that draws code (vcluster-docs'
 * InterpolatedCodeBlock, its code computed as the reader types) gets it tokenized by the theme's Prism,
 * in the theme's markup, as under Docusaurus. The module first runs `@theme/prism-include-languages`
 * on that Prism, as the theme's client module does on every Docusaurus page. `live`: the config loads
 * the live code blocks' theme, whose CodeBlock the engine draws (../live-codeblock.ts).
 */
export function installedCodeBlockPlugin(siteRoot: string, aliases: ThemeAliases, live: boolean): Plugin {
  const file = live ? undefined : aliases.last.get('CodeBlock');
  // (Where the site swizzles CodeBlock, its own answers `@theme/CodeBlock`; a wrapper's original is the theme's, as Docusaurus' aliases give it.)
  const request = swizzledThemeModule(siteRoot, 'CodeBlock') ? /^@theme-(original|init)\/CodeBlock$/ : /^@theme\/CodeBlock$/;
  const teaches = teachesPrism(siteRoot, aliases);
  return {
    name: 'docusaurus-installed-code-block',
    setup(b) {
      if (!file) return;
      b.onResolve({ filter: request }, () => (teaches ? { path: file, namespace: TAUGHT } : { path: file }));
      b.onLoad({ filter: /.*/, namespace: TAUGHT }, (args) => ({
        // (The theme's prism-react-renderer, as its CodeBlock imports it.)
        contents: [...taughtPrism('prism-react-renderer'), `export { default } from ${JSON.stringify(args.path)};`].join('\n'),
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }));
    },
  };
}

/** `require(\`prismjs/components/prism-${lang}\`)`, as theme-classic's prism-include-languages writes it. */
const PRISM_COMPONENT = /\brequire\(\s*`prismjs\/components\/prism-\$\{([^}]+)\}`\s*\)/g;

/** The config's `themeConfig.prism.additionalLanguages` (theme-classic's validation gives [] without). */
export function additionalLanguagesOf(site: DocusaurusSiteConfig): string[] {
  const languages = (site.themeConfig?.prism as { additionalLanguages?: unknown } | undefined)?.additionalLanguages;
  return Array.isArray(languages) ? languages.filter((l): l is string => typeof l === 'string') : [];
}

/**
 * The Prism languages a module asks for by a computed name: webpack bundles `prismjs/components` as a
 * context, which theme-classic's configureWebpack narrows to the config's additionalLanguages
 * (a ContextReplacementPlugin, `^./(prism-bash|prism-hcl)$`); esbuild bundles no such context, so the
 * require becomes a lookup among those, and any other name fails as webpack's context fails it.
 */
export function prismComponentsPlugin(additionalLanguages: readonly string[]): Plugin {
  const lookup = (expr: string) =>
    `((lang) => { const m = { ${additionalLanguages.map((l) => `${JSON.stringify(l)}: () => require(${JSON.stringify(`prismjs/components/prism-${l}`)})`).join(', ')} }; ` +
    'if (!m[lang]) throw new Error("Cannot find module \'./prism-" + lang + "\'"); return m[lang](); })(' +
    expr +
    ')';
  return {
    name: 'docusaurus-prism-components',
    setup(b) {
      b.onLoad({ filter: /[\\/]prism-include-languages\.[jt]sx?$/ }, (args) => {
        const code = fs.readFileSync(args.path, 'utf8');
        if (!code.includes('prismjs/components/prism-${')) return undefined;
        return {
          contents: code.replace(PRISM_COMPONENT, (_all, expr: string) => lookup(expr)),
          resolveDir: path.dirname(args.path),
          loader: /\.tsx?$/.test(args.path) ? 'tsx' : 'jsx',
        };
      });
    },
  };
}
