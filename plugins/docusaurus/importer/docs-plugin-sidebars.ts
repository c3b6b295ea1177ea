/**
 * A docs instance's sidebars as the site's own plugin-content-docs makes them, where an option of the
 * site's that only it applies is set (a `sidebarItemsGenerator` function, which is handed the docs'
 * metadata, Docusaurus' default generator and the folders' `_category_` files): the plugin runs in a
 * process of its own (./run-local-plugin.ts, a `loaded: 'sidebars'` job) with its options as the config
 * holds them, and what its loadContent gives each version replaces the sidebars files for the engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocsInstanceOptions, DocusaurusSite } from './config';
import { runContentPlugin } from './content-plugin-run';

export type VersionSidebars = Record<string, Record<string, unknown>>;

/** What the plugin made for each site and instance, for the live preview's next edit (docsPluginSidebars). */
const made = new Map<string, VersionSidebars>();

/**
 * Each version's sidebars (by version name, `current` for the unreleased folder), as the site's
 * installed docs plugin loads them for `docusaurus build`; throws with what the plugin threw.
 * `folders`: the instance's version folders. `edited`: the files a partial import reads again (the
 * live preview's edit), which leave the sidebars as they were made last unless an edit changed what
 * the plugin reads of them (sidebarFactsChanged).
 */
export async function docsPluginSidebars(
  from: string,
  to: string,
  site: DocusaurusSite,
  instance: DocsInstanceOptions,
  { folders, edited }: { folders: string[]; edited?: ReadonlySet<string> },
): Promise<VersionSidebars> {
  const key = `${from}\0${instance.id}`;
  // (A whole import notes every file's facts, for the edits that follow.)
  const changed = sidebarFactsChanged(edited ?? folders.flatMap(filesIn));
  const known = made.get(key);
  if (edited && known && !changed) return known;
  const sidebars = await runDocsPlugin(from, to, site, instance);
  made.set(key, sidebars);
  return sidebars;
}

const filesIn = (folder: string): string[] =>
  fs.existsSync(folder) ? (fs.readdirSync(folder, { recursive: true }) as string[]).map((rel) => path.join(folder, rel)) : [];

async function runDocsPlugin(from: string, to: string, site: DocusaurusSite, instance: DocsInstanceOptions): Promise<VersionSidebars> {
  const place = instance.runsDocsPlugin;
  if (!place) throw new Error(`docs instance "${instance.id}": its options are not where the config can be read again`);
  const result = await runContentPlugin({ from, to, site }, '@docusaurus/plugin-content-docs', place, { loaded: 'sidebars' });
  return Object.fromEntries(Object.entries(result.sidebars ?? {}).map(([version, sidebars]) => [version, unversionedIds(sidebars, version)]));
}

/**
 * The sidebars with Docusaurus 2's versioned doc ids (`version-1.0/intro`, which its generator writes
 * for a released version's docs) as the unversioned ids the engine's sidebars name, as a versioned
 * sidebars file of Docusaurus 1's era is read (./docs-versions.ts sidebarsOf).
 */
function unversionedIds(sidebars: unknown, version: string): Record<string, unknown> {
  const text = JSON.stringify(sidebars ?? {});
  if (version === 'current') return JSON.parse(text) as Record<string, unknown>;
  const prefix = JSON.stringify(`version-${version}/`).slice(0, -1);
  return JSON.parse(text.split(prefix).join('"')) as Record<string, unknown>;
}

/** Each edited file's last facts (sidebarFactsChanged). */
const factsOf = new Map<string, string | undefined>();

/**
 * Whether an edit may change the sidebars: a doc's front matter or title (its `# ` headings, of which
 * Docusaurus' contentTitle is the first) changed, a doc or `_category_` file came or went or changed,
 * or a file was not seen before. A doc's body, a partial or an image changes no sidebar.
 */
function sidebarFactsChanged(files: Iterable<string>): boolean {
  let changed = false;
  for (const file of files) {
    const base = path.basename(file);
    const category = /^_category_\.(json|ya?ml)$/.test(base);
    if (!category && (base.startsWith('_') || !/\.mdx?$/.test(base))) continue;
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    const facts = text === undefined || category ? text : sidebarFacts(text);
    if (!factsOf.has(file) || factsOf.get(file) !== facts) changed = true;
    factsOf.set(file, facts);
  }
  return changed;
}

/** A doc's front matter and its level-1 headings (ATX, and setext's underlined lines). */
function sidebarFacts(text: string): string {
  const front = /^---\r?\n[\s\S]*?\r?\n---/.exec(text)?.[0] ?? '';
  const headings = text.match(/^#[ \t].*$|^.+\r?\n=+[ \t]*$/gm) ?? [];
  return [front, ...headings].join('\n');
}
