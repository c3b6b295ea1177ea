/**
 * A page's import that names no module the import knows of: a warning (the build decides, where a page
 * renders it). An `@theme/` module may be one a plugin's theme gives (its getThemePath), known only once
 * the site's plugins ran (./local-plugins.ts): those warnings are taken back then, as Docusaurus, whose
 * theme aliases include every plugin's theme folder, resolves the import and says nothing.
 */
import type { ImportReport } from './import-report';
import { installedAliases, themeAliasFile } from '../site-components/theme-aliases';

const PREFIX = 'imports "';
const SUFFIX = '", which is not a file of the site (the engine will report it if a page renders it)';

/** The warning for an import of `spec` that names no module. */
export const unresolvedImport = (spec: string): string => `${PREFIX}${spec}${SUFFIX}`;

/** The `@theme/…` module a warning of unresolvedImport names, if it is one. */
function themeSpecOf(message: string): string | undefined {
  if (!message.startsWith(PREFIX) || !message.endsWith(SUFFIX)) return undefined;
  const spec = message.slice(PREFIX.length, -SUFFIX.length);
  return /^@theme(-original|-init)?\//.test(spec) ? spec : undefined;
}

/**
 * The report less its warnings of `@theme/` imports that a theme of the site gives: Docusaurus' own
 * themes the config loads, then the plugins' theme folders (`content`'s theme-paths.json), as
 * Docusaurus' theme aliases order them.
 */
export function withoutThemeModulesFound(report: ImportReport, site: string, content: string, config: Record<string, unknown> | undefined): void {
  if (!report.warnings.some((w) => themeSpecOf(w.message))) return;
  const aliases = installedAliases(site, config, content);
  report.warnings = report.warnings.filter((w) => {
    const spec = themeSpecOf(w.message);
    return !spec || !themeAliasFile(spec, aliases);
  });
}
