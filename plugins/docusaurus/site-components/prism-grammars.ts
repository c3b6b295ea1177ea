/**
 * The site's own highlighter: under Docusaurus every code block is tokenized by prism-react-renderer's
 * Prism, the copy the installed theme-classic imports (2.x `Prism`, 1.x `defaultProps.Prism`), taught
 * by `@theme/prism-include-languages` (the theme's, loading `themeConfig.prism.additionalLanguages` from
 * prismjs, or the site's swizzle: zenstack's `zmodel`, ory's Keto tuples); a language it lacks is
 * plain text, one `token plain` a line. The module built here runs that same code, and the page pass asks it for every block's
 * tokens (the manifest's `grammars`: lib/mdx/highlight-code.ts), so the tokens are Docusaurus' own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { bundleOptions, SERVER_BUILD, addMetafileInputs, type BundleInputs } from './bundle';
import { siteThemeAliases } from './theme-aliases';
import type { DocusaurusSiteConfig } from './site-config-view';
import type { DocusaurusFiles } from '../files';
import { bundleStamp, type BundleInputsRecord } from './component-cache';
import { taughtPrism, teachesPrism } from './code-block-place';
import { BuildError, GENERATED_DIR, readCacheJson, writeCacheJson, type SiteComponentsManifest } from '../../../lib/api/build';

const ROOT = process.cwd();
/** The engine's prism-react-renderer 2: its `normalizeTokens` (1.x does not export it; the lines it makes are the same). */
const engineRenderer = (): string => createRequire(path.resolve(ROOT, 'package.json')).resolve('prism-react-renderer');

/** What the module is made of: the prism-react-renderer whose Prism it runs. */
export interface SitePrism {
  /** The one the site's theme imports, else the engine's. */
  renderer: string;
}

/** The site's Prism, where the site has a highlighter of its own (an installed classic theme, or a prism-include-languages swizzle). */
export function sitePrism(siteRoot: string): SitePrism | undefined {
  const aliases = siteThemeAliases(siteRoot);
  if (!teachesPrism(siteRoot, aliases)) return undefined;
  const installed = aliases.last.get('prism-include-languages');
  try {
    // (Resolved from the theme's own module, as its CodeBlock and client module import it.)
    if (installed) return { renderer: createRequire(installed).resolve('prism-react-renderer') };
  } catch {
    // (A theme whose prism-react-renderer is not installed: the engine's.)
  }
  return { renderer: engineRenderer() };
}

const entry = ({ renderer }: SitePrism): string =>
  [
    ...taughtPrism(renderer),
    `import { normalizeTokens } from ${JSON.stringify(engineRenderer())};`,
    // (As prism-react-renderer's Highlight tokenizes: a language Prism lacks is one plain token a line.)
    '/** The lines of `code` as Prism tokens of `lang`. */',
    'export function tokenize(code, lang) {',
    '  const grammar = Prism.languages[lang];',
    '  return normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);',
    '}',
  ].join('\n');

/**
 * Builds the site's highlighter into the generated folder (`outDir`) and names it in `manifest` (its
 * manifest.json there too); none where the site has no Prism of its own. A grammar that does not
 * build stops the build at its file:line, as Docusaurus' client bundle does. Built again only when
 * what it read changed (the build's prepare after the import's: ./component-cache.ts).
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
  const prism = sitePrism(siteRoot);
  if (prism) {
    const stamped = { prism, site, inputs };
    const record = path.join(outDir, 'grammars-inputs.json');
    const last = readCacheJson<BundleInputsRecord>(record);
    if (!(last && fs.existsSync(outfile) && bundleStamp(ROOT, stamped, last.files, last.dirs) === last.stamp)) {
      const read = new Set<string>();
      await buildGrammars(prism, siteRoot, site, modules, inputs, outfile, read);
      const files = [...read].sort();
      const dirs = [...new Set(files.filter((f) => !f.split(path.sep).includes('node_modules')).map((f) => path.dirname(f)))].sort();
      writeCacheJson(record, { stamp: bundleStamp(ROOT, stamped, files, dirs), files, dirs });
    }
    manifest.grammars = outfile;
  }
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
}

async function buildGrammars(
  prism: SitePrism,
  siteRoot: string,
  site: DocusaurusSiteConfig,
  modules: DocusaurusFiles,
  inputs: BundleInputs,
  outfile: string,
  read: Set<string>,
): Promise<void> {
  const outDir = path.dirname(outfile);
  const result = await build({
    ...bundleOptions(siteRoot, site, modules, { ...inputs, server: true, outDir }),
    ...SERVER_BUILD,
    // A require the bundle leaves for Node (the theme's `prismjs/components/prism-${lang}`, which webpack
    // bundles as a context) is the site's package, found from the site as webpack finds it.
    banner: {
      js: `import { createRequire as __siteRequire } from "node:module";\nconst require = __siteRequire(${JSON.stringify(path.join(siteRoot, 'package.json'))});`,
    },
    stdin: { contents: entry(prism), resolveDir: siteRoot, loader: 'js' },
    outfile,
    metafile: true,
  }).catch((err: { errors?: { text: string; location?: { file: string; line: number } | null }[] }) => {
    const problems = (err.errors ?? []).slice(0, 10).map((e) => ({
      ...(e.location ? { file: path.relative(siteRoot, path.resolve(ROOT, e.location.file)), line: e.location.line } : {}),
      message: `${e.text} — in the languages the site teaches Prism (@theme/prism-include-languages); fix the import`,
    }));
    throw new BuildError("The site's code block languages do not compile", problems.length ? problems : [{ message: String(err) }]);
  });
  addMetafileInputs(read, result.metafile);
}
