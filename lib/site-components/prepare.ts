/** Scans the content for the site's own components and compiles them before Next builds or serves. */
import type { LoadedSite } from '../content/store';
import { bundleSiteComponents } from './bundle';
import type { SiteComponentsManifest } from './manifest';
import { scanSiteComponents, scanStylesheets } from './scan';
import { compileSiteStyles } from '../site-styles/compile';

export async function prepareSiteComponents(site: LoadedSite, contentDir: string): Promise<SiteComponentsManifest | undefined> {
  const { config } = site;
  await compileSiteStyles(config, contentDir);
  const imports = scanSiteComponents(contentDir, config.globalComponents);
  const manifest = await bundleSiteComponents(
    imports,
    contentDir,
    { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl },
    scanStylesheets(contentDir),
  );
  for (const m of Object.values(manifest?.modules ?? {}))
    if (m.error) console.warn(`⚠ ${m.file}: this component does not compile, so pages show its content without it — ${m.error}`);
  const compiled = Object.values(manifest?.modules ?? {}).filter((m) => !m.error).length;
  if (manifest) console.log(`Site components: ${compiled} of ${Object.keys(manifest.modules).length} modules compiled`);
  return manifest;
}
