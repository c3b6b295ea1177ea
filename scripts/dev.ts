/**
 * `npm run dev`: `next dev` plus a content watcher. Pages read their MDX at render time, which
 * Next's own watcher does not see; this one announces every change under content/ (and the site
 * files) over server-sent events from the preview's own address (scripts/lib/dev-events.ts), and
 * the dev-only DevReload component refreshes the page.
 * In front of Next (on PORT) a small proxy answers what the build writes besides the pages — the
 * .md exports, llms.txt, llms-full.txt, the search index and the plugins' files
 * (scripts/lib/dev-outputs.ts), from the current content — and passes everything else, HMR
 * websockets included, to Next.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
// (Light modules only: the content loader and the outputs' code load in other processes, or when asked for.)
import { buildEnvValues } from '../lib/config/build-env';
import type { RunSettings } from '../lib/config/run-settings';
import type { CompiledEngineModules } from '../lib/site-modules/engine-modules';
import { projectPaths, runSettings } from './lib/run-env';
import { loadSiteConfig } from '../lib/content/load-config';
import type { DevChanges } from '../lib/content/store';
import { writeCacheJson } from '../lib/cache/json';
import { testFixtureEnv } from '../lib/content/test-fixtures';
import { isDevOutput } from './lib/dev-output-paths';
import { staticFile } from './lib/dev-static';
import { isReadMethod, lookUp, methodNotAllowed, plainStatus, requestPath, sendFile } from './lib/static-files.mjs';
import { fileType } from '../lib/output/file-types';
import type { ContentBounds } from '../lib/source/inside-content';
import { contentRoots } from '../lib/source/content-paths';
import { staticFolders, type StaticFolder } from '../lib/source/static-folders';
import { CLIENT_MODULES_FILE, REGISTRY_FILE, writeEmptyClientModules, writeEmptyRegistry } from '../lib/site-modules/manifest';
import { SITE_STYLES_FILE, writeEmptyStyles } from '../lib/site-modules/styles-file';
import { watchContent } from './lib/content-watcher';
import { devUrlRequests } from '../lib/content/dev-requests';
import { enginePaths, siteBase, siteMount } from '../lib/shared/site-paths';
import { plugins } from '../plugins/index';
import { writePluginSelection } from '../plugins/selection';
import { nextSettingsOfFile } from '../lib/config/site-mount-file';
import { nextCommand } from './lib/next-bin';
import { DEV_EVENTS_PATH, devEvents } from './lib/dev-events';

const root = process.cwd();
const port = Number(process.env.PORT ?? 3000);
/** The address the preview listens on (`pagewright start --host`); this machine alone when not given. */
const host = process.env.DOCS_DEV_HOST || '127.0.0.1';
const nextPort = Number(process.env.DOCS_DEV_NEXT_PORT ?? port + 2);
// The page's change announcements, from this server (on the page's own origin: scripts/lib/dev-events.ts).
const events = devEvents();
let lastChange = 0;

// What changed, for Next's renders (lib/content/store.ts devSite): written before the page is told,
// so the render the page then asks for sees it. The latest changes are kept, numbered.
const changesFile = path.join(root, '.docs-cache', `dev-changes-${port}.json`);
const changes: DevChanges = { stamp: 0, changes: [] };
writeCacheJson(changesFile, changes);
let pending: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const announce = (file: string) => {
  pending.push(file);
  clearTimeout(timer);
  // Editors write files in several steps: announce once the burst is over.
  timer = setTimeout(() => {
    const files = [...new Set(pending)];
    for (const f of files) changes.changes.push({ n: ++changes.stamp, file: f });
    changes.changes.splice(0, Math.max(0, changes.changes.length - 500));
    writeCacheJson(changesFile, changes);
    // A change to the site's code (a component, a React page, a stylesheet) compiles its modules again; the page is told again once they are.
    // (The config too: the components read it, and it lists some of them.)
    const code = files.filter((f) => SITE_CODE.test(f) || f === configFile);
    // (The plugins it names are the ones Next compiles: next.config.ts chose them at start.)
    if (files.includes(configFile)) writePluginSelection(root, nextSettingsOfFile(configFile).plugins);
    pending = [];
    lastChange = Date.now();
    if (code.length) void codeChanged(code).then(() => tell(code[0]));
    else if (!prepared) queueFullPrepare();
    tell(file);
  }, 60);
};
/** Tells every open page that `file` changed: it renders again. */
const tell = (file: string) => {
  lastChange = Date.now();
  events.tell(path.relative(root, file));
};
/** The site's own code and styles, which scripts/dev-prepare.ts compiles (pages and data are read when a page renders). */
const SITE_CODE = /\.(m?[jt]sx?|css|s[ac]ss)$/;

