/**
 * Generated-index categories without link.slug get Docusaurus' URL: `/category/<label>` through one
 * github-slugger per version, in sidebar order (plugin-content-docs' postProcessor), so two
 * categories with one label, or with labels of emoji alone, each keep a page and a sidebar entry
 * of their own; two with one link.slug, or a category on a page's URL, are an error naming both.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../store';
import { getPageData, routeTable } from '../routes';
import { flattenSidebar } from '../../shared/sidebar-tree';
import { BuildError } from '../../errors';

/** The fixture site with these files added to vcluster 1.1.0 (the stable version, at /docs/vcluster/). */
function siteWith(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'category-slugs-'));
  fs.cpSync('test/fixtures/site', dir, { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, 'vcluster/1.1.0', rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  try {
    return buildSite({ rootDir: process.cwd(), contentDir: dir, configFile: path.join(dir, 'site.config.json'), versionsFile: path.join(dir, 'versions.json') }, { gitDates: false, plugins: [] });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const category = (label: string) => JSON.stringify({ label, link: { type: 'generated-index' } });
const page = (title: string) => `---\ntitle: ${title}\n---\n\n${title} text.\n`;

/** Each category's sidebar entry, and the generated page its URL shows: its own title and its own pages. */
function categoryPages(site: ReturnType<typeof buildSite>, labels: string[]) {
  const version = site.index.sets.find((s) => s.id === 'vcluster')!.versions.find((v) => v.name === '1.1.0')!;
  const entries: { label: string; href: string }[] = [];
  const walk = (items: (typeof version.sidebars)[string]) => {
    for (const item of items)
      if (item.type === 'category') {
        entries.push({ label: item.label, href: item.href ?? '' });
        walk(item.items);
      }
  };
  walk(version.sidebars.default);
  return labels.map((label, i) => {
    const href = entries.filter((e) => e.label === label)[labels.slice(0, i).filter((l) => l === label).length]?.href;
    const data = href ? getPageData(site.index, site.config, href) : undefined;
    return {
      href,
      title: data?.title,
      cards: data?.kind === 'generated-index' ? data.cards.map((c) => c.href) : [],
      routed: href ? routeTable(site.index).has(href) : false,
      inSidebar: flattenSidebar(version.sidebars.default).some((l) => l.href === href),
    };
  });
}

test('category-same-label: two categories named "Extras" get /category/extras and /category/extras-1, each its own page', () => {
  const site = siteWith({
    'reference/extras/_category_.json': category('Extras'),
    'reference/extras/r.mdx': page('Reference extra'),
    'tutorials/extras/_category_.json': category('Extras'),
    'tutorials/extras/t.mdx': page('Tutorial extra'),
  });
  assert.deepEqual(categoryPages(site, ['Extras', 'Extras']), [
    { href: '/docs/vcluster/category/extras/', title: 'Extras', cards: ['/docs/vcluster/reference/extras/r/'], routed: true, inSidebar: true },
    { href: '/docs/vcluster/category/extras-1/', title: 'Extras', cards: ['/docs/vcluster/tutorials/extras/t/'], routed: true, inSidebar: true },
  ]);
});

test('category-emoji-label: labels of emoji alone and non-ASCII labels get distinct URLs, as Docusaurus slugs them', () => {
  const site = siteWith({
    'launch/_category_.json': category('🚀'),
    'launch/l.mdx': page('Launch'),
    'party/_category_.json': category('🎉'),
    'party/p.mdx': page('Party'),
    'rocket-docs/_category_.json': category('🚀 Docs'),
    'rocket-docs/d.mdx': page('Rocket docs'),
    'ueberblick/_category_.json': category('Überblick'),
    'ueberblick/u.mdx': page('Überblick page'),
  });
  assert.deepEqual(categoryPages(site, ['🚀', '🎉', '🚀 Docs', 'Überblick']), [
    { href: '/docs/vcluster/category/', title: '🚀', cards: ['/docs/vcluster/launch/l/'], routed: true, inSidebar: true },
    { href: '/docs/vcluster/category/-1/', title: '🎉', cards: ['/docs/vcluster/party/p/'], routed: true, inSidebar: true },
    { href: '/docs/vcluster/category/-docs/', title: '🚀 Docs', cards: ['/docs/vcluster/rocket-docs/d/'], routed: true, inSidebar: true },
    { href: '/docs/vcluster/category/%C3%BCberblick/', title: 'Überblick', cards: ['/docs/vcluster/ueberblick/u/'], routed: true, inSidebar: true },
  ]);
});

test('two categories with one link.slug, or a category on a page URL, fail naming both', () => {
  const problems = (files: Record<string, string>) => {
    try {
      siteWith(files);
    } catch (err) {
      if (err instanceof BuildError) return err.problems.map((p) => `${p.file}:${p.line}: ${p.message}`.replace(/\S*?(vcluster\/1\.1\.0\/)/g, '$1'));
      throw err;
    }
    return [];
  };
  assert.deepEqual(problems({ 'more/_category_.json': '{\n  "label": "More",\n  "link": {"type": "generated-index", "slug": "/category/advanced"}\n}', 'more/m.mdx': page('M') }), [
    'vcluster/1.1.0/more/_category_.json:3: URL /docs/vcluster/category/advanced/ of category "More" is already used by vcluster/1.1.0/guides/advanced/_category_.json:1 (category "Advanced") — give one of them another "slug" in its link ({"type": "generated-index", "slug": "/category/…"})',
  ]);
  // A default slug that a page took already.
  assert.deepEqual(problems({ 'taken.mdx': '---\ntitle: Taken\nslug: /category/more\n---\n\nT.\n', 'more/_category_.json': category('More'), 'more/m.mdx': page('M') }), [
    'vcluster/1.1.0/more/_category_.json:1: URL /docs/vcluster/category/more/ of category "More" is already used by vcluster/1.1.0/taken.mdx (page "Taken") — give one of them another "slug" in its link ({"type": "generated-index", "slug": "/category/…"})',
  ]);
});
