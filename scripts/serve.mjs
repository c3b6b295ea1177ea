#!/usr/bin/env node
/**
 * A plain static file server, behaving like common static hosts (GitHub Pages, nginx, S3 sites):
 * a file is served as is; a folder with a trailing slash serves its index.html; a folder without
 * one redirects to the slash; anything else gets the nearest 404.html up its path with status 404. No
 * rewrites. Only GET and
 * HEAD, only regular files inside <dir> (scripts/lib/static-files.mjs); a request never stops it.
 *
 * usage: node scripts/serve.mjs <dir> [port] [--host 127.0.0.1] [--prefix /mount] [--base /mount] [--gzip]
 *        [--clean-urls [--trailing-slash true|false]]
 * --prefix serves <dir> under another path (to reproduce a host with a wrong base URL); --base too,
 * and sends a request outside it to it, as `docusaurus serve` does with a build for a baseUrl.
 * --gzip compresses text responses for clients that accept it, as those hosts do (Lighthouse's
 * load simulation counts transferred bytes, so an uncompressed server would understate the site).
 * --clean-urls answers as `docusaurus serve` does (serve-handler's cleanUrls, with the site's
 * trailingSlash): a page is served at its URL without `.html` (`/x` from x/index.html, else x.html);
 * a URL ending in `.html` or `/index` is sent to its clean form; with --trailing-slash, a page URL
 * is sent to the form the site writes. `pagewright serve` uses it; so does a side-by-side comparison
 * with Docusaurus' build, whose pages with trailingSlash false are x.html files.
 */
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileIn, isReadMethod, lookUp, methodNotAllowed, plainStatus, requestPath, sendFile } from './lib/static-files.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const host = flag('--host', '127.0.0.1');
const base = (flag('--base', '') || '').replace(/\/$/, '');
const prefix = base || (flag('--prefix', '') || '').replace(/\/$/, '');
const trailingSlashFlag = flag('--trailing-slash', undefined);
const trailingSlash = trailingSlashFlag === undefined ? undefined : trailingSlashFlag === 'true';
/** Takes a flag without a value out of the arguments: whether it was given. */
const switchOn = (name) => {
  const i = args.indexOf(name);
  if (i !== -1) args.splice(i, 1);
  return i !== -1;
};
const gzip = switchOn('--gzip');
const cleanUrls = switchOn('--clean-urls');
const [dirArg = 'out', portArg = '3000'] = args;
const root = path.resolve(dirArg);
const port = Number(process.env.PORT || portArg);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** Sends a regular file of the folder; resolves to true, or to the error status it could not be sent with. */
function send(req, res, status, file) {
  const type = TYPES[path.extname(file)] || 'application/octet-stream';
  // Next's build output under _next/static/ (below the base path, on a site that has one) has
  // content-hashed names: cached for good, as static hosts serve it. Everything else is checked again on every use.
  const immutable = `/${path.relative(root, file).split(path.sep).join('/')}`.includes('/_next/static/');
  const headers = { 'Content-Type': type, 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' };
  if (gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    return sendFile(req, res, file, { status, headers: { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }, transform: zlib.createGzip() });
  }
  return sendFile(req, res, file, { status, headers });
}

/**
 * The not-found page nearest the path (`<folder>/404.html`, from the path's folder up to the root, as
 * Cloudflare Pages looks for it: a site published under /docs/ has its own there) with status 404,
 * plain text when there is none; another error status as plain text.
 */
async function notFound(req, res, status = 404, pathname = '/') {
  if (status !== 404) return plainStatus(res, status);
  const folders = pathname.split('/').slice(1, -1);
  for (let n = folders.length; n >= 0; n--) {
    const page = await lookUp(path.join(root, ...folders.slice(0, n), '404.html'), root);
    if (page.kind === 'file' && (await send(req, res, 404, page.real)) === true) return;
  }
  plainStatus(res, 404);
}

async function answer(req, res) {
  if (!isReadMethod(req.method)) return methodNotAllowed(res);
  let pathname = requestPath(req.url);
  if (pathname === undefined) return notFound(req, res);
  if (prefix) {
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) {
      if (!base) return notFound(req, res);
      res.writeHead(302, { Location: `${base}/` });
      return res.end();
    }
    pathname = pathname.slice(prefix.length) || '/';
  }
  const missing = (status) => notFound(req, res, status, pathname);
  if (cleanUrls) return answerClean(req, res, pathname, missing);
  const file = fileIn(root, pathname);
  const found = file === undefined ? { status: 404 } : await lookUp(file, root);
  if (found.kind === 'directory') {
    if (!pathname.endsWith('/')) {
      // One leading slash: `//host/` in Location is another site.
      const url = new URL(`http://localhost/${req.url.replace(/^\/+/, '')}`);
      res.writeHead(301, { Location: `/${url.pathname.replace(/^\/+/, '')}/${url.search}` });
      return res.end();
    }
    const index = await lookUp(path.join(found.real, 'index.html'), root);
    return index.kind === 'file' ? sendOrFail(req, res, index.real, missing) : missing(index.status ?? 404);
  }
  if (found.kind === 'file') return sendOrFail(req, res, found.real, missing);
  // A FIFO, a socket or a device is not a file to serve; a file that cannot be read is an error.
  return missing(found.status ?? 404);
}

