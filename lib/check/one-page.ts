/**
 * The live preview's article: the one page shown, through the build's page pass (parse, checks,
 * remark and rehype plugins, MDX compile, render) with the same context the build gives it
 * (lib/check/page-context.ts). What the preview shows is what the build exports, and a page the
 * build refuses shows the build's problems.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedSite } from '../content/store';
import type { DocRecord, VersionRecord } from '../content/types';
import { versionFileMap } from '../mdx/version-file-map';
import { pageJobOf, sharedPageContext, type PagePassOptions } from './page-context';
import { renderModule, runPageJob } from './page-jobs';
import type { PageCheck } from './page-check';
import { pluginPageImports, sitePlugins } from '../plugins/engine';

export async function checkOnePage(
  site: LoadedSite,
  doc: DocRecord,
  version: VersionRecord,
  opts: Omit<PagePassOptions, 'render' | 'markdownSiteUrl'> & {
    /** The build's render module (a file URL, SharedContext.render.module). */ renderModule: string;
    /** Render the site's own components in the trial run (components/mdx/render-tree.tsx pageRenderer). */
    siteComponents?: boolean;
  },
): Promise<PageCheck> {
  const shared = sharedPageContext(site, opts);
  // The build's render module, loaded by Node as the build's workers load it, given this site.
  const { pageRenderer } = await renderModule(opts.renderModule);
  const siblings = site.index.sets.find((s) => s.versions.includes(version))?.versions;
  shared.versions.push({ name: version.name, dir: version.dir, fileToUrl: versionFileMap(version, siblings) });
  const raw = fs.readFileSync(path.join(opts.rootDir, doc.source), 'utf8');
  return runPageJob(
    pageJobOf(site, doc, raw, 0),
    shared,
    pageRenderer(doc.url, site, shared.knownComponents, { siteComponents: opts.siteComponents }),
    pluginPageImports(sitePlugins(site.config, opts.plugins)),
  );
}
