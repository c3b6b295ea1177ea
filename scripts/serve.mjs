#!/usr/bin/env node
/**
 * A plain static file server, behaving like common static hosts (GitHub Pages, nginx, S3 sites):
 * a file is served as is; a folder with a trailing slash serves its index.html; a folder without
 * one redirects to the slash; anything else gets /404.html with status 404. No rewrites.
 *
 * usage: node scripts/serve.mjs <dir> [port] [--host 127.0.0.1] [--prefix /mount] [--base /mount] [--gzip]
 * --prefix serves <dir> under another path (to reproduce a host with a wrong base URL); --base too,
 * and sends a request outside it to it, as `docusaurus serve` does with a build for a baseUrl.
 * --gzip compresses text responses for clients that accept it, as those hosts do (Lighthouse's
 * load simulation counts transferred bytes, so an uncompressed server would understate the site).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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
const gzipIndex = args.indexOf('--gzip');
const gzip = gzipIndex !== -1;
if (gzip) args.splice(gzipIndex, 1);
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

function send(req, res, status, file) {
  const type = TYPES[path.extname(file)] || 'application/octet-stream';
  // Next's build output under _next/static/ has content-hashed names: cached for good, as static
  // hosts serve it. Everything else is checked again on every use.
  const immutable = path.relative(root, file).split(path.sep).slice(0, 2).join('/') === '_next/static';
  const headers = { 'Content-Type': type, 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' };
  if (gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(zlib.createGzip()).pipe(res);
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Length': fs.statSync(file).size });
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(file).pipe(res);
}

function notFound(req, res) {
  const page = path.join(root, '404.html');
  if (fs.existsSync(page)) return send(req, res, 404, page);
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('Not found');
}

const server = http.createServer((req, res) => {
  // The request target is a path: `//host/x` is the path /host/x here, not another host (as a base URL would read it).
  const url = new URL(`http://localhost${req.url.startsWith('/') ? '' : '/'}${req.url}`);
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return notFound(req, res);
  }
  if (prefix) {
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) {
      if (!base) return notFound(req, res);
      res.writeHead(302, { Location: `${base}/` });
      return res.end();
    }
    pathname = pathname.slice(prefix.length) || '/';
  }
  const file = path.join(root, pathname);
  if (!file.startsWith(root)) return notFound(req, res);
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return notFound(req, res);
  }
  if (stat.isDirectory()) {
    if (!pathname.endsWith('/')) {
      // One leading slash: `//host/` in Location is another site.
      res.writeHead(301, { Location: `/${url.pathname.replace(/^\/+/, '')}/${url.search}` });
      return res.end();
    }
    const index = path.join(file, 'index.html');
    return fs.existsSync(index) ? send(req, res, 200, index) : notFound(req, res);
  }
  send(req, res, 200, file);
});

server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}${prefix}/`));
