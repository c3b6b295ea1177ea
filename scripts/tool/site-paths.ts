/**
 * The engine names the imported copy of a file (`../content/docs/x.mdx`); a team edits its own
 * (`docs/x.mdx`, `versioned_docs/version-2/x.mdx`). The engine's output is rewritten on its way to
 * the terminal with the import's map of sources (ImportReport.sources): a copy kept at its own path
 * (src/, static/) is named by that path, a line of the generated site.config.json by the line of
 * the site's config that writes that link (ImportReport.configLinks.configLines). A page read where it lies (plugins/docusaurus/in-place) is
 * named from the engine's folder (`../../docs/x.mdx`): from the current folder, as the others.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ToolProject } from './project';
import { escapeRegExp } from 'lodash-es';

export type PathRewrite = (text: string) => string;

export function sitePaths(project: ToolProject): PathRewrite {
  let sources: Record<string, string> = {};
  let configLines: Record<string, string> = {};
  let read = 0;
  const load = () => {
    const file = path.join(project.content, 'import-report.json');
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime === read) return;
    read = mtime;
    try {
      const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { sources?: Record<string, string>; configLinks?: { configLines?: Record<string, string> } };
      sources = report.sources ?? {};
      configLines = report.configLinks?.configLines ?? {};
    } catch {
      sources = {};
      configLines = {};
    }
  };
  const prefixes = [path.relative(project.engine, project.content), project.content].map((p) => p.split(path.sep).join('/') + '/');
  const pattern = new RegExp(`(?:${prefixes.map(escapeRegExp).join('|')})([^\\s:'"()]+)(?::(\\d+)\\b)?`, 'g');
  const site = path.relative(project.engine, project.site).split(path.sep).join('/') + '/';
  const inSite = new RegExp(`(?<![\\w./-])${escapeRegExp(site)}([^\\s:'"()]+)`, 'g');
  const named = (rel: string) => path.relative(process.cwd(), path.join(project.site, rel)) || rel;
  return (text) => {
    if (text.includes(site)) text = text.replace(inSite, (whole, rel: string) => (fs.existsSync(path.join(project.site, rel)) ? named(rel) : whole));
    if (!text.includes('content/')) return text;
    load();
    return text.replace(pattern, (whole, rel: string, line: string | undefined) => {
      const written = rel === 'site.config.json' && line ? configLines[line] : undefined;
      if (written) {
        const [file, at] = written.split(':');
        return `${named(file)}${at ? `:${at}` : ''}`;
      }
      const own = sources[rel] ?? (fs.existsSync(path.join(project.site, rel)) ? rel : undefined);
      return own ? `${named(own)}${line ? `:${line}` : ''}` : whole;
    });
  };
}
