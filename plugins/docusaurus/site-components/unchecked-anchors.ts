/**
 * Docusaurus checks the links of its `<Link>` (and so Markdown links, which MDX renders with it), not
 * an `<a href>` that a component writes itself: `<a href="/docs/subscriptions">` in a site component
 * builds with Docusaurus whatever it points at (its eslint rule no-html-links says as much). The
 * engine checks the links of the exported HTML, so the anchors the site's components and packages
 * render through React's JSX runtime carry Docusaurus' own opt-out, `data-noBrokenLinkCheck`
 * (lib/output/link-check.ts; written in lower case, as React wants a data attribute). The engine's components, the `@docusaurus/Link` shim among them,
 * keep React's runtime: their links are checked.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'site-jsx-runtime';
const ENGINE_DIRS = ['components', 'lib', 'app', 'plugins'].map((d) => path.join(process.cwd(), d) + path.sep);

const RUNTIME = [
  "import { Fragment, jsx as __jsx, jsxs as __jsxs } from 'react/jsx-runtime';",
  'const unchecked = (type, props) =>',
  "  type === 'a' && props && typeof props.href === 'string' && !('data-noBrokenLinkCheck' in props) && !('data-nobrokenlinkcheck' in props)",
  "    ? { ...props, 'data-nobrokenlinkcheck': true }",
  '    : props;',
  'export { Fragment };',
  'export const jsx = (type, props, key) => __jsx(type, unchecked(type, props), key);',
  'export const jsxs = (type, props, key) => __jsxs(type, unchecked(type, props), key);',
].join('\n');

export function uncheckedAnchorsPlugin(): Plugin {
  return {
    name: NAMESPACE,
    setup(b) {
      // (A file's import: not this module's own, nor the shared React's, nor a Markdown file's compiled for a
      // component, whose links Docusaurus renders with Link and checks.)
      b.onResolve({ filter: /^react\/jsx-runtime$/ }, (args) =>
        args.namespace === 'file' && !ENGINE_DIRS.some((d) => args.importer.startsWith(d)) ? { path: 'react/jsx-runtime', namespace: NAMESPACE } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: RUNTIME, loader: 'js' }));
    },
  };
}
