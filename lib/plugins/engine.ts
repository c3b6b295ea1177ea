/** What the engine asks of the installed plugins (plugins/index.ts), each question in one place. */
import { plugins } from '../../plugins';
import type { PluginCheckIssue, PluginTocEntry, SearchRecordRule } from './types';

export function pluginComponentNames(): string[] {
  return plugins.flatMap((p) => p.componentNames);
}

/** Components that render plain markup, needing no hydration (components/mdx/registry.tsx). */
export function pluginStaticComponentNames(): string[] {
  return plugins.flatMap((p) => p.markupOnlyComponents ?? []);
}

/** Components whose element ids the anchor check cannot know. */
export function openIdComponents(): Set<string> {
  return new Set(plugins.flatMap((p) => p.openIdComponents ?? []));
}

/** For the TOC (lib/mdx/rehype-toc): entries a plugin's element adds on a page of `version`. */
export function pluginTocEntries(version: string): (name: string, attrs: Record<string, string>) => PluginTocEntry[] | undefined {
  return (name, attrs) => {
    for (const p of plugins) {
      const entries = p.tocEntries?.(name, attrs, version);
      if (entries) return entries;
    }
    return undefined;
  };
}

export function searchRecordRules(): SearchRecordRule[] {
  return plugins.flatMap((p) => p.searchRecords ?? []);
}

export function buildChecks() {
  return plugins.flatMap((p) => p.buildChecks ?? []);
}

/** Every plugin's build checks over a content folder, results grouped as each check groups them. */
export function runBuildChecks(contentDir: string): [string, PluginCheckIssue[]][] {
  return buildChecks().flatMap((check) => [...check.run(contentDir)]);
}
