/**
 * Writes a synthetic docs site of a given number of pages, in the layout of this repository's
 * content/ (site.config.json, versions.json, <set>/<version>/**.mdx, _category_.json), into a folder
 * outside the repository. `DOCS_CONTENT_DIR=<dir> npm run build` builds it; `npm run bench --
 * --synthetic N` does that and measures. Deterministic: the same size and seed give the same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hashSeed } from './random';
import { linkTargets, outline, pageText } from './page-body';
import { planSite, SET_IDS, UNVERSIONED, VERSIONS, type VersionPlan } from './site-plan';

/** Left in the folder so that a later run may replace it, and nothing else. */
const MARKER = '.synthetic-site.json';

export interface SyntheticSite {
  dir: string;
  /** Built pages: docs plus generated-index categories. */
  pages: number;
  docs: number;
  generatedIndexes: number;
  /** Bytes of the .mdx files. */
  sourceBytes: number;
}

function siteConfig() {
  const label = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
  return {
    title: 'Synthetic docs',
    tagline: 'A generated site for measuring how build cost grows with the number of pages',
    url: 'https://example.com',
    baseUrl: '/docs/',
    titleSeparator: '|',
    repository: { url: 'https://example.com/synthetic-docs', branch: 'main' },
    sets: SET_IDS.map((id) =>
      id === UNVERSIONED
        ? { id, label: 'Docs', routeBasePath: '/docs', versioned: false }
        : { id, label: label(id), routeBasePath: `/docs/${id}`, versioned: true },
    ),
    navbar: {
      logo: { alt: 'Synthetic docs', src: '/docs/img/logo.svg', href: '/docs/' },
      items: [
        ...SET_IDS.filter((id) => id !== UNVERSIONED).map((set) => ({ type: 'docSidebar', set, label: label(set) })),
        ...SET_IDS.filter((id) => id !== UNVERSIONED).map((set) => ({ type: 'docsVersionDropdown', set })),
        { type: 'search' },
      ],
    },
    announcement: null,
    footer: { copyright: 'Generated content, not for publishing.' },
    colorMode: { default: 'light', switch: false },
    search: { hitsPerPage: 20, algolia: null },
    zoom: { selector: '.article-prose img:not(.no-zoom)', delayMs: 1000 },
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'throw',
    onBrokenAnchors: 'warn',
  };
}

function versionsFile() {
  return Object.fromEntries(
    SET_IDS.map((set) => {
      const mine = VERSIONS.filter((v) => v.set === set);
      return [
        set,
        {
          lastVersion: mine.find((v) => v.status === 'stable')!.name,
          versions: mine.map(({ name, label, status, banner }) => ({ name, label, status, banner, badge: set !== UNVERSIONED })),
        },
      ];
    }),
  );
}

/** URL of a page of the unversioned set, as the engine publishes it. */
export function unversionedUrl(file: string): string {
  const route = file.replace(/(^|\/)index\.mdx$/, '').replace(/\.mdx$/, '');
  return `/docs/${route}${route ? '/' : ''}`;
}

function writeVersion(root: string, plan: VersionPlan, seed: number, absolute: { url: string; title: string }[]): number {
  const base = path.join(root, plan.dir);
  for (const { folder, generatedIndex } of plan.folders) {
    const meta = {
      label: folder.label,
      position: folder.position,
      ...(generatedIndex ? { link: { type: 'generated-index', slug: `/category/${folder.dir.replaceAll('/', '--')}`, description: folder.description } } : {}),
    };
    fs.mkdirSync(path.join(base, folder.dir), { recursive: true });
    fs.writeFileSync(path.join(base, folder.dir, '_category_.json'), `${JSON.stringify(meta, null, 2)}\n`);
  }
  const outlines = plan.pages.map((page) => outline(page, hashSeed(`${plan.dir}/${page.file}`, seed)));
  const targets = linkTargets(outlines, plan.spec.set === UNVERSIONED ? [] : absolute);
  let bytes = 0;
  for (const o of outlines) {
    const text = pageText(o, targets);
    fs.mkdirSync(path.dirname(path.join(base, o.page.file)), { recursive: true });
    fs.writeFileSync(path.join(base, o.page.file), text);
    bytes += text.length;
  }
  return bytes;
}

export function writeSyntheticSite(dir: string, pages: number, seed = 1): SyntheticSite {
  const plans = planSite(pages, seed);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length && !fs.existsSync(path.join(dir, MARKER)))
    throw new Error(`${dir} is not empty and was not written by the synthetic site generator; give an empty or new folder`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'site.config.json'), `${JSON.stringify(siteConfig(), null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'versions.json'), `${JSON.stringify(versionsFile(), null, 2)}\n`);
  const unversioned = plans.find((p) => p.spec.set === UNVERSIONED)!;
  const absolute = unversioned.pages.map((p) => ({ url: unversionedUrl(p.file), title: p.title }));
  let sourceBytes = 0;
  for (const plan of plans) sourceBytes += writeVersion(dir, plan, seed, absolute);
  const docs = plans.reduce((n, p) => n + p.pages.length, 0);
  const generatedIndexes = plans.reduce((n, p) => n + p.folders.filter((f) => f.generatedIndex).length, 0);
  fs.writeFileSync(path.join(dir, MARKER), `${JSON.stringify({ pages, seed }, null, 2)}\n`);
  return { dir, pages: docs + generatedIndexes, docs, generatedIndexes, sourceBytes };
}
