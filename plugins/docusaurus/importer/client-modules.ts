/**
 * The config's `clientModules`: Docusaurus' bootstrap plugin hands them to the client bundle, each
 * resolved from the site folder (core server/plugins/synthetic.ts createBootstrapPlugin, with the
 * plugin's path the site folder), and every page runs them. The import copies each module with what
 * it imports, at its path (a file outside the site folder under OUTSIDE_DIR), and names the copies
 * in site.config.json `clientModules` (plugins/docusaurus/site-components/bundle.ts compiles them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { copySiteModules, outsideCopyPath, resolveFile } from './site-files';

export interface ClientModulesRead {
  /** Paths of the imported folder, in the config's order. */
  modules: string[];
  /** Packages they import, to be installed with the components'. */
  packages: string[];
  /** Entries that name no file, as webpack would not find them either: `what — why`. */
  missing: string[];
}

export function importClientModules(raw: Record<string, unknown> | undefined, from: string, to: string, inPlace = false): ClientModulesRead {
  const entries = Array.isArray(raw?.clientModules) ? raw.clientModules : [];
  const rels: string[] = [];
  const missing: string[] = [];
  for (const entry of entries) {
    const file = typeof entry === 'string' ? resolveFile(path.resolve(from, entry)) : undefined;
    if (!file) missing.push(`${JSON.stringify(entry)} — no such module in the site folder`);
    else rels.push(path.relative(from, file));
  }
  // (Read where it lies, a client module of the site is bundled from its own file: only one outside the site is copied.)
  const packages = rels.length ? copySiteModules(from, to, rels, { inSite: !inPlace }) : [];
  const modules = rels.map((rel) => (rel.split(path.sep)[0] === '..' ? path.relative(to, outsideCopyPath(to, rel)) : rel).split(path.sep).join('/'));
  return { modules, packages, missing };
}

/**
 * The client modules of the config evaluated with the site's packages (./config.ts configWithPackages)
 * that site.config.json in `to` does not name yet, added after those it names: a config that lists
 * them with a package (`resolveGlob.sync(['./src/js/**\/*.js'])`), which the stubbed evaluation
 * cannot run, names them only here. Returns what was added and the packages they import.
 */
export function addComputedClientModules(evaluated: Record<string, unknown>, from: string, to: string, inPlace: boolean): ClientModulesRead {
  const file = path.join(to, 'site.config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { clientModules?: string[] };
  const listed = new Set(config.clientModules ?? []);
  const read = importClientModules(evaluated, from, to, inPlace);
  const modules = read.modules.filter((m) => !listed.has(m));
  if (modules.length) {
    config.clientModules = [...listed, ...modules];
    fs.writeFileSync(file, JSON.stringify(config, null, 2) + '\n');
  }
  return { ...read, modules };
}
