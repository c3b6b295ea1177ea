/**
 * The source of the warnings the engine's own remark stages give a page (`file.message`), which the
 * page pass prints (lib/check/page-check.ts). What a site's own remark plugins tell the file is not
 * printed, as Docusaurus' MDX loader does not print it.
 */
export const ENGINE_WARNING_SOURCE = 'docs-engine';
