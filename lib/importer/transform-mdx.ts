/**
 * Rewrites one Docusaurus MDX page so this engine can build it: theme imports stay, @site partials
 * become relative imports of copied files, raw-loader imports become code blocks, useBaseUrl calls
 * become plain paths, and site components without a built-in equivalent become pass-throughs.
 */
import fs from 'node:fs';
import path from 'node:path';

export const KEPT_IMPORTS = new Set(['@theme/Tabs', '@theme/TabItem', '@theme/CodeBlock', '@theme/Admonition', '@theme/Details', '@docusaurus/Link', '@theme/Heading']);

/** Site components that have a built-in equivalent here, by their local name. */
export const COMPONENT_MAP: Record<string, string> = { Admonition: 'Admonition', Details: 'Details', Tabs: 'Tabs', TabItem: 'TabItem', CodeBlock: 'CodeBlockSource', Highlight: 'Highlight' };

export interface TransformContext {
  siteRoot: string;
  baseUrl: string;
  /** Absolute path of the page in the Docusaurus tree. */
  file: string;
  /** Absolute path the page is written to. */
  outFile: string;
  /** Absolute folder of the output version (where @site partials are copied under _site/). */
  outVersionDir: string;
}

export interface TransformResult {
  text: string;
  partials: string[];
  mapped: string[];
  passedThrough: string[];
  rawFiles: string[];
  /** JSON/YAML data imports kept (the engine turns them into constants). */
  dataFiles: string[];
}

const IMPORT = /^import\s+(?:(\w+)|\{([^}]*)\})\s+from\s+['"]([^'"]+)['"];?[ \t]*$/gm;

function joinUrl(base: string, p: string): string {
  return `${base.replace(/\/$/, '')}/${p.replace(/^\//, '')}`;
}

export function transformMdx(source: string, ctx: TransformContext): TransformResult {
  const result: TransformResult = { text: source, partials: [], mapped: [], passedThrough: [], rawFiles: [], dataFiles: [] };
  const raw = new Map<string, string>();
  const passthrough = new Set<string>();
  const renames = new Map<string, string>();
  // A site component: its built-in equivalent when there is one, else a pass-through.
  const siteComponent = (name: string) => {
    if (COMPONENT_MAP[name]) {
      renames.set(name, COMPONENT_MAP[name]);
      result.mapped.push(name);
    } else {
      passthrough.add(name);
      result.passedThrough.push(name);
    }
  };
  let text = source.replace(IMPORT, (line, local: string | undefined, named: string | undefined, spec: string) => {
    if (KEPT_IMPORTS.has(spec)) return line;
    if (named !== undefined) {
      // import { A, B as C } from '@site/src/components/…': each local name is a component.
      for (const part of named.split(',').map((p) => p.trim()).filter(Boolean)) siteComponent(part.split(/\s+as\s+/).pop()!);
      return '';
    }
    if (spec === '@docusaurus/useBaseUrl') return '';
    const rawMatch = /^!!raw-loader!(.+)$/.exec(spec);
    if (rawMatch && local) {
      const target = rawMatch[1].startsWith('@site/') ? path.join(ctx.siteRoot, rawMatch[1].slice(6)) : path.resolve(path.dirname(ctx.file), rawMatch[1]);
      raw.set(local, fs.readFileSync(target, 'utf8').replace(/\n$/, ''));
      result.rawFiles.push(path.relative(ctx.siteRoot, target));
      return '';
    }
    const isData = /\.(json|ya?ml)$/.test(spec);
    if (/\.mdx?$/.test(spec) || isData) {
      if (!spec.startsWith('@site/')) {
        (isData ? result.dataFiles : result.partials).push(spec);
        return line;
      }
      const rel = spec.slice('@site/'.length);
      const copy = path.join(ctx.outVersionDir, '_site', rel);
      fs.mkdirSync(path.dirname(copy), { recursive: true });
      fs.copyFileSync(path.join(ctx.siteRoot, rel), copy);
      let relImport = path.relative(path.dirname(ctx.outFile), copy).split(path.sep).join('/');
      if (!relImport.startsWith('.')) relImport = `./${relImport}`;
      (isData ? result.dataFiles : result.partials).push(spec);
      return `import ${local} from '${relImport}';`;
    }
    if (local) siteComponent(local);
    return '';
  });

  // <CodeBlock language="yaml" title="x">{RawImport}</CodeBlock> and bare {RawImport} → fenced code.
  for (const [name, content] of raw) {
    text = text.replace(new RegExp(`<CodeBlock([^>]*)>\\s*\\{${name}\\}\\s*</CodeBlock>`, 'g'), (_all, attrs: string) => {
      const lang = /language=["']([^"']+)["']/.exec(attrs)?.[1] ?? 'text';
      const title = /title=["']([^"']+)["']/.exec(attrs)?.[1];
      return `\`\`\`${lang}${title ? ` title="${title}"` : ''}\n${content}\n\`\`\``;
    });
    text = text.replace(new RegExp(`^\\s*\\{${name}\\}\\s*$`, 'gm'), `\`\`\`text\n${content}\n\`\`\``);
  }
  // Files of static/ are served under baseUrl. Docusaurus adds it to Markdown image/link URLs
  // and to require('@site/static/…') itself; here the imported page carries the final path.
  const isStatic = (p: string) => {
    const clean = decodeURI(p.split(/[?#]/)[0]);
    return clean.length > 1 && fs.existsSync(path.join(ctx.siteRoot, 'static', clean)) && fs.statSync(path.join(ctx.siteRoot, 'static', clean)).isFile();
  };
  text = text.replace(/\]\((\/[^)\s]+)(\s+"[^"]*")?\)/g, (all, url: string, title = '') => (isStatic(url) ? `](${joinUrl(ctx.baseUrl, url)}${title})` : all));
  text = text.replace(/\b(src|href)=(["'])(\/[^"']+)\2/g, (all, attr: string, q: string, url: string) => (isStatic(url) ? `${attr}=${q}${joinUrl(ctx.baseUrl, url)}${q}` : all));
  text = text.replace(/require\(\s*(['"])@site\/static\/(.+?)\1\s*\)(\.default)?/g, (_all, q: string, p: string) => `${q}${joinUrl(ctx.baseUrl, p)}${q}`);
  text = text.replace(/pathname:\/\/(\/[^\s)"']*)/g, (_all, p: string) => joinUrl(ctx.baseUrl, p));
  text = text.replace(/useBaseUrl\(\s*(['"])(.*?)\1\s*\)/g, (_all, q: string, p: string) => `${q}${joinUrl(ctx.baseUrl, p)}${q}`);
  for (const [from, to] of renames) text = text.replace(new RegExp(`(</?)${from}\\b`, 'g'), `$1${to}`);
  for (const name of passthrough) {
    // A tag alone at the start of a line is block content; anywhere else it is inline.
    text = text.replace(new RegExp(`^(\\s*)<${name}\\b`, 'gm'), `$1<PassThrough component="${name}"`);
    text = text.replace(new RegExp(`<${name}\\b`, 'g'), `<PassThroughInline component="${name}"`);
    text = text.replace(new RegExp(`</${name}>`, 'g'), (m, offset: number) => {
      const before = text.slice(0, offset);
      const open = Math.max(before.lastIndexOf(`<PassThrough component="${name}"`), before.lastIndexOf(`<PassThroughInline component="${name}"`));
      return before.slice(open).startsWith('<PassThroughInline') ? '</PassThroughInline>' : '</PassThrough>';
    });
  }
  result.text = text;
  return result;
}