const paths = projectPaths(root);
const { contentDir, versionsFile, configFile } = paths;
// (And the version folders read where they lie, outside the content folder: lib/source/content-paths.ts sourceDirs.)
// (And the folders of the site's code compiled where they lie: site.config.json content.codeFolders.)
await watchContent([contentDir, versionsFile, configFile, ...(paths.sourceDirs ?? []).map((s) => s.dir), ...codeFolders()], announce);

/** The folders content.codeFolders lists that exist, absolute (the config read leniently: a broken one is the preview's to show). */
function codeFolders(): string[] {
  try {
    const listed = (JSON.parse(fs.readFileSync(configFile, 'utf8')) as { content?: { codeFolders?: unknown } }).content?.codeFolders;
    return (Array.isArray(listed) ? listed : []).flatMap((f) =>
      typeof f === 'string' && fs.existsSync(path.resolve(contentDir, f)) ? [path.resolve(contentDir, f)] : [],
    );
  } catch {
    return [];
  }
}

// The site's own components are compiled once the content loads, and again after a change to them.
// A content error at start (two files with one URL, a broken versions.json) is an author's error
// like any other: it is printed once here, the page shows it with file:line, and the server stays
// up; the first save that loads compiles the components. (The whole work runs in a process of its
// own, which gives back the memory the content took: scripts/dev-prepare.ts.) Next starts meanwhile,
// with the last run's registry and stylesheet (or empty ones): what the work writes replaces them
// under it, and the proxy holds the first requests until the work is done. An edit of the site's
// code is then compiled here, without the content (DocsPlugin.prepareChanged: only what the edit
// changed, in esbuild contexts kept between edits), or by the whole work again where that cannot.
let prepared = false;
let work: Promise<void> = Promise.resolve();
/** Runs `step` once the work before it is done: one at a time. */
function serially(step: () => Promise<void>): Promise<void> {
  const run = work.then(step);
  work = run.catch(() => undefined);
  return run;
}
/**
 * The whole work; then, in the background, the live step made ready for the first edit of the
 * site's code (on vcluster-docs that edit then compiles in 1.3 s, not 2.8 s). Not before the first
 * page is served and the preview is quiet: its compile (about 4 CPU-s there, much of it in this
 * process, which passes the pages and tells them of changes) put the first page on screen 3 s later
 * and slowed an edit of the text saved meanwhile from 0.6 s to 1–2 s.
 */