/**
 * Where serve-handler's cleanUrls and trailingSlash send a path (shouldRedirect), in one step where it
 * takes two (x/index.html → x/index → x), or undefined.
 */
function cleanRedirect(pathname, slash) {
  const clean = pathname.replace(/(\/index)?\.html$|\/index$/, '').replace(/\/+/g, '/') || '/';
  const name = path.posix.basename(clean);
  let target = clean;
  if (slash === false && clean.endsWith('/') && clean !== '/') target = clean.slice(0, -1);
  else if (slash === true && !clean.endsWith('/') && !path.posix.extname(clean) && !name.startsWith('.')) target = `${clean}/`;
  return target === pathname ? undefined : target;
}

/**
 * A request under --clean-urls: a file with an extension as it is, then (or without one) `<path>/index.html`,
 * then `<path>.html` (serve-handler's order: a page whose name has a dot, `/blog/v1.40`, is found by its findRelated).
 */
async function answerClean(req, res, pathname, missing) {
  const target = cleanRedirect(pathname, trailingSlash);
  if (target !== undefined) {
    const query = new URL(`http://localhost${req.url.startsWith('/') ? '' : '/'}${req.url}`).search;
    // (The path is decoded: encoded again, as serve-handler does, a header holding only ASCII.)
    res.writeHead(301, { Location: `${prefix}${encodeURI(target)}${query}` });
    return res.end();
  }
  const bare = pathname.replace(/\/$/, '');
  const candidates = [...(path.posix.extname(pathname) ? [pathname] : []), `${bare}/index.html`, ...(bare ? [`${bare}.html`] : [])];
  for (const candidate of candidates) {
    const file = fileIn(root, candidate);
    const found = file === undefined ? { status: 404 } : await lookUp(file, root);
    if (found.kind === 'file') return sendOrFail(req, res, found.real, missing);
    if (found.status && found.status !== 404) return missing(found.status);
  }
  return missing(404);
}

async function sendOrFail(req, res, file, missing) {
  const sent = await send(req, res, 200, file);
  if (sent !== true) await missing(sent);
}

const server = http.createServer((req, res) => {
  answer(req, res).catch(() => plainStatus(res, 500));
});
// A request the HTTP parser refuses (a NUL in the target, a header too long) gets 400 on its own connection.
server.on('clientError', (err, socket) => {
  if (socket.writable) socket.end(`HTTP/1.1 ${err.code === 'HPE_HEADER_OVERFLOW' ? '431' : '400'} Bad Request\r\nConnection: close\r\n\r\n`);
  else socket.destroy();
});

server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}${prefix}/`));
