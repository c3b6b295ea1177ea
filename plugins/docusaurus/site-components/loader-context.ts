/**
 * What webpack's NormalModule hands a loader beside what loader-runner gives it
 * (webpack lib/NormalModule.js createLoaderContext): its options, warnings and errors, a logger
 * (`getLogger`), webpack's resolver (`resolve`, `getResolve`: enhanced-resolve, from the site's
 * install, which installs webpack, with the options a loader asks for over webpack's defaults),
 * the input file system, the hashing settings and `utils`. A loader that reads one of them
 * (sass-loader asks for a logger and a resolver) runs as under `docusaurus build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';

type Callback = (err: Error | null, result?: string | false) => void;
type Resolve = (context: string, request: string, callback?: Callback) => Promise<string | false> | void;

interface EnhancedResolve {
  ResolverFactory: { createResolver(options: Record<string, unknown>): { resolve(ctx: object, dir: string, req: string, rctx: object, cb: Callback): void } };
  CachedInputFileSystem: new (fs: typeof import('node:fs'), duration: number) => unknown;
}

/** The resolve settings of Docusaurus' webpack config (core webpack/base.ts: its extensions) over webpack's defaults (config/defaults.js), by the bundle's side. */
function resolveDefaults(side: 'client' | 'server'): Record<string, unknown> {
  return {
    extensions: ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'],
    conditionNames:
      side === 'server'
        ? ['webpack', 'production', 'node', 'import', 'require', 'module']
        : ['webpack', 'production', 'browser', 'import', 'require', 'module'],
    mainFields: side === 'server' ? ['module', 'main'] : ['browser', 'module', 'main'],
    aliasFields: side === 'server' ? [] : ['browser'],
    exportsFields: ['exports'],
    mainFiles: ['index'],
    modules: ['node_modules'],
  };
}

/** webpack's own resolver from the site's install (its own folder's, then the imported folder's, as the loaders are found); undefined where it has none. */
function enhancedResolve(roots: readonly string[]): EnhancedResolve | undefined {
  for (const root of roots)
    for (const request of ['enhanced-resolve', 'webpack/node_modules/enhanced-resolve'])
      try {
        return createRequire(path.resolve(root, 'package.json'))(request) as EnhancedResolve;
      } catch {
        // (The next place.)
      }
  return undefined;
}

/** A resolve function of webpack's loader context: with a callback as webpack calls it, else a promise. */
function resolverOf(roots: readonly string[], side: 'client' | 'server', options: Record<string, unknown> = {}): Resolve {
  const lib = enhancedResolve(roots);
  const resolver = lib?.ResolverFactory.createResolver({
    fileSystem: new lib.CachedInputFileSystem(fs, 4000),
    ...resolveDefaults(side),
    ...options,
  });
  const run = (context: string, request: string, callback: Callback) => {
    if (!resolver)
      return callback(new Error(`cannot resolve "${request}": webpack's resolver (enhanced-resolve) is not installed in the site — install its packages`));
    resolver.resolve({}, context, request, {}, callback);
  };
  return (context, request, callback) => {
    if (callback) return run(context, request, callback);
    return new Promise<string | false>((resolve, reject) => run(context, request, (err, result) => (err ? reject(err) : resolve(result ?? false))));
  };
}

/** webpack's Logger methods: its errors and warnings are the build's warnings, the rest is quiet, as under a build's default `infrastructureLogging`. */
function loggerOf(name: string, warn: (text: string) => void): Record<string, (...args: unknown[]) => void> {
  const quiet = () => undefined;
  const methods = [
    'info',
    'log',
    'debug',
    'trace',
    'group',
    'groupCollapsed',
    'groupEnd',
    'profile',
    'profileEnd',
    'time',
    'timeLog',
    'timeEnd',
    'timeAggregate',
    'timeAggregateEnd',
    'status',
    'clear',
  ];
  return {
    ...Object.fromEntries(methods.map((m) => [m, quiet])),
    error: (...args) => warn(`${name}: ${args.map(String).join(' ')}`),
    warn: (...args) => warn(`${name}: ${args.map(String).join(' ')}`),
  };
}

/** A request relative to `context` as webpack's identifier utilities write it, and back. */
/** One absolute path of a request relative to `context`, as webpack writes it: `./` before a path that does not climb. */
const relativeRequest = (context: string, file: string) => {
  const rel = path.relative(context, file);
  return rel.startsWith('.') ? rel : `./${rel}`;
};
const contextify = (context: string, request: string) =>
  request
    .split('!')
    .map((part) => (path.isAbsolute(part) ? relativeRequest(context, part) : part))
    .join('!');
const absolutify = (context: string, request: string) =>
  request
    .split('!')
    .map((part) => (part.startsWith('./') || part.startsWith('../') ? path.join(context, part) : part))
    .join('!');

/** The members webpack adds to a loader's context, for the bundle's `side`, the site at `roots[0]` (then its imported folder); `warn` takes what the loader reports. */
export function webpackLoaderContext(roots: readonly string[], side: 'client' | 'server', warn: (text: string) => void): Record<string, unknown> {
  return {
    version: 2,
    rootContext: roots[0],
    mode: 'production',
    target: side === 'server' ? 'node' : 'web',
    sourceMap: false,
    webpack: true,
    fs,
    hashFunction: 'xxhash64',
    hashDigest: 'hex',
    hashDigestLength: 16,
    emitWarning: (w: unknown) => warn(w instanceof Error ? w.message : String(w)),
    emitError: (e: unknown) => warn(e instanceof Error ? e.message : String(e)),
    getLogger: (name?: string) => loggerOf(name ?? 'loader', warn),
    resolve: resolverOf(roots, side),
    getResolve: (options?: Record<string, unknown>) => resolverOf(roots, side, options),
    // (A build dependency is webpack's cache's concern; the live preview watches what the loaders read.)
    addBuildDependency: () => undefined,
    utils: {
      contextify,
      absolutify,
      createHash: (type?: string) => crypto.createHash(type && crypto.getHashes().includes(type) ? type : 'sha256'),
    },
  };
}
