/**
 * `npm run version:cut -- <set> <version>` — like `docusaurus docs:version`: snapshots
 * content/<set>/current into content/<set>/<version> and registers it in versions.json as the
 * new stable version (the previous stable one becomes "maintained").
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSiteConfig } from '../lib/content/store';
import { plugins } from '../plugins/index';
import type { VersionsFile, VersionEntry } from '../lib/content/versions';
import { projectPaths } from './lib/run-env';

const [set, version] = process.argv.slice(2);
if (!set || !version) {
  console.error('usage: npm run version:cut -- <set> <version>   (e.g. vcluster 0.28.0)');
  process.exit(2);
}
if (!/^\d+\.\d+\.\d+$/.test(version)) {
  console.error(`"${version}" is not a version like 0.28.0`);
  process.exit(2);
}
const paths = projectPaths();
const setConfig = loadSiteConfig(paths, plugins).sets.find((s) => s.id === set);
if (!setConfig?.versioned) {
  console.error(`"${set}" is not a versioned doc set`);
  process.exit(2);
}
const versions = JSON.parse(fs.readFileSync(paths.versionsFile, 'utf8')) as VersionsFile;
const entry = versions[set];
if (entry.versions.some((v) => v.name === version)) {
  console.error(`${set} ${version} already exists`);
  process.exit(1);
}
const from = path.join(paths.contentDir, set, 'current');
const to = path.join(paths.contentDir, set, version);
if (fs.existsSync(to)) {
  console.error(`${path.relative(paths.rootDir, to)} already exists`);
  process.exit(1);
}
fs.cpSync(from, to, { recursive: true });

const [major, minor] = version.split('.');
const previous = entry.versions.find((v) => v.name === entry.lastVersion);
if (previous && previous.status === 'stable') {
  previous.status = 'maintained';
  previous.label = previous.label.replace(/\s*Stable$/, '');
}
const added: VersionEntry = { name: version, label: `v${major}.${minor} Stable`, status: 'stable', banner: 'none', badge: true };
const currentIndex = entry.versions.findIndex((v) => v.name === 'current');
entry.versions.splice(currentIndex + 1, 0, added);
entry.lastVersion = version;
fs.writeFileSync(paths.versionsFile, JSON.stringify(versions, null, 2) + '\n');
console.log(`Snapshotted ${path.relative(paths.rootDir, from)} → ${path.relative(paths.rootDir, to)}; ${set} ${version} is now the stable version.`);
