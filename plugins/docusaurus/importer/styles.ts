/**
 * The site's look from its docusaurus.config: the classic theme's customCss (CSS and SCSS, after
 * Infima, which the classic theme always loads) becomes site.config.json `styles`.
 */
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { isPackageSpecifier, packageName } from '../site-components/resolve';
import { isClassicPresetName } from './presets';
import { siteSourceFiles } from './site-links';
import { isObj } from '../../../lib/api/guards';

type Obj = Record<string, unknown>;

export interface ImportedStyles {
  /** site.config.json `styles`: "infima", then the customCss files relative to the site root. */
  styles: string[];
  /** Files outside src/ (which the import copies whole) that must be copied too. */
  extraFiles: string[];
  /** npm packages whose stylesheets customCss names (`require.resolve('pkg/x.css')`): installed with the components' packages. */
  packages: string[];
  unmapped: string[];
}

/** The classic theme's options: the classic preset's `theme`, or the theme-classic entry of `themes`. */
function classicThemeOptions(raw: Obj): Obj | undefined {
  for (const preset of Array.isArray(raw.presets) ? raw.presets : []) {
    const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
    if (isClassicPresetName(name)) return isObj(options) && isObj(options.theme) ? options.theme : {};
  }
  for (const theme of Array.isArray(raw.themes) ? raw.themes : []) {
    const [name, options] = Array.isArray(theme) ? theme : [theme, {}];
    if (typeof name === 'string' && /theme-classic/.test(name)) return isObj(options) ? options : {};
  }
  return undefined;
}

/**
 * customCss as written when evaluating the config could not give it (a glob library's call is a
 * stub there): the string literals after `customCss:` in the config's source, globs expanded.
 */
function customCssFromSource(source: string, root: string): string[] {
  const at = /customCss\s*:\s*([^\n]*(?:\n\s*['"][^\n]*)*)/.exec(source);
  if (!at) return [];
  const literals = [...at[1].matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1].replace(/^\.\//, '')).filter((l) => /\.s?css$|[*?{[]/.test(l));
  const files = literals.some((l) => /[*?{[]/.test(l)) ? siteSourceFiles(root) : [];
  return literals.flatMap((l) => (/[*?{[]/.test(l) ? files.filter((f) => picomatch(l)(f) && /\.s?css$/.test(f)).sort() : [l]));
}

/** A customCss entry (relative to the site, or absolute: path.resolve() ran in the importer's cwd) → path in the site. */
function siteRelative(entry: string, root: string): string {
  if (!path.isAbsolute(entry)) return path.normalize(entry).split(path.sep).join('/');
  const inSite = path.relative(root, entry);
  if (!inSite.startsWith('..') && fs.existsSync(entry)) return inSite.split(path.sep).join('/');
  return path.relative(process.cwd(), entry).split(path.sep).join('/');
}

/** Whether the site's package.json depends on `name`. */
function declares(root: string, name: string): boolean {
  const file = path.join(root, 'package.json');
  if (!fs.existsSync(file)) return false;
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies?: Obj; devDependencies?: Obj };
  return name in { ...pkg.devDependencies, ...pkg.dependencies };
}

/**
 * A package's stylesheet (`require.resolve('pkg/dist/x.css')`, which the sandbox answers with the
 * name as written, or a path into the site's node_modules): the style entry under the imported
 * site's own node_modules, where the package is installed, and the package's name.
 */
function packageStylesheet(entry: string, root: string): { style: string; name: string } | undefined {
  const inModules = /(?:^|\/)node_modules\/(.+)$/.exec(entry)?.[1];
  const spec = inModules ?? (isPackageSpecifier(entry) && !fs.existsSync(path.join(root, entry)) && declares(root, packageName(entry)) ? entry : undefined);
  if (!spec || !/\.s?css$/.test(spec)) return undefined;
  return { style: `node_modules/${spec}`, name: packageName(spec) };
}

export function stylesFromConfig(raw: Obj, root: string, configSource = ''): ImportedStyles {
  const theme = classicThemeOptions(raw);
  if (!theme) return { styles: [], extraFiles: [], unmapped: [], packages: [] };
  const value = theme.customCss;
  const listed = typeof value === 'string' ? [value] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
  const entries = listed ?? (value === undefined ? [] : customCssFromSource(configSource, root));
  const unmapped: string[] = [];
  const styles = ['infima'];
  const extraFiles: string[] = [];
  const packages: string[] = [];
  for (const rel of entries.map((e) => siteRelative(e, root))) {
    const fromPackage = packageStylesheet(rel, root);
    if (fromPackage) {
      styles.push(fromPackage.style);
      packages.push(fromPackage.name);
    } else if (rel.startsWith('..') || !fs.existsSync(path.join(root, rel))) unmapped.push(`theme.customCss: ${rel} (not found in the site)`);
    else if (!/\.s?css$/.test(rel)) unmapped.push(`theme.customCss: ${rel} (only CSS and SCSS are compiled)`);
    else {
      styles.push(rel);
      if (!rel.startsWith('src/')) extraFiles.push(rel);
    }
  }
  if (value !== undefined && !listed && !entries.length)
    unmapped.push('theme.customCss: computed by code the import could not read; list the files in site.config.json "styles"');
  return { styles, extraFiles, unmapped, packages };
}

/** `<to>/package.json` with the packages to install (the components' and the stylesheets'); returns them. */
export function writeComponentPackages(to: string, packages: Record<string, string>): Record<string, string> {
  const pkg = { private: true, description: 'Packages the site components import', dependencies: packages };
  fs.writeFileSync(path.join(to, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
  return packages;
}
