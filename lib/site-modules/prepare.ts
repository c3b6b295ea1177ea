/**
 * Before the pages render, a site's own code is compiled by the plugin that knows it
 * (DocsPlugin.prepare: plugins/docusaurus compiles a Docusaurus site's components and stylesheets).
 * A site none of whose plugins does gets the empty registry and stylesheet, each put in place of
 * what an earlier run of other content left there.
 */
import path from 'node:path';
import { writeFolderWhole } from '../cache/staged-folder';
import { GENERATED_DIR, writeEmptyRegistry } from './manifest';
import { SITE_STYLES_DIR, writeEmptyStyles } from './styles-file';
import { sitePlugins } from '../plugins/engine';
import type { AvailablePlugins, ChangedContext, PrepareContext } from '../plugins/types';

/** Compiles the site's own code with the plugin that prepares it, or writes the empty registry and stylesheet. */
export async function prepareSiteCode(ctx: Omit<PrepareContext, 'plugins'> & { plugins: AvailablePlugins }, root = process.cwd()): Promise<void> {
  const preparer = sitePlugins(ctx.site.config, ctx.plugins).find((p) => p.prepare);
  if (preparer?.prepare) return void (await preparer.prepare(ctx));
  await writeFolderWhole(path.join(root, GENERATED_DIR), (dir) => writeEmptyRegistry(root, dir));
  await writeFolderWhole(path.join(root, SITE_STYLES_DIR), (dir) => writeEmptyStyles(root, dir));
}

/**
 * The live preview's step after an edit of the site's code (`files`; none: to be ready for the first):
 * the preparing plugin's own, without the content (DocsPlugin.prepareChanged). False when only a
 * whole prepareSiteCode can bring the generated folders up to date.
 */
export async function prepareChangedCode(ctx: ChangedContext, files: string[]): Promise<boolean> {
  const preparer = sitePlugins(ctx.config, ctx.plugins).find((p) => p.prepare);
  // (None: the empty registry and stylesheet the whole work wrote stay as they are.)
  if (!preparer) return true;
  return preparer.prepareChanged ? preparer.prepareChanged(ctx, files) : false;
}
