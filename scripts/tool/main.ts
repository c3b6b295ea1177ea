/**
 * pagewright's commands, run in a Docusaurus site's folder as Docusaurus' own are:
 *   pagewright build [siteDir] [--out-dir build]   the static site, into build/
 *   pagewright start [siteDir] [--port 3000] [--host 127.0.0.1]   the live preview of the site's files
 *   pagewright serve [siteDir] [--dir build] [--port 3000] [--host 127.0.0.1]   serves build/
 *   pagewright clear [siteDir]   removes the cache folder (.pagewright/) and build/
 * The site is imported into the cache inside each command (scripts/tool/project.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { configFileOf } from '../../plugins/docusaurus/importer/config';
import { CACHE_DIR, toolContentDir, toolProject } from './project';
import { siteServingOfFile } from '../../lib/config/site-mount-file';
import { toolBuild } from './build';
import { toolStart } from './start';
import { toolServe } from './serve';

const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const USAGE = `usage: pagewright <command> [siteDir] [options]

  build   [--out-dir build]                  build the site into build/
  start   [--port 3000] [--host 127.0.0.1]   live preview: every edit to the site's files shows at once
  serve   [--dir build] [--port 3000] [--host 127.0.0.1]   serve the built site
  clear                                      remove the cache (${CACHE_DIR}/) and build/
  --version`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'out-dir': { type: 'string', default: 'build' },
    dir: { type: 'string', default: 'build' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    version: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, siteArg = '.'] = positionals;
const site = path.resolve(siteArg);

if (values.version) {
  console.log(JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')).version);
  process.exit(0);
}
if (!command || values.help || !['build', 'start', 'serve', 'clear'].includes(command)) {
  console.log(USAGE);
  process.exit(command && !values.help ? 2 : 0);
}
// (The config files the importer reads: plugins/docusaurus/importer/config.ts.)
if (command !== 'clear' && !configFileOf(site)) {
  console.error(`${site}: no docusaurus.config.js or .ts here — run pagewright in the site's folder, or name it: pagewright ${command} <siteDir>`);
  process.exit(1);
}
const port = Number(values.port);
switch (command) {
  case 'build':
    process.exit(await toolBuild(toolProject(site, PACKAGE_ROOT), path.resolve(site, values['out-dir'])));
    break;
  case 'start':
    await toolStart(toolProject(site, PACKAGE_ROOT), { port, host: values.host });
    break;
  case 'serve':
    // (The mount of the last import: build/ was laid out for it.)
    toolServe(
      path.resolve(site, values.dir),
      { port, host: values.host },
      PACKAGE_ROOT,
      siteServingOfFile(path.join(toolContentDir(site), 'site.config.json')),
    );
    break;
  case 'clear':
    for (const dir of [path.join(site, CACHE_DIR), path.join(site, values['out-dir'])]) {
      fs.rmSync(dir, { recursive: true, force: true });
      console.log(`removed ${dir}`);
    }
}
