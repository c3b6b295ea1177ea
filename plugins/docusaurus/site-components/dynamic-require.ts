/**
 * `require(\`@site/static/img/${name}\`)` in a site component: webpack (Docusaurus) bundles every file
 * the template can name as a context module and returns the one asked for at run time. esbuild does
 * that only for relative prefixes (`./dir/${x}`), so the component's template requires are rewritten
 * before esbuild reads it:
 *  - a file under `@site/static/` is the static file's URL (`{ default: '/base/img/…' }`), which is
 *    where Docusaurus serves the same image (its file-loader URL names the same bytes);
 *  - any other `@site/…` prefix becomes the path relative to the component, which esbuild bundles as
 *    webpack's context would.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isSiteFile, ownFile, siteFile, sitePathOf, type SiteFolders } from './site-folders';

const TEMPLATE_CALL = /\b(require|import)\(\s*`@site\/([^`$]*)((?:[^`]|\$\{[^}]*\})*)`\s*\)/g;

export function rewriteSiteTemplateRequires(code: string, file: string, folders: SiteFolders, baseUrl: string): string {
  return code.replace(TEMPLATE_CALL, (_all, call: string, prefix: string, rest: string) => {
    if (prefix.startsWith('static/')) {
      const url = `${baseUrl.replace(/\/$/, '')}/${prefix.slice('static/'.length)}${rest}`;
      const value = `{ default: \`${url}\`, __esModule: true }`;
      return call === 'import' ? `Promise.resolve(${value})` : `(${value})`;
    }
    let rel = path.relative(path.dirname(file), siteFile(folders, prefix)).split(path.sep).join('/');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    if (prefix.endsWith('/') && !rel.endsWith('/')) rel += '/';
    return `${call}(\`${rel}${rest}\`)`;
  });
}

const CONTEXT_CALL =
  /\brequire\.context\(\s*(['"])([^'"]+)\1\s*(?:,\s*(true|false)\s*)?(?:,\s*\/((?:\\.|[^/\\\n])+)\/([a-z]*)\s*)?(?:,\s*['"][^'"]*['"]\s*)?,?\s*\)/g;

/** A require.context the bundle cannot give as webpack does, and why. */
export class ContextError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * `require.context('./dir', recursive, /\.json$/)` (webpack's context module): the files of the folder
 * the expression matches, listed now and required one by one, as a function of their `./name` keys with
 * `keys()`, as webpack gives it. A loader prefix (`!!raw-loader!./dir`) applies to each file. A Markdown
 * file without one is an MDX module, as mdx-loader makes it (./bundle.ts mdxContentPlugin).
 */
export function rewriteRequireContexts(code: string, file: string, folders: SiteFolders): string {
  return code.replace(
    CONTEXT_CALL,
    (all, _q: string, written: string, recursive: string | undefined, source: string | undefined, flags: string | undefined, offset: number) => {
      const line = code.slice(0, offset).split('\n').length;
      const loader = /^!{0,2}[\w-]+-loader!/.exec(written)?.[0] ?? '';
      const dirSpec = written.slice(loader.length);
      // (The site's own folder where the import copied none: ./site-folders.ts.)
      const dir = dirSpec.startsWith('@site/')
        ? siteFile(folders, dirSpec.slice('@site/'.length))
        : ownFile(folders, path.resolve(path.dirname(file), dirSpec));
      if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
        throw new ContextError(`require.context("${written}"): ${sitePathOf(folders, dir)} is not a folder of the site`, line);
      const test = new RegExp(source ?? '^\\.\\/.*$', (flags ?? '').replace(/[gy]/g, ''));
      const keys: string[] = [];
      const walk = (sub: string) => {
        for (const e of fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
          const rel = sub ? `${sub}/${e.name}` : e.name;
          if (e.isDirectory()) {
            if (recursive !== 'false' && e.name !== 'node_modules') walk(rel);
          } else if (test.test(`./${rel}`)) keys.push(`./${rel}`);
        }
      };
      walk('');
      const base = path.relative(path.dirname(file), dir).split(path.sep).join('/') || '.';
      const entries = keys.map(
        (k) => `${JSON.stringify(k)}: () => require(${JSON.stringify(`${loader}${base.startsWith('.') ? base : `./${base}`}/${k.slice(2)}`)})`,
      );
      return `(() => { const m = { ${entries.join(', ')} }; const c = (k) => { if (!m[k]) throw new Error("Cannot find module '" + k + "'"); return m[k](); }; c.keys = () => Object.keys(m); c.resolve = (k) => k; c.id = ${JSON.stringify(written)}; return c; })()`;
    },
  );
}

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'jsx', '.jsx': 'jsx', '.mjs': 'jsx', '.cjs': 'jsx' } as const;

export function siteTemplateRequirePlugin(folders: SiteFolders, baseUrl: string): Plugin {
  return {
    name: 'site-template-requires',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (!isSiteFile(folders, args.path)) return undefined;
        const code = fs.readFileSync(args.path, 'utf8');
        const contexts = code.includes('require.context(');
        if (!code.includes('`@site/') && !contexts) return undefined;
        let contents = rewriteSiteTemplateRequires(code, args.path, folders, baseUrl);
        try {
          if (contexts) contents = rewriteRequireContexts(contents, args.path, folders);
        } catch (err) {
          if (!(err instanceof ContextError)) throw err;
          return { errors: [{ text: err.message, location: { file: args.path, line: err.line } }] };
        }
        return {
          contents,
          loader: LOADERS[path.extname(args.path) as keyof typeof LOADERS],
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
