/**
 * The build's page pass over pages written into a copy of the fixture site (test/fixtures/site, its
 * vcluster 1.1.0 docs), on the pool's worker with the engine's render (./render-tree.tsx): what
 * the page-pass tests of the render read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { testSharedContext } from '../../../lib/check/__tests__/shared-context';
import { buildSite } from '../../../lib/content/store';
import { versionFileMap } from '../../../lib/mdx/version-file-map';
import { checkPages } from '../../../lib/check/page-pool';
import type { PageJob } from '../../../lib/check/page-jobs';
import { CONTENT_LIMITS, type ContentLimits } from '../../../lib/config/site-config';
import { plugins } from '../../../plugins/index';
import { projectPaths } from '../../../scripts/lib/run-env';

/** Each page of `pages` (name → MDX body) written into `dir` and passed: its doc and its result, in order. */
export async function fixturePagePass(dir: string, pages: Record<string, string>, { limits = CONTENT_LIMITS }: { limits?: ContentLimits } = {}) {
  fs.cpSync('test/fixtures/site', dir, { recursive: true });
  const configFile = path.join(dir, 'site.config.json');
  if (limits !== CONTENT_LIMITS)
    fs.writeFileSync(
      configFile,
      JSON.stringify({ ...JSON.parse(fs.readFileSync(configFile, 'utf8')), content: { limits: { pageSeconds: limits.pageSeconds } } }),
    );
  for (const [name, body] of Object.entries(pages)) fs.writeFileSync(path.join(dir, 'vcluster/1.1.0', name), `---\ntitle: ${name}\n---\n\n${body}\n`);
  process.env.DOCS_CONTENT_DIR = dir;
  process.env.DOCS_EXTRA_CONTENT = '';
  const paths = projectPaths();
  const site = buildSite(paths, { gitDates: false, plugins });
  const indexFile = path.join(dir, 'site.json');
  fs.writeFileSync(indexFile, JSON.stringify(site));
  const version = site.index.sets.find((s) => s.id === 'vcluster')!.versions.find((v) => v.name === '1.1.0')!;
  const docs = Object.keys(pages).map((name) => version.docs.find((d) => d.source.endsWith(`/1.1.0/${name}`))!);
  const shared = testSharedContext(paths, {
    versions: [{ name: version.name, dir: version.dir, fileToUrl: versionFileMap(version) }],
    limits,
    render: { module: pathToFileURL(path.resolve('components/mdx/render-tree.tsx')).href, indexFile },
  });
  const jobs: PageJob[] = docs.map((doc) => ({ source: doc.source, url: doc.url, raw: fs.readFileSync(doc.source, 'utf8'), version: 0, tocMin: 2, tocMax: 4 }));
  const results = await checkPages(jobs, shared, { threads: 1, mainThreadWorks: false });
  return { docs, results };
}
