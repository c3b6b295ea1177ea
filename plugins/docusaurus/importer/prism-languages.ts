/**
 * The languages a Docusaurus site's code blocks are highlighted in: theme-classic's CodeBlock asks
 * prism-react-renderer's Prism for the block's language by name, and a language it lacks is plain
 * text (a ```bash block, without `additionalLanguages: ['bash']`, under Docusaurus 3). Read by
 * running the site's own install: its theme's prism-react-renderer (2.x `Prism`, 1.x
 * `defaultProps.Prism`), taught the config's `additionalLanguages` as theme-classic's
 * prism-include-languages teaches it (prismjs' components on `globalThis.Prism`), aliases and all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

type PrismLike = { languages: Record<string, unknown> };

const theirPrism = (mod: { Prism?: PrismLike; defaultProps?: { Prism?: PrismLike } }) => mod.Prism ?? mod.defaultProps?.Prism;

/** Whether the site draws its own prism-include-languages, which may teach Prism anything (its grammars module tokenizes the blocks). */
const ownInclude = (siteRoot: string) =>
  ['js', 'jsx', 'ts', 'tsx'].some((e) => fs.existsSync(path.join(siteRoot, 'src', 'theme', `prism-include-languages.${e}`)));

/** The language names, sorted; undefined where the site's own code may add some, or its install has no classic theme. */
export function prismLanguages(siteRoot: string, additionalLanguages: unknown): string[] | undefined {
  if (ownInclude(siteRoot)) return undefined;
  let themeRequire: NodeJS.Require;
  let prism: PrismLike | undefined;
  try {
    themeRequire = createRequire(createRequire(path.resolve(siteRoot, 'package.json')).resolve('@docusaurus/theme-classic'));
    prism = theirPrism(themeRequire('prism-react-renderer'));
  } catch {
    return undefined;
  }
  if (!prism?.languages) return undefined;
  const global = globalThis as { Prism?: PrismLike };
  const before = global.Prism;
  global.Prism = prism;
  try {
    for (const lang of Array.isArray(additionalLanguages) ? additionalLanguages : []) {
      if (typeof lang !== 'string') continue;
      if (lang === 'php') themeRequire('prismjs/components/prism-markup-templating.js');
      themeRequire(`prismjs/components/prism-${lang}`);
    }
  } catch {
    // (A language prismjs lacks stops Docusaurus' build; the site's grammars module reports it: ../site-components/prism-grammars.ts.)
    return undefined;
  } finally {
    delete global.Prism;
    if (before !== undefined) global.Prism = before;
  }
  const languages = prism.languages;
  return Object.keys(languages)
    .filter((name) => typeof languages[name] === 'object' && languages[name] !== null)
    .sort();
}
