/**
 * `@import '~font-awesome/css/font-awesome.min.css'` or `url(~pkg/x.png)` in a stylesheet: webpack's
 * css-loader reads a `~` before a module name as "from node_modules" (its legacy package marker,
 * still honoured in the css-loader 6 Docusaurus 3 uses), so such a file builds with Docusaurus. Sass
 * passes a `.css` import through unchanged, so the marker reaches the CSS bundler too. esbuild has
 * no such rule: the name without its `~` is resolved as a package request.
 */
import type { Plugin } from 'esbuild';

export function tildeImportsPlugin(): Plugin {
  return {
    name: 'css-tilde-imports',
    setup(b) {
      b.onResolve({ filter: /^~[^/]/ }, async (args) => {
        if (args.kind !== 'import-rule' && args.kind !== 'url-token') return undefined;
        const found = await b.resolve(args.path.slice(1), { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        // (Not found: esbuild's own error names the specifier as written.)
        return found.errors.length ? undefined : { path: found.path, external: found.external, namespace: found.namespace, sideEffects: found.sideEffects };
      });
    },
  };
}
