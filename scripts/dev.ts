/**
 * `npm run dev`: `next dev` plus a content watcher. Pages read their MDX at render time, which
 * Next's own watcher does not see; this one announces every change under content/ (and the site
 * files) over server-sent events, and the dev-only DevReload component refreshes the page.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildSite, contentPaths } from '../lib/content/store';
import { prepareSiteComponents } from '../lib/site-components/prepare';
import { testFixtureEnv } from '../lib/content/test-fixtures';

const root = process.cwd();
const port = Number(process.env.PORT ?? 3000);
const eventsPort = Number(process.env.DOCS_DEV_EVENTS_PORT ?? port + 1);
const clients = new Set<http.ServerResponse>();
let lastChange = 0;

http
  .createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
    res.write('retry: 1000\n\n');
    // A page that connects after a change (it was loading or hydrating when it happened) would
    // miss it: tell every new connection when the last change was, the page compares it with its load time.
    res.write(`event: hello\ndata: ${JSON.stringify({ lastChange })}\n\n`);
    clients.add(res);
    req.on('close', () => clients.delete(res));
  })
  .listen(eventsPort, '127.0.0.1');

let timer: ReturnType<typeof setTimeout> | undefined;
const announce = (file: string) => {
  clearTimeout(timer);
  // Editors write files in several steps: announce once the burst is over.
  timer = setTimeout(() => {
    lastChange = Date.now();
    for (const c of clients) c.write(`data: ${JSON.stringify({ file })}\n\n`);
  }, 60);
};

const contentDir = path.resolve(root, process.env.DOCS_CONTENT_DIR || 'content');
fs.watch(contentDir, { recursive: true }, (_event, file) => file && announce(String(file)));
for (const f of ['versions.json', 'site.config.json']) if (fs.existsSync(f)) fs.watch(f, () => announce(f));

// The site's own components are compiled once at start (restart dev after changing them).
await prepareSiteComponents(buildSite(contentPaths(root), { includeDrafts: true, gitDates: false }), contentDir);

const next = spawn(path.join(root, 'node_modules/.bin/next'), ['dev', '-p', String(port)], {
  stdio: 'inherit',
  env: { ...process.env, ...testFixtureEnv(root), NEXT_PUBLIC_DOCS_DEV_EVENTS: `http://127.0.0.1:${eventsPort}/` },
});
next.on('exit', (code) => process.exit(code ?? 0));
