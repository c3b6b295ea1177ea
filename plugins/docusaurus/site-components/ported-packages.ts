/**
 * Docusaurus modules the engine answers in part: `@docusaurus/theme-common` and its `internal`
 * entry, and the docs and blog plugins' `client` entries. Their hooks that read the page the
 * engine draws are the engine's ports (../files.ts); every other export is the installed package's
 * own code, so a component, or a theme file the site's own theme imports (./theme-aliases.ts),
 * finds each name the package exports. The port's names shadow the package's (an explicit export
 * wins over `export *`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { installedEntry } from './installed-entry';

export const PORTED_PACKAGES: readonly string[] = [
  '@docusaurus/theme-common',
  '@docusaurus/theme-common/internal',
  '@docusaurus/plugin-content-docs/client',
  '@docusaurus/plugin-content-blog/client',
];

const NAMESPACE = 'ported-package';
const exportsOf = new Map<string, Promise<string[]>>();

/** The names a module exports (types aside: a port of the engine's, or an installed package's file), read once per process. */
function exportNames(file: string): Promise<string[]> {
  let names = exportsOf.get(file);
  if (!names) {
    names = build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      outdir: path.join(path.dirname(file), '.exports'),
      packages: 'external',
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      logLevel: 'silent',
      tsconfig: path.join(process.cwd(), 'tsconfig.json'),
      // (The port's own imports need not be read: only its export list is.)
      plugins: [
        { name: 'external', setup: (b) => b.onResolve({ filter: /^[@.]/ }, (a) => (a.path.startsWith('.') ? undefined : { path: a.path, external: true })) },
      ],
    }).then((r) => Object.values(r.metafile.outputs).find((o) => o.entryPoint)?.exports ?? []);
    exportsOf.set(file, names);
  }
  return names;
}

/**
 * The port's names that are data of the package's own, which reads no state the engine draws: where
 * the installed package has one, its own is the truth (theme-classic 3.10's MDXPage reads
 * `ThemeClassNames.pages`, which no port of an earlier version has).
 */
const INSTALLED_FIRST: ReadonlySet<string> = new Set(['ThemeClassNames']);

/** A module of the port's names and the installed module's others (an explicit export wins over `export *`). */
async function portedModule(installed: string, port: string, only?: string[]) {
  const own = new Set(await exportNames(installed));
  const names = (only ?? (await exportNames(port))).filter((n) => n !== 'default' && !(INSTALLED_FIRST.has(n) && own.has(n)));
  return {
    contents: `export * from ${JSON.stringify(installed)};\n${names.length ? `export { ${names.join(', ')} } from ${JSON.stringify(port)};\n` : ''}`,
    loader: 'js' as const,
    resolveDir: path.dirname(port),
  };
}

/**
 * Resolves a ported package's specifier to a module of the port's exports and the installed
 * package's others; `ports`: specifier → the port's absolute file. The package's own files reach
 * each other by relative paths (plugin-content-blog's structuredDataUtils imports `./contexts`):
 * there too a name the port answers is the port's, so that both read the engine's state.
 */
export function portedPackagesPlugin(siteRoot: string, ports: Readonly<Record<string, string>>): Plugin {
  // Each ported package's folder of code, with the port its files' names come from (theme-common's: its `internal` port, which holds both entries').
  const folders = PORTED_PACKAGES.flatMap((spec) => {
    const entry = ports[spec] && installedEntry(spec, siteRoot);
    const port = ports[spec === '@docusaurus/theme-common' ? '@docusaurus/theme-common/internal' : spec] ?? ports[spec];
    return entry && port ? [{ dir: path.dirname(entry) + path.sep, port }] : [];
  });
  return {
    name: 'docusaurus-ported-packages',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        const folder = args.namespace === 'file' ? folders.find((f) => args.importer.startsWith(f.dir)) : undefined;
        if (!folder) return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, namespace: NAMESPACE });
        if (found.errors.length || !found.path.startsWith(folder.dir) || !/\.[cm]?jsx?$/.test(found.path)) return undefined;
        // (Only a file that defines a name the port answers: the rest stay as they are.)
        const ported = new Set(await exportNames(folder.port));
        const shadowed = (await exportNames(found.path)).filter((n) => n !== 'default' && ported.has(n) && !INSTALLED_FIRST.has(n));
        return shadowed.length ? { path: found.path, namespace: `${NAMESPACE}-file`, pluginData: { port: folder.port, shadowed } } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: `${NAMESPACE}-file` }, (args) => portedModule(args.path, args.pluginData.port, args.pluginData.shadowed));
      b.onResolve({ filter: /^@docusaurus\/(theme-common|plugin-content-(docs|blog)\/client)/ }, (args) => {
        if (!PORTED_PACKAGES.includes(args.path) || !ports[args.path] || args.namespace === NAMESPACE) return undefined;
        const installed = installedEntry(args.path, siteRoot);
        return installed ? { path: args.path, namespace: NAMESPACE, pluginData: installed } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => portedModule(args.pluginData, ports[args.path]));
      if (folders.length) b.onLoad({ filter: folderFilter(folders.map((f) => f.dir)) }, (args) => lazyRequiresImported(args.path));
    },
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const folderFilter = (dirs: string[]) => new RegExp(`^(${dirs.map(escapeRegExp).join('|')}).*\\.m?js$`);
const LAZY_REQUIRE = new RegExp(`\\brequire\\(\\s*(['"])(${PORTED_PACKAGES.map(escapeRegExp).join('|')})\\1\\s*\\)`, 'g');

/**
 * A ported package's ES module that `require`s another inside a function, to break the cycle between
 * them (theme-common's legacy `useDocsPreferredVersion`, calling the docs plugin's client): the
 * required module's namespace, imported. Both packages load together whatever the page, and ES
 * modules' live bindings carry the cycle; left a `require`, esbuild would wrap the required module
 * and all it imports in its lazy-init form, which keeps the whole of theme-common in a page's script.
 */
function lazyRequiresImported(file: string) {
  const text = fs.readFileSync(file, 'utf8');
  if (text.search(LAZY_REQUIRE) < 0 || !/^\s*(import|export)\b/m.test(text)) return undefined;
  const specs: string[] = [];
  const contents = text.replace(LAZY_REQUIRE, (_, _q: string, spec: string) => {
    const i = specs.includes(spec) ? specs.indexOf(spec) : specs.push(spec) - 1;
    return `__portedPackage${i}`;
  });
  const imports = specs.map((spec, i) => `import * as __portedPackage${i} from ${JSON.stringify(spec)};`).join('\n');
  return { contents: `${imports}\n${contents}`, loader: 'jsx' as const, resolveDir: path.dirname(file) };
}

/**
 * The installed core's own file for `@docusaurus/X` (Docusaurus aliases each file of core's
 * client/exports: webpack/aliases loadDocusaurusAliases) where it stands alone, importing no module
 * of core's client beside it (Interpolate, constants): it runs as it is. One that reads core's
 * client state (its route context, its registry) is the engine's to answer.
 */
export function installedCoreExport(spec: string, siteRoot: string): string | undefined {
  const m = /^@docusaurus\/([\w-]+)$/.exec(spec);
  const file = m && installedEntry(`@docusaurus/core/lib/client/exports/${m[1]}.js`, siteRoot);
  return file && !/\bfrom\s*['"]\.{1,2}\//.test(fs.readFileSync(file, 'utf8')) ? file : undefined;
}
