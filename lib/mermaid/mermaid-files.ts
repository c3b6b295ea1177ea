/**
 * Mermaid for the diagrams the build cannot draw (components/behaviour/LazyBehaviours.tsx): the
 * package's own prebuilt ES modules (dist/mermaid.esm.min.mjs and its chunks, what a CDN serves),
 * published as engine files under the engine's base, /docs/mermaid/<version>/ (lib/output/engine-files.ts), instead of compiled
 * into the site's bundle. Turbopack compiling Mermaid took 24 s of a 1,000-page build's 36 s
 * compile on two cores, on every site, diagrams or not. The files are published as .js, their
 * relative imports renamed to match: the type every static host gives a module script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { enginePaths } from '../shared/site-paths';

const ENTRY = 'mermaid.esm.min.mjs';
const CHUNKS = 'chunks/mermaid.esm.min';

/** The engine's own package: its dependency, wherever the project's install put it (a site's, for pagewright). */
const enginePackage = () => path.dirname(createRequire(path.resolve(process.cwd(), 'package.json')).resolve('mermaid/package.json'));
const asJs = (file: string) => file.replace(/\.mjs$/, '.js');

/**
 * The package a site's diagrams are drawn with: the one its markdown.mermaidInBrowser names (an
 * imported site's own install, theme-mermaid's), where it has the prebuilt modules; else the engine's.
 */
export function mermaidPackage(config?: { markdown?: { mermaidInBrowser?: { package?: string } } }): string {
  const own = config?.markdown?.mermaidInBrowser?.package;
  return own && fs.existsSync(path.join(own, 'dist', ENTRY)) ? own : enginePackage();
}

/** A package's version and published files, read once per process: every diagram's figure names the version, and each file published looks itself up in the list. */
const read = new Map<string, { version: string; files: string[] }>();

function packageFacts(pkg: string): { version: string; files: string[] } {
  let facts = read.get(pkg);
  if (!facts) {
    const chunks = fs.readdirSync(path.join(pkg, 'dist', CHUNKS)).filter((f) => f.endsWith('.mjs'));
    facts = {
      version: (JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { version: string }).version,
      files: [ENTRY, ...chunks.map((f) => `${CHUNKS}/${f}`)].map(asJs),
    };
    read.set(pkg, facts);
  }
  return facts;
}

export function mermaidVersion(pkg = enginePackage()): string {
  return packageFacts(pkg).version;
}

/** The files published, as paths under the version's folder. */
export function mermaidFiles(pkg = enginePackage()): string[] {
  return packageFacts(pkg).files;
}

/** A published file's text (relative imports renamed to the .js files), or undefined for another path. */
export function mermaidFile(rel: string, pkg = enginePackage()): string | undefined {
  if (!mermaidFiles(pkg).includes(rel)) return undefined;
  const text = fs.readFileSync(path.join(pkg, 'dist', rel.replace(/\.js$/, '.mjs')), 'utf8');
  return text.replace(/(["'])(\.{1,2}\/[^"'\s]+)\.mjs\1/g, '$1$2.js$1');
}

/** The URL the browser imports Mermaid from, for a site's mount (lib/shared/site-paths.ts siteMount). */
export function mermaidModuleUrl(mount: string, pkg = enginePackage()): string {
  return `${enginePaths(mount).base}mermaid/${mermaidVersion(pkg)}/${asJs(ENTRY)}`;
}
