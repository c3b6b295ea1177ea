/**
 * The shape of the synthetic site: which doc sets and versions it has, how many pages each version
 * holds, and the folder tree (categories, index pages, generated-index categories) they sit in.
 * Like the real site, a set's versions share one tree: an older version holds a leading part of
 * the newest one's pages, at the same paths, so version links between them resolve as they do here.
 */
import { Rng, hashSeed } from './random';
import { identifier, sentence, title } from './vocabulary';

export interface VersionSpec {
  set: string;
  /** Folder name; "current" is the unreleased main line. */
  name: string;
  label: string;
  status: 'unreleased' | 'stable' | 'maintained' | 'EOS' | 'EOL';
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Share of the site's pages, relative to the other versions. */
  weight: number;
}

const version = (set: string, name: string, status: VersionSpec['status'], weight: number): VersionSpec => ({
  set,
  name,
  label:
    name === 'current' ? 'main' : `v${name.replace(/\.0$/, '')}${status === 'stable' ? ' Stable' : status === 'EOS' || status === 'EOL' ? ` ${status}` : ''}`,
  status,
  banner: status === 'unreleased' ? 'unreleased' : status === 'EOS' || status === 'EOL' ? 'unmaintained' : 'none',
  weight,
});

/**
 * One unversioned set served at the site root and two versioned sets, ten version folders in all
 * (the real site has thirteen); older versions have fewer pages, as they do here.
 */
export const VERSIONS: readonly VersionSpec[] = [
  { ...version('docs', 'current', 'stable', 0.3), label: 'Docs' },
  version('alpha', 'current', 'unreleased', 1),
  version('alpha', '6.0.0', 'stable', 0.97),
  version('alpha', '5.0.0', 'maintained', 0.93),
  version('alpha', '4.0.0', 'maintained', 0.89),
  version('alpha', '3.0.0', 'EOS', 0.85),
  version('alpha', '2.0.0', 'EOL', 0.8),
  version('beta', 'current', 'unreleased', 0.55),
  version('beta', '2.0.0', 'stable', 0.53),
  version('beta', '1.0.0', 'maintained', 0.5),
];

export const SET_IDS = ['docs', 'alpha', 'beta'] as const;
/** The unversioned set: its pages live directly in <content>/docs/. */
export const UNVERSIONED = 'docs';

export interface PagePlan {
  /** Path below the version folder, "/"-separated: "brasto/kel-vou.mdx". */
  file: string;
  title: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
}

export interface FolderPlan {
  /** Path below the version folder. */
  dir: string;
  label: string;
  position: number;
  /** What the category opens: its index.mdx page, a generated listing, or nothing. */
  link: 'index' | 'generated-index' | 'none';
  description: string;
}

/** One page of the sidebar order: a doc, or a generated-index category (also a built page). */
type Slot = { page: PagePlan; folder?: undefined } | { folder: FolderPlan; page?: undefined };

export interface VersionPlan {
  spec: VersionSpec;
  /** Folder below the content root: "alpha/6.0.0", or "docs" for the unversioned set. */
  dir: string;
  pages: PagePlan[];
  /** Folders holding at least one page; generatedIndex when the listing page is one of the version's pages. */
  folders: { folder: FolderPlan; generatedIndex: boolean }[];
}

