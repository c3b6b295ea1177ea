/**
 * What `content.allowHtml` allows: raw HTML that runs script by its name (`iframe`, `onclick`,
 * `script`; case does not matter, but for `dangerouslySetInnerHTML`), or all of it with "*" (a site
 * whose pages and files were published with their HTML as written: a Docusaurus site read where it lies).
 * One rule for pages (lib/mdx/remark-raw-html.ts), the config's HTML (lib/config/config-scripts.ts)
 * and SVG files (lib/check/svg-scripts.ts).
 */
import { INNER_HTML } from './script-rules';

const nameOf = (name: string) => (name === INNER_HTML ? name : name.toLowerCase());

export function htmlAllowance(allowHtml: readonly unknown[] | undefined): (name: string) => boolean {
  const allowed = new Set((allowHtml ?? []).map((n) => nameOf(String(n))));
  return (name) => allowed.has('*') || allowed.has(nameOf(name));
}
