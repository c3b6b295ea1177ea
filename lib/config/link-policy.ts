/**
 * What a broken link does to the build, with Docusaurus' option names and defaults:
 * onBrokenLinks (pages that do not exist) "throw", onBrokenMarkdownLinks (file links such as
 * ./x.mdx that match no doc) "warn", onBrokenAnchors "warn". DOCS_ON_BROKEN_LINKS=warn and the
 * live preview turn every "throw" into "warn" (RunSettings), so one mistake never takes a preview down.
 */
import type { RunSettings } from './run-settings';

export type ReportingSeverity = 'ignore' | 'log' | 'warn' | 'throw';

export interface LinkPolicies {
  onBrokenLinks: ReportingSeverity;
  onBrokenMarkdownLinks: ReportingSeverity;
  onBrokenAnchors: ReportingSeverity;
}

export const SEVERITIES: readonly ReportingSeverity[] = ['ignore', 'log', 'warn', 'throw'];

export const DEFAULT_LINK_POLICIES: LinkPolicies = { onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn' };

/** The site's policies as this run applies them (`run`: the live preview and DOCS_ON_BROKEN_LINKS=warn soften them). */
export function linkPolicies(configured: Partial<LinkPolicies> | undefined, run: Pick<RunSettings, 'preview' | 'brokenLinksWarn'>): LinkPolicies {
  const p = { ...DEFAULT_LINK_POLICIES, ...configured };
  if (!run.preview && !run.brokenLinksWarn) return p;
  const soften = (s: ReportingSeverity): ReportingSeverity => (s === 'throw' ? 'warn' : s);
  return { onBrokenLinks: soften(p.onBrokenLinks), onBrokenMarkdownLinks: soften(p.onBrokenMarkdownLinks), onBrokenAnchors: soften(p.onBrokenAnchors) };
}

/** Sorts problems by severity: "throw" ones fail, "warn"/"log" ones are reported, "ignore" ones dropped. */
export function routeBySeverity<T>(severity: ReportingSeverity, item: T, sinks: { errors: T[]; warnings: T[] }): void {
  if (severity === 'throw') sinks.errors.push(item);
  else if (severity !== 'ignore') sinks.warnings.push(item);
}
