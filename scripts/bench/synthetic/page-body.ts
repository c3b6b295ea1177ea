/**
 * The text of one synthetic page, in two passes: an outline (size, headings and their ids) for
 * every page of a version first, so that pages can then link to each other's headings; then the
 * MDX itself: prose, code, tables, lists, admonitions, Tabs and internal links that all resolve.
 * Feature rates follow content/ (per page on average: 5.7 h2 and 0.3 h3 headings, 3 code blocks,
 * 1 table, 4.8 internal links; an admonition on one page in six); Tabs are added on a few pages,
 * which the real pages no longer use but the engine supports.
 */
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { Rng, hashSeed } from './random';
import { samplePageSize } from './page-sizes';
import { codeBlock } from './code-samples';
import { identifier, sentence, title, word, words } from './vocabulary';
import type { PagePlan } from './site-plan';

export interface Outline {
  page: PagePlan;
  seed: number;
  /** Bytes the page aims at (drawn from the real distribution). */
  size: number;
  description: string;
  headings: { text: string; level: 2 | 3; id: string }[];
}

export function outline(page: PagePlan, seed: number): Outline {
  const rng = new Rng(seed);
  const size = samplePageSize(rng);
  const slugger = new GithubSlugger();
  const headings: Outline['headings'] = [];
  const add = (level: 2 | 3) => {
    const text = title(rng);
    headings.push({ text, level, id: slugger.slug(text) });
  };
  for (let i = 0, n = Math.min(26, Math.round(size / 650)); i < n; i++) {
    add(2);
    if (rng.chance(0.06)) add(3);
  }
  return { page, seed, size, description: sentence(rng), headings };
}

/** Where links may point: the other pages of the same version, and pages of the unversioned set by URL. */
export interface LinkTargets {
  version: Outline[];
  /** Outlines of the version's pages by folder, for links to nearby pages. */
  byFolder: Map<string, Outline[]>;
  /** Absolute URLs and titles of the unversioned set's pages (empty on those pages themselves). */
  absolute: { url: string; title: string }[];
}

export function linkTargets(version: Outline[], absolute: LinkTargets['absolute']): LinkTargets {
  const byFolder = new Map<string, Outline[]>();
  for (const o of version) {
    const dir = path.posix.dirname(o.page.file);
    byFolder.set(dir, [...(byFolder.get(dir) ?? []), o]);
  }
  return { version, byFolder, absolute };
}

class PageWriter {
  private readonly rng: Rng;

  constructor(
    private readonly self: Outline,
    private readonly targets: LinkTargets,
  ) {
    this.rng = new Rng(hashSeed('body', self.seed));
  }

  /** A Markdown link to a nearby or random page of the version (sometimes to a heading), or across sets. */
  private link(): string {
    const { rng, self, targets } = this;
    if (targets.absolute.length && rng.chance(0.05)) {
      const t = rng.pick(targets.absolute);
      return `[${t.title.toLowerCase()}](${t.url})`;
    }
    const near = targets.byFolder.get(path.posix.dirname(self.page.file)) ?? [];
    const target = rng.pick(near.length > 1 && rng.chance(0.6) ? near : targets.version);
    let href = path.posix.relative(path.posix.dirname(self.page.file), target.page.file);
    if (!href.startsWith('.')) href = `./${href}`;
    const heading = target.headings.length && rng.chance(0.3) ? rng.pick(target.headings) : undefined;
    return `[${(heading?.text ?? target.page.title).toLowerCase()}](${href}${heading ? `#${heading.id}` : ''})`;
  }

  /** A sentence that now and then ends by pointing to another page. */
  private linkedSentence(): string {
    const s = sentence(this.rng);
    return this.rng.chance(0.2) ? `${s.slice(0, -1)}, as ${word(this.rng)} ${this.link()} ${words(this.rng, 2).join(' ')}.` : s;
  }

  paragraph(min = 1, max = 4): string {
    return Array.from({ length: this.rng.int(min, max) }, () => this.linkedSentence()).join(' ');
  }