async function fullPrepare(): Promise<void> {
  prepared = await runPrepare();
  if (prepared) void quietAfterFirstPage().then(() => serially(async () => void (await liveStep([]))));
}
/** Resolved once Next has answered a page. */
let pageServed: () => void;
const firstPageServed = new Promise<void>((resolve) => (pageServed = resolve));
/** When a request was last passed to Next. */
let lastForward = 0;
const QUIET_MS = 5000;
/** Resolved once a page has been served and then nothing changed and nothing was asked of Next for QUIET_MS. */
function quietAfterFirstPage(): Promise<void> {
  return firstPageServed.then(
    () =>
      new Promise<void>((resolve) => {
        const check = () => {
          const since = Date.now() - Math.max(lastChange, lastForward);
          if (since >= QUIET_MS) resolve();
          else setTimeout(check, QUIET_MS - since);
        };
        check();
      }),
  );
}
/** The whole work again after an edit, while the last did not load (once for a burst of edits). */
let fullQueued = false;
function queueFullPrepare(): void {
  if (fullQueued) return;
  fullQueued = true;
  void serially(() => ((fullQueued = false), fullPrepare()));
}
/** `files` of the site's code changed: compiled again alone when they can be, else by the whole work. */
function codeChanged(files: string[]): Promise<void> {
  return serially(async () => {
    if (prepared && (await liveStep(files))) return;
    await fullPrepare();
  });
}
async function liveStep(files: string[]): Promise<boolean> {
  const started = Date.now();
  try {
    const { prepareChangedCode } = await import('../lib/site-modules/prepare');
    const done = await prepareChangedCode({ config: loadSiteConfig(paths, plugins), contentDir, plugins }, files);
    if (done && files.length) console.log(`${files.map((f) => path.relative(contentDir, f)).join(', ')}: compiled again in ${Date.now() - started} ms`);
    return done;
  } catch (err) {
    // (A config that does not load is the whole work's to print; anything else is the engine's.)
    if (files.length) console.error(`✗ the site's code was not compiled alone (${(err as Error).message.split('\n')[0]}): compiling it whole`);
    return false;
  }
}
/**
 * The prepare's script, beside this one in its own form: the source through tsx (`npm run dev`), or
 * the engine's compiled code (pagewright start: scripts/dev.mjs), which Node loads as it is.
 */
const PREPARE = import.meta.url.endsWith('.ts')
  ? ['--import', 'tsx', fileURLToPath(new URL('./dev-prepare.ts', import.meta.url))]
  : [fileURLToPath(new URL('./dev-prepare.mjs', import.meta.url))];