/** Splits `total` into `parts` random shares of at least `min` each. */
function split(rng: Rng, total: number, parts: number, min: number): number[] {
  const weights = Array.from({ length: parts }, () => 0.4 + rng.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => min + Math.floor(((total - min * parts) * w) / sum));
  shares[0] += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

interface Layout {
  slots: Slot[];
  folders: FolderPlan[];
  /** Generated-index folders waiting for their first page. */
  pending: FolderPlan[];
}

/**
 * Lays out `budget` pages below `dir` in sidebar order. Small budgets stay flat; larger ones get a
 * few pages of their own and 2–12 subfolders, most with an index page (as in content/), some with a
 * generated index or none. A generated-index slot follows the first page inside its folder, so a
 * version that stops right after it never holds an empty category.
 */
function layOut(rng: Rng, dir: string, budget: number, depth: number, out: Layout): void {
  const names = new Set<string>();
  const name = () => {
    let n;
    do n = identifier(rng);
    while (names.has(n));
    names.add(n);
    return dir ? `${dir}/${n}` : n;
  };
  const emitPage = (page: PagePlan) => {
    out.slots.push({ page });
    for (const folder of out.pending.splice(0)) out.slots.push({ folder });
  };
  let direct = budget;
  let folderBudgets: number[] = [];
  if (budget > rng.int(4, 14) && depth < 6) {
    direct = Math.min(budget - 4, rng.int(1, 6));
    const rest = budget - direct;
    const count = Math.max(2, Math.min(12, Math.floor(rest / 2), Math.round(rest / rng.int(8, 16))));
    folderBudgets = split(rng, rest, count, 2);
  }
  const entries: (number | 'page')[] = [...Array.from({ length: direct }, () => 'page' as const), ...folderBudgets];
  for (let i = entries.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [entries[i], entries[j]] = [entries[j], entries[i]];
  }
  entries.forEach((entry, i) => {
    const position = i + 1;
    if (entry === 'page') {
      emitPage({
        file: `${name()}.mdx`,
        title: title(rng),
        sidebarLabel: rng.chance(0.2) ? title(rng, 1, 3) : undefined,
        sidebarPosition: rng.chance(0.6) ? position : undefined,
      });
      return;
    }
    const link = rng.weighted({ index: 70, 'generated-index': 15, none: 15 });
    const folder: FolderPlan = { dir: name(), label: title(rng, 1, 3), position, link, description: sentence(rng) };
    out.folders.push(folder);
    let inner = entry;
    if (link === 'index') {
      emitPage({ file: `${folder.dir}/index.mdx`, title: title(rng) });
      inner--;
    } else if (link === 'generated-index') {
      out.pending.push(folder);
      inner--;
    }
    layOut(rng, folder.dir, inner, depth + 1, out);
  });
}

/** Pages per version folder, in proportion to the weights, adding up to exactly `total`. */
function pageCounts(total: number): number[] {
  const sum = VERSIONS.reduce((n, v) => n + v.weight, 0);
  const counts = VERSIONS.map((v) => Math.max(1, Math.round((total * v.weight) / sum)));
  const largest = counts.indexOf(Math.max(...counts));
  counts[largest] += total - counts.reduce((a, b) => a + b, 0);
  return counts;
}

/** A version holding the first slots of its set's tree: those pages and the folders above them. */
function versionPlan(spec: VersionSpec, slots: Slot[], folders: FolderPlan[]): VersionPlan {
  const pages = slots.flatMap((s) => (s.page ? [s.page] : []));
  const listings = new Set(slots.flatMap((s) => (s.folder ? [s.folder.dir] : [])));
  const used = new Set<string>();
  for (const page of pages) for (let d = page.file; d.includes('/');) used.add((d = d.slice(0, d.lastIndexOf('/'))));
  return {
    spec,
    dir: spec.set === UNVERSIONED ? UNVERSIONED : `${spec.set}/${spec.name}`,
    pages,
    folders: folders.filter((f) => used.has(f.dir)).map((folder) => ({ folder, generatedIndex: listings.has(folder.dir) })),
  };
}

/** Every version's pages and folders for a site of `total` pages (at least one per version folder). */
export function planSite(total: number, seed: number): VersionPlan[] {
  if (!Number.isInteger(total) || total < VERSIONS.length)
    throw new Error(`a synthetic site needs at least ${VERSIONS.length} pages, one per version folder (asked for ${total})`);
  const counts = pageCounts(total);
  const plans: VersionPlan[] = [];
  for (const set of SET_IDS) {
    const mine = VERSIONS.map((spec, i) => ({ spec, count: counts[i] })).filter((v) => v.spec.set === set);
    const rng = new Rng(hashSeed(set, seed));
    // The set's root page, then the rest of its largest version's tree.
    const out: Layout = { slots: [{ page: { file: 'index.mdx', title: title(rng) } }], folders: [], pending: [] };
    layOut(rng, '', Math.max(...mine.map((v) => v.count)) - 1, 0, out);
    for (const { spec, count } of mine) plans.push(versionPlan(spec, out.slots.slice(0, count), out.folders));
  }
  return plans;
}
