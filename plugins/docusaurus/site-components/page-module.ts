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
import { blankFrontmatter } from '../../../lib/api/content';
import { preprocess } from '../../../lib/api/mdx';
import type { Program } from 'estree';
import { expressionHoists, makesFunction, namesModule, valueReads, type Hoist } from './page-expressions';
import { MDX_ONLY_THEME_IMPORTS } from './docusaurus-modules';
import { blankFences, importedNames, mayUseInExpression } from './expression-names';

/**
 * An `export` of a component: a capitalised name bound to a function, class or wrapped function, or
 * the file's `export default`, which MDX makes the layout its content renders in.
 */
const COMPONENT_EXPORT =
  /^export\s+(?:default\s|(?:async\s+)?function\s+[A-Z][\w$]*|class\s+[A-Z][\w$]*|(?:const|let|var)\s+[A-Z][\w$]*\s*=\s*(?:async\s+)?(?:\(|function\b|class\b|[A-Za-z_$][\w$]*\s*=>|(?:React\.)?(?:memo|forwardRef)\())/m;

/** Whether an MDX source defines a component of its own (cheap: a line test outside code blocks, no parse). */
export function definesComponents(source: string): boolean {
  return COMPONENT_EXPORT.test(source) && COMPONENT_EXPORT.test(blankFences(source));
}

const parser = unified().use(remarkParse).use(remarkMdx);

const RUNTIME = /^(react|react-dom|@mdx-js\/react)(\/|$)/;

interface EsmStatement {
  type: string;
  start: number;
  end: number;
  source?: { value: string };
  specifiers?: { type: string; local: { name: string } }[];
  declaration?: { type: string; id?: { name: string }; declarations?: { id: { type: string; name?: string } }[] } | null;
}

/**
 * `import X from 'm'` as `import * as ns from 'm'; const X = ns.default;`: webpack (Docusaurus)
 * builds a page whose default import a module lacks, with a warning, X being undefined; esbuild
 * would refuse the module. Other bindings of the statement stay as written.
 */
function defaultImportRead(text: string, stmt: EsmStatement, n: number): string {
  const def = stmt.type === 'ImportDeclaration' ? stmt.specifiers?.find((s) => s.type === 'ImportDefaultSpecifier') : undefined;
  if (!def || !stmt.source) return text;
  const ns = `__pageImport${n}`;
  const spec = JSON.stringify(stmt.source.value);
  const others = text.replace(/^import\s+[A-Za-z_$][\w$]*\s*,\s*/, 'import ');
  return [`import * as ${ns} from ${spec};`, `const ${def.local.name} = ${ns}.default;`, ...(others !== text ? [others] : [])].join(' ');
}

/**
 * The page's module: its import and export statements (less imports of Markdown partials, which
 * the engine inlines into the page, and of the theme components only the engine's MDX renderer
 * has: @theme/DocCardList), and the components its expressions that use imported modules become
 * (./page-expressions.ts). A partial the page reads as a value (`code={{ 'index.html': IndexHtml }}`)
 * is a component there, as mdx-loader makes every Markdown import: the module imports it (the bundle
 * compiles it, ./bundle.ts mdxContentPlugin) and the expressions that read it are hoisted.
 */
export function pageModuleParts(source: string, format: 'md' | 'mdx' = 'mdx'): { statements: string[]; hoists: Hoist[] } {
  const tree = parser.parse(preprocess(blankFrontmatter(source), format)) as Root;
  const statements: string[] = [];
  /** The local names each import statement binds, by its index in `statements`. */
  const binds = new Map<number, string[]>();
  const moduleNames = new Set<string>();
  const imported = new Set<string>();
  const partialValues = new Set<string>();
  const functionValues = new Set<string>();
  let values: Set<string> | undefined;
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const body = (node.data as { estree?: { body: EsmStatement[] } } | undefined)?.estree?.body ?? [];
    const base = node.position?.start.offset ?? 0;
    for (const stmt of body) {
      const spec = stmt.source?.value ?? '';
      const text = node.value.slice(stmt.start - base, stmt.end - base);
      if (stmt.type === 'ImportDeclaration' && /\.mdx?$/.test(spec)) {
        // (Kept only where a hoisted expression reads it: as a value, or as the element a hoisted call site is.)
        const local = stmt.specifiers?.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
        values ??= valueReads(tree);
        if (local) {
          binds.set(statements.length, [local]);
          statements.push(`import ${local} from ${JSON.stringify(spec)};`);
          moduleNames.add(local);
          if (values.has(local)) partialValues.add(local);
        }
        continue;
      }
      // (The theme components only the engine's MDX renderer has are the page's, not its module's.)
      if (stmt.type === 'ImportDeclaration' && spec in MDX_ONLY_THEME_IMPORTS) continue;
      if (stmt.type === 'ImportDeclaration' && stmt.specifiers?.length)
        binds.set(
          statements.length,
          stmt.specifiers.map((s) => s.local.name),
        );
      statements.push(defaultImportRead(text, stmt, statements.length));
      if (stmt.type === 'ImportDeclaration') {
        for (const s of stmt.specifiers ?? []) {
          moduleNames.add(s.local.name);
          if (namesModule(spec) && !RUNTIME.test(spec)) imported.add(s.local.name);
        }
      } else if (stmt.declaration) {
        const names = [stmt.declaration.id?.name, ...(stmt.declaration.declarations ?? []).map((d) => (d.id.type === 'Identifier' ? d.id.name : undefined))];
        const holdsFunction = makesFunction(stmt.declaration as unknown as Program);
        for (const name of names.filter((n): n is string => !!n)) {
          moduleNames.add(name);
          if (holdsFunction) functionValues.add(name);
        }
      }
    }
  }
  const hoists = expressionHoists(tree, moduleNames, imported, partialValues, functionValues);
  // Imports that none of its code reads are left out (the page renders those components itself), so
  // that one of them that does not compile costs the module nothing. (A word test: it may keep one too many.)
  const code = [...statements.filter((_, i) => !binds.has(i)), ...hoists.map((h) => h.code)].join('\n');
  const read = (name: string) => new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}($|[^\\w$])`).test(code);
  return { statements: statements.filter((_, i) => binds.get(i)?.some(read) ?? true), hoists };
}

/** The page's module code (pageModuleParts, joined). */
export function pageModuleCode(source: string, format: 'md' | 'mdx' = 'mdx'): string {
  const { statements, hoists } = pageModuleParts(source, format);
  return [...statements, ...hoists.map((h) => h.code)].join('\n') + '\n';
}

/**
 * Modules and partials a page imports (not data, files or React): a cheap test before a parse. A clause may span lines (`import {\n  a,\n  b,\n} from './code'`).
 */
const MODULE_IMPORT = /^import\s([^'";]*?)from\s*['"]([^'"]+)['"]/gm;

/** Whether a page's expressions use what it imports from a JavaScript module, read a partial as a value, require a module or give an element a function (./page-expressions.ts). */
export function hoistsExpressions(source: string): boolean {
  const modules = [...source.matchAll(MODULE_IMPORT)].filter(([, , spec]) => /\.mdx?$/.test(spec) || (namesModule(spec) && !RUNTIME.test(spec)));
  // (`require('@site/sidebars.js')` in an expression names a module too.)
  const requires = /\brequire\(\s*['"]/.test(source);
  const names = new Set(modules.flatMap(([, clause]) => importedNames(clause)));
  if (requires) names.add('require');
  // (A function the page makes in an expression, which an element may be given: `onPick={() => …}`.)
  for (const word of ['function', 'class']) names.add(word);
  if (!mayUseInExpression(source, names, true)) return false;
  try {
    return pageModuleParts(source).hoists.length > 0;
  } catch {
    return false;
  }
}
