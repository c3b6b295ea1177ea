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

const TEMPLATE_CALL = /\b(require|import)\(\s*`@site\/([^`$]*)((?:[^`]|\$\{[^}]*\})*)`\s*\)/g;

export function rewriteSiteTemplateRequires(code: string, file: string, siteRoot: string, baseUrl: string): string {
  return code.replace(TEMPLATE_CALL, (_all, call: string, prefix: string, rest: string) => {
    if (prefix.startsWith('static/')) {
      const url = `${baseUrl.replace(/\/$/, '')}/${prefix.slice('static/'.length)}${rest}`;
      const value = `{ default: \`${url}\`, __esModule: true }`;
      return call === 'import' ? `Promise.resolve(${value})` : `(${value})`;
    }
    let rel = path.relative(path.dirname(file), path.join(siteRoot, prefix)).split(path.sep).join('/');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    if (prefix.endsWith('/') && !rel.endsWith('/')) rel += '/';
    return `${call}(\`${rel}${rest}\`)`;
  });
}

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'jsx', '.jsx': 'jsx', '.mjs': 'jsx', '.cjs': 'jsx' } as const;

export function siteTemplateRequirePlugin(siteRoot: string, baseUrl: string): Plugin {
  return {
    name: 'site-template-requires',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`) || !args.path.startsWith(siteRoot)) return undefined;
        const code = fs.readFileSync(args.path, 'utf8');
        if (!code.includes('`@site/')) return undefined;
        return {
          contents: rewriteSiteTemplateRequires(code, args.path, siteRoot, baseUrl),
          loader: LOADERS[path.extname(args.path) as keyof typeof LOADERS],
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