/** The whole work in its process; true when it is done (its warnings and a content error are printed as it goes). */
async function runPrepare(): Promise<boolean> {
  const child = spawn(process.execPath, [...PREPARE, String(changes.stamp)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  // Not the content (exit 3, printed): the engine's own failure, printed by the process.
  if (code !== 0 && code !== 3) console.error(`✗ the site's components were not prepared (scripts/dev-prepare.ts exited ${code})`);
  return code === 0;
}
// Next picks the registry, client modules and stylesheet it imports once, at start, by whether they exist (next.config.ts):
// there must be one of each for the work's to replace.
if (!fs.existsSync(path.join(root, REGISTRY_FILE))) writeEmptyRegistry(root);
if (!fs.existsSync(path.join(root, CLIENT_MODULES_FILE))) writeEmptyClientModules(root);
if (!fs.existsSync(path.join(root, SITE_STYLES_FILE))) writeEmptyStyles(root);
const startup = serially(fullPrepare);
// The site's base path, and its engine paths as Next was started with them (its basePath is the site's mount: next.config.ts).
const { base, engine } = (() => {
  try {
    const config = loadSiteConfig(paths, plugins);
    return { base: siteBase(config), engine: enginePaths(siteMount(config)) };
  } catch {
    return { base: '/', engine: enginePaths('') };
  }
})();

// The proxy: build outputs from the current content, everything else from Next. A request that
// arrives before Next listens waits for it, so a browser opened early gets the page, not an error.
let outputs: ReturnType<typeof import('./lib/dev-outputs').devOutputs> | undefined;
const output = async (urlPath: string, published = false) => {
  outputs ??= import('./lib/dev-outputs').then((m) => m.devOutputs(root, plugins));
  return (await outputs)(urlPath, lastChange, published);
};
const requested = devUrlRequests(contentDir);
/** Where the content's files may come from (site.config.json content.outsideFolders) and its static folders, read again after a change. */
let bounds: { at: number; value: ContentBounds; folders: StaticFolder[] } | undefined;
function contentBounds(): { value: ContentBounds; folders: StaticFolder[] } {
  if (bounds?.at === lastChange) return bounds;
  const roots = contentRoots(paths);
  let value: ContentBounds = { contentRoots: roots };
  let folders = staticFolders(contentDir, { baseUrl: '/' });
  try {
    const config = loadSiteConfig(paths, plugins);
    value = { contentRoots: roots, contentPolicy: config.content };
    folders = staticFolders(contentDir, config);
  } catch {
    // (A broken config is shown by the preview itself.)
  }
  bounds = { at: lastChange, value, folders };
  return bounds;
}
const nextListening = untilListening(nextPort);
const proxy = http.createServer((req, res) => {
  void answer(req, res).catch(() => plainStatus(res, 500));
});
// A request the HTTP parser refuses (a NUL in the target, a header too long) gets 400 on its own connection.
proxy.on('clientError', (_err, socket) => (socket.writable ? socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n') : socket.destroy()));

async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (events.serve(req, res)) return;
  // Pages are read, not posted to: other methods only for Next's own dev tools (its overlay's stack frames, restart).
  if (!isReadMethod(req.method) && !NEXT_DEV_TOOLS.test(req.url?.split('?')[0] ?? '')) return methodNotAllowed(res);
  // A path that does not decode or steps out of a folder (here or at a server that decodes it again) goes no further.
  const urlPath = requestPath(req.url ?? '/');
  if (urlPath === undefined) return plainStatus(res, 404);
  const read = isReadMethod(req.method);
  const own = read && isDevOutput(urlPath, engine) ? await output(urlPath) : undefined;
  if (own) {
    res.writeHead(own.status, { 'Content-Type': own.type, 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : own.body);
    return;
  }
  const site = read ? contentBounds() : undefined;
  const file = site ? staticFile(site.folders, urlPath, site.value) : undefined;
  if (file) {
    const found = await lookUp(file);
    const sent = found.real ? await sendFile(req, res, found.real, { headers: { 'Content-Type': fileType(file), 'Cache-Control': 'no-cache' } }) : found.status;
    if (sent !== true) plainStatus(res, sent ?? 404);
    return;
  }
  // A file a plugin publishes (a site's web worker and its .wasm) under the site's base, which Next does not serve.
  const published = read && urlPath.startsWith(base) && PUBLISHED_FILE.test(urlPath) ? await output(urlPath, true) : undefined;
  if (published) {
    res.writeHead(published.status, { 'Content-Type': published.type, 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : published.body);
    return;
  }
  if (req.method === 'GET') requested(urlPath);
  await forward(req, res);
}

/** A path with a file's extension, outside Next's own files. */
const PUBLISHED_FILE = /^(?!.*\/_next\/)[^?]*\/[^/]+\.[a-z\d]+$/i;

/** Next dev's own endpoints, which its overlay posts to (`/__nextjs_original-stack-frames`, under the base path too). */
const NEXT_DEV_TOOLS = /(?:^|\/)__nextjs_[\w-]+$/;

/** Passes a request on to next dev, once it listens. */
async function forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  await startup;
  await nextListening;
  lastForward = Date.now();
  const upstream = http.request({ host: '127.0.0.1', port: nextPort, method: req.method, path: req.url, headers: req.headers }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.on('error', () => res.destroy());
    up.pipe(res);
    if (req.method === 'GET') refillStaticPaths(req.url ?? '/', up.statusCode ?? 0);
    if (req.method === 'GET' && up.statusCode === 200 && /^text\/html/.test(String(up.headers['content-type']))) up.on('end', () => pageServed());
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('next dev is not answering yet; reload in a moment');
  });
  req.pipe(upstream);
}
// Websockets (HMR): the raw request goes on to Next and the two sockets are joined.
proxy.on('upgrade', async (req, socket, head) => {
  await nextListening;
  const up = net.connect(nextPort, '127.0.0.1', () => {
    const headers = Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`]));
    up.write(`${req.method} ${req.url} HTTP/${req.httpVersion}\r\n${headers.join('\r\n')}\r\n\r\n`);
    up.write(head);
    up.pipe(socket).pipe(up);
  });
  up.on('error', () => socket.destroy());
  socket.on('error', () => up.destroy());
});
proxy.listen(port, host, () => console.log(`Docs preview on http://${host}:${port}${base} (next dev on ${nextPort})`));

/**
 * The live preview's settings, which next.config.ts hands to Next's routes (lib/config/run-settings.ts):
 * with the values of the variables the site lets its pages read, as the config lists them at start.
 */
function previewSettings(): RunSettings {
  const settings: RunSettings = { ...runSettings(), preview: true, devEventsUrl: DEV_EVENTS_PATH, devChangesFile: changesFile, compiledModules: compiled };
  try {
    return { ...settings, buildEnv: buildEnvValues(loadSiteConfig(paths, plugins), process.env) };
  } catch {
    // (A broken config is shown by the preview itself.)
    return settings;
  }
}

/**
 * Run compiled (pagewright start), the page pass Next loads by Node is the compiled copy beside this
 * code, and Next runs without tsx. From source, through tsx's loader thread, its few hundred
 * modules took about 1.5 s before the first page of vcluster-docs, twice that under React's dev
 * tracking of each promise, and tsx's hooks slowed every other module Next loaded.
 */
const compiled: CompiledEngineModules | undefined = import.meta.url.endsWith('.ts')
  ? undefined
  : { render: besideThis('./render-tree.mjs'), onePage: besideThis('./one-page.mjs'), plugins: besideThis('./plugins.mjs') };
function besideThis(file: string): string {
  return path.relative(root, fileURLToPath(new URL(file, import.meta.url)));
}

const next = spawn(...nextCommand(root, ['dev', '-p', String(nextPort), '-H', '127.0.0.1']), {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...testFixtureEnv(root, paths),
    DOCS_RUN_SETTINGS: JSON.stringify(previewSettings()),
    // The build's page pass renders each page's article (lib/check/one-page.ts): from source, its TypeScript is loaded by Node, as in the build.
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''}${compiled ? '' : ' --import tsx'}`.trim(),
  },
});
next.on('exit', (code) => process.exit(code ?? 0));
// A signal to this process alone (a process manager's SIGTERM, pagewright start's) stops Next too, which
// would otherwise outlive it and keep its port: this process exits with it, or after a grace period.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    next.kill(signal);
    setTimeout(() => (next.kill('SIGKILL'), process.exit(1)), 10_000).unref();
  });

/**
 * `next dev` drops its cached generateStaticParams result when a URL it does not list gets a 404
 * (a missing favicon, a broken link: next-dev-server.js getStaticPaths, its catch), and the next
 * request then waits for a new static-paths worker to load the app and list every page (seconds on
 * a large site): the next edit would show that much later. Asking again for the last page served
 * fills the cache at once, in the background.
 */
let lastPage: string | undefined;
function refillStaticPaths(target: string, status: number): void {
  if (status === 200 && target.split('?')[0].endsWith('/') && !target.startsWith('/_next/')) lastPage = target.split('?')[0];
  if (status !== 404 || !lastPage) return;
  http.get({ host: '127.0.0.1', port: nextPort, path: lastPage }, (r) => r.resume()).on('error', () => undefined);
}

function untilListening(p: number): Promise<void> {
  return new Promise((resolve) => {
    const attempt = () => {
      const s = net.connect(p, '127.0.0.1', () => (s.destroy(), resolve()));
      s.on('error', () => setTimeout(attempt, 200));
    };
    attempt();
  });
}
