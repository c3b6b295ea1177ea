/**
 * `npm start`: builds the site when out/ is missing or older than the sources, then serves out/
 * on http://127.0.0.1:3000 with the plain static server (the way any static host would).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync, spawn } from 'node:child_process';
import { siteEnginePaths } from '../lib/shared/site-paths';
import { loadSiteConfig } from '../lib/content/load-config';
import { contentPaths } from '../lib/source/content-paths';
import { runSettingsOf } from '../lib/config/run-settings';

const root = process.cwd();
// The engine's files, where the site's mount puts them (its default when the config does not load: the build says why).
const ENGINE_FILES = (() => {
  try {
    return siteEnginePaths(loadSiteConfig(contentPaths(root, runSettingsOf(process.env)))).files;
  } catch {
    return siteEnginePaths({ baseUrl: '/' }).files;
  }
})();
const marker = path.join(root, 'out', ENGINE_FILES.metadata);
const SOURCES = ['app', 'components', 'lib', 'plugins', 'content', 'public', 'versions.json', 'site.config.json', 'next.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  // A link's own time (following one that loops would never end; the build reports it).
  const st = fs.lstatSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, e)));
  return newest;
}

const info = path.join(root, 'out', ENGINE_FILES.buildInfo);
const buildInfo = fs.existsSync(info) ? (JSON.parse(fs.readFileSync(info, 'utf8')) as { extraContent?: boolean; contentDir?: string }) : {};
const testBuild = buildInfo.extraContent === true || buildInfo.contentDir !== path.resolve(process.env.DOCS_CONTENT_DIR || 'content');
const built = fs.existsSync(marker) && !testBuild ? fs.statSync(marker).mtimeMs : 0;
const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (!built || sources > built) {
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build in out/ yet: building…');
  const res = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
const port = process.env.PORT ?? '3000';
spawn(process.execPath, ['scripts/serve.mjs', 'out', port], { stdio: 'inherit' }).on('exit', (code) => process.exit(code ?? 0));