  private table(): string {
    const { rng } = this;
    const cols = rng.int(2, 4);
    const row = (cell: () => string) => `| ${Array.from({ length: cols }, cell).join(' | ')} |`;
    return [
      row(() => title(rng, 1, 2)),
      row(() => '---'),
      ...Array.from({ length: rng.int(2, 7) }, () => row(() => (rng.chance(0.4) ? `\`${identifier(rng)}\`` : words(rng, rng.int(1, 8)).join(' ')))),
    ].join('\n');
  }

  private list(): string {
    const numbered = this.rng.chance(0.15);
    return Array.from({ length: this.rng.int(2, 7) }, (_, i) => `${numbered ? `${i + 1}.` : '-'} ${this.linkedSentence()}`).join('\n');
  }

  private admonition(): string {
    const { rng } = this;
    const type = rng.weighted({ note: 4, tip: 3, info: 3, warning: 3, caution: 1, danger: 1 });
    return `:::${type}${rng.chance(0.4) ? ` ${title(rng, 1, 3)}` : ''}\n${this.paragraph()}\n:::`;
  }

  private tabs(): string {
    const { rng } = this;
    const items = Array.from({ length: rng.int(2, 3) }, (_, i) => {
      const value = `${identifier(rng, 1)}${i}`;
      return `<TabItem value="${value}" label="${title(rng, 1, 2)}"${i === 0 ? ' default' : ''}>\n\n${sentence(rng)}\n\n${codeBlock(rng)}\n\n</TabItem>`;
    });
    return `<Tabs${rng.chance(0.5) ? ` groupId="${identifier(rng, 1)}"` : ''}>\n${items.join('\n')}\n</Tabs>`;
  }

  /** One h2 section (with its h3s) of about `budget` bytes. */
  private section(headings: Outline['headings'], budget: number, withTabs: boolean): string {
    const { rng } = this;
    const blocks: string[] = [];
    const length = () => blocks.reduce((n, b) => n + b.length + 2, 0);
    // An extra block only where it fits the section's share of the page, so pages keep the real sizes.
    const fits = (block: string, share: number) => {
      if (length() + block.length < budget * share * 1.25) blocks.push(block);
    };
    for (const [i, h] of headings.entries()) {
      const share = (i + 1) / headings.length;
      blocks.push(`${'#'.repeat(h.level)} ${h.text}`, this.paragraph(1, 2));
      if (withTabs) blocks.push(this.tabs());
      if (rng.chance(0.55)) fits(codeBlock(rng), share);
      if (rng.chance(0.35)) fits(this.table(), share);
      if (rng.chance(0.6)) fits(this.list(), share);
      if (rng.chance(0.04)) fits(this.admonition(), share);
    }
    // Fill with prose; a paragraph goes in when it ends nearer the budget than stopping short would.
    for (let p = this.paragraph(); length() + p.length / 2 < budget; p = this.paragraph()) blocks.push(p);
    return blocks.join('\n\n');
  }

  write(): string {
    const { rng, self } = this;
    const { page } = self;
    const front = [
      '---',
      `title: ${page.title}`,
      ...(page.sidebarLabel ? [`sidebar_label: ${page.sidebarLabel}`] : []),
      ...(page.sidebarPosition ? [`sidebar_position: ${page.sidebarPosition}`] : []),
      `description: ${self.description}`,
      '---',
    ].join('\n');
    // Group each h2 with the h3s under it.
    const sections: Outline['headings'][] = [];
    for (const h of self.headings) {
      if (h.level === 2 || !sections.length) sections.push([h]);
      else sections[sections.length - 1].push(h);
    }
    // (A native page's <Tabs> needs no import.)
    const tabsAt = sections.length && rng.chance(0.08) ? rng.int(0, sections.length - 1) : -1;
    const parts = [front, this.paragraph()];
    // Each section gets an even share of what is left, so one long section makes the next ones shorter.
    let used = parts.reduce((n, p) => n + p.length + 2, 0);
    sections.forEach((s, i) => {
      const text = this.section(s, (self.size - used) / (sections.length - i), i === tabsAt);
      parts.push(text);
      used += text.length + 2;
    });
    return `${parts.join('\n\n')}\n`;
  }
}

export function pageText(self: Outline, targets: LinkTargets): string {
  return new PageWriter(self, targets).write();
}
