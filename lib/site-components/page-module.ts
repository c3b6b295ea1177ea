/**
 * A page's own components (`export const Card = () => { const l = useLocation(); … }`), compiled
 * with the site's components. Docusaurus compiles an MDX file to a module that webpack bundles for
 * the browser (@docusaurus/mdx-loader), so a page may define React components with hooks and
 * import any module for them (`react`, `@docusaurus/router`, a package, `./Comp.js`). Here the
 * page's import and export statements become a client module of the site-components bundle, and
 * the page renders its components from there (lib/mdx/remark-imports.ts). Only when the site
 * config's `content.pageComponents` allows it (the importer sets it: Docusaurus ran that code);
 * the engine's own content keeps its page-code fence (lib/check/page-code.ts).
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { blankFrontmatter } from '../content/frontmatter';
import { preprocess } from '../mdx/preprocess';

/** An `export` of a component: a capitalised name bound to a function, class or wrapped function. */
const COMPONENT_EXPORT =
  /^export\s+(?:(?:async\s+)?function\s+[A-Z][\w$]*|class\s+[A-Z][\w$]*|(?:const|let|var)\s+[A-Z][\w$]*\s*=\s*(?:async\s+)?(?:\(|function\b|class\b|[A-Za-z_$][\w$]*\s*=>|(?:React\.)?(?:memo|forwardRef)\())/m;

/** Whether an MDX source defines a component of its own (cheap: a line test, no parse). */
export function definesComponents(source: string): boolean {
  return COMPONENT_EXPORT.test(source);
}

/** A capitalised name: what MDX renders as a component (lowercase exports may be read by the page's text, so they stay with it). */
export function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name);
}

const parser = unified().use(remarkParse).use(remarkMdx);

/**
 * The page's module code: every import and export statement of the file, in order, less imports of
 * Markdown partials (the engine inlines those into the page; a module cannot import them).
 */
export function pageModuleCode(source: string, format: 'md' | 'mdx' = 'mdx'): string {
  const tree = parser.parse(preprocess(blankFrontmatter(source), format)) as Root;
  const out: string[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const body =
      (node.data as { estree?: { body: { type: string; start: number; end: number; source?: { value: string } }[] } } | undefined)?.estree?.body ?? [];
    const base = node.position?.start.offset ?? 0;
    for (const stmt of body) {
      if (stmt.type === 'ImportDeclaration' && /\.mdx?$/.test(stmt.source?.value ?? '')) continue;
      out.push(node.value.slice(stmt.start - base, stmt.end - base));
    }
  }
  return out.join('\n') + '\n';
}
