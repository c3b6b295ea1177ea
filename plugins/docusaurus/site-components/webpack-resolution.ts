/**
 * Docusaurus' `resolve.extensions` (core webpack/base.ts, the same in 2.x and 3.x): the extensions
 * webpack tries, in this order, for a request that names none, and for a folder's index. A folder
 * with both index.js and index.tsx is its index.js (excalidraw's dev-docs: src/components/Homepage).
 */
export const WEBPACK_EXTENSIONS = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'] as const;

/** Those of a site's component modules (JavaScript and TypeScript), in webpack's order. */
export const COMPONENT_EXTENSIONS: readonly string[] = WEBPACK_EXTENSIONS.filter((e) => e !== '.wasm' && e !== '.json');

/**
 * The conditions webpack 5 matches in a package's `exports` for Docusaurus' client build (its defaults for
 * a production build, which core webpack/base.ts leaves as they are), besides `import`/`require`, the
 * target's `browser`, and `default`.
 */
export const WEBPACK_CONDITIONS = ['webpack', 'production', 'module'] as const;
