/** The file of the content folder that says how its site's docs are read where they lie (./reading.ts); none when they are copied. */
export const READING_FILE = 'in-place.json';

/** The module that reads them (./reading.ts), from the checkout's root: loaded by Node, never bundled by Next (it reaches esbuild). */
export const READING_MODULE = 'plugins/docusaurus/in-place/reading.ts';
