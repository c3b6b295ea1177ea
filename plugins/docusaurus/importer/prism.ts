/**
 * themeConfig.prism → site.config.json `prism`. The config is evaluated with its imports stubbed, so a
 * theme reads as the stub's path: `themes.github` of prism-react-renderer (v2, or v1's
 * `prism-react-renderer/themes/github`) becomes "github"; a theme module of the site's own
 * (`require('./src/prism/themeLight')`, often built on a named theme) is evaluated with the real
 * themes and kept as its data. magicComments are copied. Without a theme, Docusaurus' default
 * (palenight) applies, as it does there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { evaluateModule, stubPath } from './config';
import { prismLanguages } from './prism-languages';
import { codeBlockClasses } from './code-block-classes';
import { PRISM_THEMES, DEFAULT_PRISM_THEME, prismProblems, type PrismConfig, type PrismThemeData } from '../../../lib/api/config';
import { isObj } from '../../../lib/api/guards';

type Obj = Record<string, unknown>;

/** Node's resolution of a relative module from the config's folder (extension and index files). */
function localModule(spec: string, root: string): string | undefined {
  const base = path.resolve(root, spec);
  return [base, ...['.js', '.cjs', '.mjs', '.ts', '.json'].map((e) => base + e), ...['index.js', 'index.ts'].map((i) => path.join(base, i))].find(
    (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
  );
}

/** A theme's data as plain JSON, or undefined when it is not one (a stub's spread, a function). */
function themeData(value: unknown): PrismThemeData | undefined {
  if (!isObj(value) || !isObj(value.plain) || !Array.isArray(value.styles)) return undefined;
  const data = JSON.parse(JSON.stringify(value)) as PrismThemeData;
  return prismProblems({ theme: data }).length ? undefined : data;
}

async function themeOf(value: unknown, key: string, root: string, unmapped: string[]): Promise<string | PrismThemeData | undefined> {
  if (value === undefined) return undefined;
  const named = Object.entries(PRISM_THEMES).find(([, theme]) => theme === value)?.[0];
  if (named) return named;
  const at = stubPath(value)?.filter((p) => p !== 'default');
  if (at?.length) {
    const [mod, ...props] = at;
    const name = mod.startsWith('prism-react-renderer/themes/')
      ? mod.split('/').pop()!
      : mod === 'prism-react-renderer' && props[0] === 'themes'
        ? props[1]
        : undefined;
    if (name && name in PRISM_THEMES) return name;
    const file = mod.startsWith('.') ? localModule(mod, root) : undefined;
    if (file) {
      try {
        // The site's module, with the real themes it builds on.
        let loaded: unknown = await evaluateModule(file, { 'prism-react-renderer': { themes: PRISM_THEMES } });
        for (const p of props) loaded = isObj(loaded) ? loaded[p] : undefined;
        const named = Object.entries(PRISM_THEMES).find(([, theme]) => theme === loaded)?.[0];
        const data = named ?? themeData(loaded);
        if (data) return data;
      } catch {
        // Reported below.
      }
    }
    unmapped.push(`themeConfig.prism.${key}: ${at.join('.')} (not a prism-react-renderer theme the import could read; set site.config.json "prism.${key}")`);
    return undefined;
  }
  const data = themeData(value);
  if (!data) unmapped.push(`themeConfig.prism.${key}: not a theme object { plain, styles }; set site.config.json "prism.${key}"`);
  return data;
}

export async function prismFromConfig(raw: Obj, root: string): Promise<{ prism: PrismConfig; unmapped: string[] }> {
  const themeConfig = isObj(raw.themeConfig) ? raw.themeConfig : {};
  const prism = isObj(themeConfig.prism) ? themeConfig.prism : {};
  const unmapped: string[] = [];
  const theme = (await themeOf(prism.theme, 'theme', root, unmapped)) ?? DEFAULT_PRISM_THEME;
  const darkTheme = await themeOf(prism.darkTheme, 'darkTheme', root, unmapped);
  const out: PrismConfig = { theme, ...(darkTheme ? { darkTheme } : {}) };
  if (prism.magicComments !== undefined) {
    const comments = JSON.parse(JSON.stringify(prism.magicComments ?? null)) as unknown;
    if (prismProblems({ magicComments: comments }).length) unmapped.push('themeConfig.prism.magicComments (not a list of { className, line, block })');
    else out.magicComments = comments as PrismConfig['magicComments'];
  }
  if (typeof prism.defaultLanguage === 'string' && prism.defaultLanguage) out.defaultLanguage = prism.defaultLanguage;
  // (Only the languages the site's Prism knows are highlighted: ./prism-languages.ts.)
  const languages = prismLanguages(root, prism.additionalLanguages);
  if (languages) out.languages = languages;
  // (theme-classic's CodeBlock module classes on the engine's code blocks, for the site's CSS: ./code-block-classes.ts.)
  const blockClasses = await codeBlockClasses(root);
  if (blockClasses) out.blockClasses = blockClasses;
  return { prism: out, unmapped };
}
