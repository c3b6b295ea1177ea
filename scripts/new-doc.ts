/**
 * `npm run new-doc -- <set> <path> "Title" ["Description"] [--version <v>]`
 * Creates content/<set>/<version>/<path>.mdx (default version: current; the landing set is
 * unversioned) with its frontmatter, and refuses to overwrite an existing page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSiteConfig } from '../lib/content/store';
import { plugins } from '../plugins/index';
import { projectPaths } from './lib/run-env';

const args = process.argv.slice(2);
const vi = args.indexOf('--version');
const version = vi >= 0 ? args.splice(vi, 2)[1] : 'current';
const [set, docPath, title, description = ''] = args;
if (!set || !docPath || !title) {
  console.error('usage: npm run new-doc -- <set> <path> "Title" ["One-sentence description"] [--version <v>]');
  process.exit(2);
}
const paths = projectPaths();
const config = loadSiteConfig(paths, plugins);
const setConfig = config.sets.find((s) => s.id === set);
if (!setConfig) {
  console.error(`Unknown doc set "${set}". Sets: ${config.sets.map((s) => s.id).join(', ')}`);
  process.exit(2);
}
const dir = setConfig.versioned ? path.join(paths.contentDir, set, version) : path.join(paths.contentDir, set);
if (!fs.existsSync(dir)) {
  console.error(`No folder ${path.relative(paths.rootDir, dir)} (is "${version}" a version of ${set}?)`);
  process.exit(2);
}
const file = path.join(dir, docPath.replace(/^\/+|\/+$/g, '').replace(/\.mdx?$/, '') + '.mdx');
if (fs.existsSync(file)) {
  console.error(`${path.relative(paths.rootDir, file)} already exists`);
  process.exit(1);
}
const yaml = (s: string) => JSON.stringify(s);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(
  file,
  `---\ntitle: ${yaml(title)}\ndescription: ${yaml(description)}\n---\n\n{/* Start with what the reader will achieve, then prerequisites and steps. */}\n`,
);
console.log(`Created ${path.relative(paths.rootDir, file)}`);
if (!description) console.log('Add a one-sentence description to its frontmatter before publishing.');
