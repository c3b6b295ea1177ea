/**
 * The languages a site teaches Prism: under Docusaurus, theme-classic's client module runs
 * `@theme/prism-include-languages` on prism-react-renderer's Prism (the theme's loads
 * `themeConfig.prism.additionalLanguages` from prismjs; a site's swizzle adds grammars of its own,
 * zenstack's `zmodel`, ory's Keto tuples), and every code block of those languages is highlighted
 * with them. The engine highlights with its own highlighter; for a language that one lacks, the
 * page pass asks the module built here (the manifest's `grammars`: lib/mdx/highlight-code.ts),
 * which runs that same code on Prism and gives Prism's tokens.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { bundleOptions, SERVER_BUILD, type BundleInputs } from './bundle';
import { swizzledThemeModule } from './resolve';
import { siteThemeAliases } from './theme-aliases';
import type { DocusaurusSiteConfig } from './site-config-view';
import type { DocusaurusFiles } from '../files';
import { BuildError, GENERATED_DIR, type SiteComponentsManifest } from '../../../lib/api/build';

const ROOT = process.cwd();
/** The engine's prism-react-renderer 2, whose `Prism` and `normalizeTokens` the module uses whatever version the site has (1.x exports neither). */
const prismRenderer = (): string => createRequire(path.join(ROOT, 'package.json')).resolve('prism-react-renderer');

/** Whether the site teaches Prism anything: its own prism-include-languages, or additional languages for the theme's. */
export function teachesPrism(siteRoot: string, site: DocusaurusSiteConfig): boolean {
  const additional = (site.themeConfig?.prism as { additionalLanguages?: unknown } | undefined)?.additionalLanguages;
  if (swizzledThemeModule(siteRoot, 'prism-include-languages')) return true;
  return Array.isArray(additional) && additional.length > 0 && siteThemeAliases(siteRoot).last.has('prism-include-languages');
}

const entry = (): string =>
  [
    `import { Prism, normalizeTokens } from ${JSON.stringify(prismRenderer())};`,
    "import prismIncludeLanguages from '@theme/prism-include-languages';",
    'prismIncludeLanguages(Prism);',
    '/** The lines of `code` as Prism tokens of `lang`, or undefined for a language Prism was not taught. */',
    'export function tokenize(code, lang) {',
    '  const grammar = Prism.languages[lang];',
    '  return grammar ? normalizeTokens(Prism.tokenize(code, grammar)) : undefined;',
    '}',
  ].join('\n');

/**
 * Builds the site's grammars module into the generated folder (`outDir`) and names it in `manifest`
 * (its manifest.json there too); none where the site teaches Prism nothing. A grammar that does not build
 * stops the build at its file:line, as Docusaurus' client bundle does.
 */
export async function addSiteGrammars(
  manifest: SiteComponentsManifest,
  siteRoot: string,
  site: DocusaurusSiteConfig,
  modules: DocusaurusFiles,
  inputs: BundleInputs,
  outDir = path.join(ROOT, GENERATED_DIR),
): Promise<void> {
  const outfile = path.join(outDir, 'grammars.mjs');
  delete manifest.grammars;
  if (teachesPrism(siteRoot, site)) {
    await build({
      ...bundleOptions(siteRoot, site, modules, { ...inputs, server: true, outDir }),
      ...SERVER_BUILD,
      // A require the bundle leaves for Node (the theme's `prismjs/components/prism-${lang}`, which webpack
      // bundles as a context) is the site's package, found from the site as webpack finds it.
      banner: {
        js: `import { createRequire as __siteRequire } from "node:module";\nconst require = __siteRequire(${JSON.stringify(path.join(siteRoot, 'package.json'))});`,
      },
      stdin: { contents: entry(), resolveDir: siteRoot, loader: 'js' },
      outfile,
    }).catch((err: { errors?: { text: string; location?: { file: string; line: number } | null }[] }) => {
      const problems = (err.errors ?? []).slice(0, 10).map((e) => ({
        ...(e.location ? { file: path.relative(siteRoot, path.resolve(ROOT, e.location.file)), line: e.location.line } : {}),
        message: `${e.text} — in the languages the site teaches Prism (@theme/prism-include-languages); fix the import`,
      }));
      throw new BuildError("The site's code block languages do not compile", problems.length ? problems : [{ message: String(err) }]);
    });
    manifest.grammars = outfile;
  }
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
}
